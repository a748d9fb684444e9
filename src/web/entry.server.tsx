import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { pageContext, pageContextOf } from "./page-context.ts";
import { ScriptNonce } from "./script-nonce.tsx";
import { contentSecurityPolicy } from "../shared/content-security-policy.ts";
import { LOCALES } from "../shared/i18n/locales.ts";
import { loadWords } from "./i18n/words.ts";
import { catalogsByName } from "./page-words.ts";

// The server reads the context key from the build it loaded, so that it sets the very key the loaders read.
export { pageContext };

/** Every catalog in every language, loaded once before the first page is drawn: a page never waits for its words here. */
const everyCatalog = Promise.all([...catalogsByName.values()].flatMap((words) => LOCALES.map((locale) => loadWords(words, locale))));

/** A page is sent whole (not streamed): its loaders' data is all there is to wait for, and crawlers need it all. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a page to HTML. Its inline scripts (React Router's context and module loader) carry a nonce made
 * for this response, which its Content-Security-Policy names: no other inline script may run.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const nonce = randomBytes(16).toString("base64");
  headers.set("content-type", "text/html; charset=utf-8");
  const { imageOrigins, formOrigins } = pageContextOf(loadContext).site;
  headers.set("content-security-policy", contentSecurityPolicy({ nonce, imageOrigins, formOrigins }));
  if (request.method === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  return everyCatalog.then(() => renderPage(routerContext, request, status, headers, nonce));
}

function renderPage(routerContext: EntryContext, request: Request, status: number, headers: Headers, nonce: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    let statusCode = status;
    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          statusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS).unref();
  });
}
