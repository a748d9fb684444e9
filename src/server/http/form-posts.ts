import type { FastifyInstance, FastifyRequest } from "fastify";
import { safeReturnPath } from "../../shared/paths.ts";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
const FORM_BODY_LIMIT = 16 * 1024;
/** The outcome keys a form post adds to the page it returns to; dropped from the page's own query first. */
export const FORM_OUTCOME_KEYS = { done: "done", error: "error", form: "form", outcome: "outcome" } as const;

export const isFormPost = (request: FastifyRequest) => request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;

/**
 * The page the form was on: the path and query of Referer (only ever a path on this site: another site's
 * page of the same path is ours too), or `fallback`.
 */
function pageOfForm(request: FastifyRequest, fallback: string): URL {
  const base = "http://form.invalid";
  const referer = request.headers.referer;
  const fromReferer = referer && URL.canParse(referer) ? new URL(referer) : null;
  const page = new URL(fromReferer && safeReturnPath(fromReferer.pathname) ? `${fromReferer.pathname}${fromReferer.search}` : fallback, base);
  for (const key of Object.values(FORM_OUTCOME_KEYS)) page.searchParams.delete(key);
  return page;
}

function errorCodeOf(payload: unknown): string {
  try {
    const code = (JSON.parse(String(payload)) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "string" && /^[a-z_]{1,40}$/.test(code) ? code : "invalid_input";
  } catch {
    return "invalid_input";
  }
}

interface FormPostOptions {
  /** A success answers `{ url }`, the page the browser goes on to (a payment page). */
  followUrl?: boolean;
}

/** The page a success answers (http or https only), or null. */
function urlOf(payload: unknown): string | null {
  try {
    const url = (JSON.parse(String(payload)) as { url?: unknown }).url;
    return typeof url === "string" && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function outcomeOf(payload: unknown): string | null {
  try {
    const outcome = (JSON.parse(String(payload)) as { outcome?: unknown }).outcome;
    return typeof outcome === "string" && /^[a-z-]{1,40}$/.test(outcome) ? outcome : null;
  } catch {
    return null;
  }
}

/**
 * The routes of this plugin also take a browser's own form post: a `<form method="post">` submitted before
 * the app has started, or without script. The body is read as the JSON body is (the same schema validates
 * it), and the browser is sent back (303) to the page the form was on: with `?done=<route>` (and the
 * route's `outcome`) on success, with `?error=<code>&form=<route>` otherwise, and never with anything typed, so no
 * password or token lands in an address, a history or a log. A failed post keeps the page's own query (a
 * reset link's token stays for another try); a successful one drops it, except the page to go on to (`next`).
 * With `followUrl`, a success that answers a page to open (a payment page's `url`) sends the browser there, as
 * the app does; a success without one goes back to the form as any other (`?done=<route>`).
 */
export function acceptFormPosts(app: FastifyInstance, fallbackPage: string, { followUrl = false }: FormPostOptions = {}): void {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: "string", bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!isFormPost(request)) return payload;
    const failed = reply.statusCode >= 400;
    const page = pageOfForm(request, fallbackPage);
    const form = request.routeOptions.url?.split("/").pop() ?? "form";
    const goTo = !failed && followUrl ? urlOf(payload) : null;
    if (goTo) {
      reply.code(303).header("location", goTo).header("content-type", "text/plain; charset=utf-8");
      reply.removeHeader("content-length");
      reply.removeHeader("content-encoding");
      return "";
    }
    if (failed) {
      page.searchParams.set(FORM_OUTCOME_KEYS.error, errorCodeOf(payload));
      page.searchParams.set(FORM_OUTCOME_KEYS.form, form);
    } else {
      const next = page.searchParams.get("next");
      page.search = "";
      page.searchParams.set(FORM_OUTCOME_KEYS.done, form);
      if (next) page.searchParams.set("next", next);
      const outcome = outcomeOf(payload);
      if (outcome) page.searchParams.set(FORM_OUTCOME_KEYS.outcome, outcome);
    }
    reply.code(303).header("location", `${page.pathname}${page.search}`).header("content-type", "text/plain; charset=utf-8");
    reply.removeHeader("content-length");
    reply.removeHeader("content-encoding");
    return "";
  });
}
