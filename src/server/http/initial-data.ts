import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  companionApiPath,
  companionListApiPath,
  companionListControls,
  companionListFirstView,
  companionReviewsApiPath,
  listQueryOf,
  profileFirstView,
  profileTitle,
  type CompanionDetailResponse,
  type CompanionList,
} from "../../features/companions/index.server.ts";
import { nextAvailableApiPath } from "../../features/bookings/index.server.ts";
import { paths } from "../../shared/paths.ts";
import { EVENTS_API_PATH, eventsFirstView, eventsRefreshPart, type EventsResponse } from "../../features/events/index.server.ts";
import { FIRST_VIEW_ELEMENT_ID, HYDRATED_PART_ELEMENT_ID, INITIAL_DATA_ELEMENT_ID, type Arrival } from "../../shared/initial-data.ts";
import { withoutLocale } from "../../shared/i18n/locales.ts";
import { escapeMarkup } from "./markup.ts";
import { createRecentMap } from "../recent-map.ts";
import { PAGE_HEAD_ATTRIBUTE } from "../../shared/page-markers.ts";

/**
 * A page's first API answers, written into its HTML (issue 25): the page renders as soon as its code runs,
 * without a round trip per query, and never waits for `/api/account/me` first. Each answer is what the API
 * itself gives this request's viewer (an in-process request with the same cookie), so a member gets the
 * member's view and a visitor the visitor's: nothing a viewer may not see is written into the page.
 */

interface PageData {
  /** The API path of the page's own answer (from its address and search parameters), or null when it has none. */
  apiPath(pathname: string, params: URLSearchParams): string | null;
  /** What else the page shows, read once its own answer is here (a profile's reviews): answered when they can be. */
  morePaths?(answer: unknown): string[];
  /** Extra <head> tags from its own answer (a preload for the portrait the page shows first). */
  headTags?(answer: unknown): string[];
  /** The page's first view, rendered from the answers (its own first), in place of "Loading…" (see web/root.tsx). */
  firstView?(pathname: string, answers: ReadonlyMap<string, unknown>, arrival: Arrival): string;
  /**
   * The part of the page its app hydrates (in the element HYDRATED_PART_ELEMENT_ID), drawn from the answers as the
   * app's first render draws it from the same answers: a page that has one gets its answers only with it written.
   */
  hydratedPart?(pathname: string, params: URLSearchParams, answers: ReadonlyMap<string, unknown>): string;
  /** The first view and the hydrated part are all the page needs written: with them, it is whole before its app runs. */
  firstViewIsWholePage?: true;
}

const PROFILE = /^\/(?:profiles|men-profiles)\/([^/]+)$/;

/** The portrait's AVIF candidates, as the profile's <picture> offers them (same sizes: the browser picks the same file). */
function portraitPreload(answer: unknown): string[] {
  const photo = (answer as CompanionDetailResponse).companion.photos[0];
  if (!photo) return [];
  const srcset = `${photo.card.avif} ${photo.card.width}w, ${photo.full.avif} ${photo.full.width}w`;
  return [
    `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${escapeMarkup(srcset)}" imagesizes="(min-width: 1024px) 450px, 100vw"/>`,
  ];
}

/**
 * The profile's title and description, for the tab, search engines and link previews (which run no script): the
 * app shell has none of its own, and a visitor's profile may never start its app. Once it does, the page puts
 * them into its route's own tags and drops these (showPageHead).
 */
function profileHead(answer: unknown): string[] {
  const { name, bio } = (answer as CompanionDetailResponse).companion;
  const [title, description] = [escapeMarkup(profileTitle(name)), escapeMarkup(bio)];
  return [
    `<title ${PAGE_HEAD_ATTRIBUTE}>${title}</title>`,
    `<meta ${PAGE_HEAD_ATTRIBUTE} name="description" content="${description}"/>`,
    `<meta ${PAGE_HEAD_ATTRIBUTE} property="og:title" content="${title}"/>`,
    `<meta ${PAGE_HEAD_ATTRIBUTE} property="og:description" content="${description}"/>`,
  ];
}

const LISTS = new Set(["/profiles", "/men-profiles"]);
const firstAnswer = <T>(answers: ReadonlyMap<string, unknown>) => [...answers.values()][0] as T;

const PAGES: PageData[] = [
  {
    apiPath: (pathname, params) => (LISTS.has(pathname) ? companionListApiPath(listQueryOf(pathname, params)) : null),
    firstView: (pathname, answers) => companionListFirstView(pathname, firstAnswer<CompanionList>(answers)),
    hydratedPart: (pathname, params, answers) => companionListControls(pathname, params, firstAnswer<CompanionList>(answers)),
    firstViewIsWholePage: true,
  },
  {
    apiPath: (pathname) => {
      const id = PROFILE.exec(pathname)?.[1];
      return id ? companionApiPath(id) : null;
    },
    // Below the profile: its reviews and the companion's next free time.
    morePaths: (answer) => {
      const { id } = (answer as CompanionDetailResponse).companion;
      return [companionReviewsApiPath(id), nextAvailableApiPath(id)];
    },
    headTags: (answer) => [...portraitPreload(answer), ...profileHead(answer)],
    firstView: (pathname, answers, arrival) => profileFirstView(pathname, firstAnswer<CompanionDetailResponse>(answers), answers, arrival),
    firstViewIsWholePage: true,
  },
  {
    apiPath: (pathname) => (pathname === paths.events ? EVENTS_API_PATH : null),
    firstView: (pathname, answers) => eventsFirstView(pathname, firstAnswer<EventsResponse>(answers)),
    hydratedPart: (pathname, _params, answers) => eventsRefreshPart(pathname, firstAnswer<EventsResponse>(answers)),
    firstViewIsWholePage: true,
  },
];

/** JSON inside <script>: no "</script>" or "<!--" can end or open anything early. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The answers the page at `pathname` starts with, for this request's viewer, its own first; only 200 answers
 * are kept, and without its own (a locked profile, a missing one) the page gets none.
 */
async function answersFor(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
  params: URLSearchParams,
): Promise<{ page: PageData; answers: Map<string, unknown> } | null> {
  for (const page of PAGES) {
    // A page's answers are the same in every language: /es/profiles reads what /profiles reads.
    const ownPath = page.apiPath(withoutLocale(pathname), params);
    if (ownPath === null) continue;
    const own = await answerAs(app, request, ownPath);
    if (own === undefined) return null;
    const answers = new Map<string, unknown>([[ownPath, own]]);
    const morePaths = page.morePaths?.(own) ?? [];
    const more = await Promise.all(morePaths.map((apiPath) => answerAs(app, request, apiPath)));
    morePaths.forEach((apiPath, index) => {
      if (more[index] !== undefined) answers.set(apiPath, more[index]);
    });
    return { page, answers };
  }
  return null;
}

/** The API's answer to a GET of `apiPath` as this client gets it (its cookie: its view; its address: its rate limits); undefined unless 200. */
async function answerAs(app: FastifyInstance, request: FastifyRequest, apiPath: string): Promise<unknown> {
  const response = await app.inject({
    method: "GET",
    url: apiPath,
    remoteAddress: request.ip,
    headers: { cookie: request.headers.cookie ?? "", "user-agent": request.headers["user-agent"] ?? "" },
  });
  return response.statusCode === 200 ? response.json() : undefined;
}

/** A page as sent: its HTML, and whether the server wrote all of what it shows (see PageData.firstViewIsWholePage). */
export interface WrittenPage {
  html: string;
  whole: boolean;
}

/** The HTML with the page's first answers (and its head tags, its first view) written in; unchanged when it has none. */
export async function withInitialData(app: FastifyInstance, request: FastifyRequest, pathname: string, html: string): Promise<WrittenPage> {
  const params = new URL(request.url, "http://localhost").searchParams;
  const found = await answersFor(app, request, pathname, params).catch((error: unknown) => {
    request.log.warn({ err: error, pathname }, "initial data skipped");
    return null;
  });
  if (!found) return { html, whole: false };
  const { page, answers } = found;
  const json = scriptSafeJson(Object.fromEntries(answers));
  const arrival: Arrival = { referrer: request.headers.referer ?? "", origin: originOf(request) };
  const views = drawnViews.getOrMake([pathname, params.toString(), arrival.referrer, arrival.origin, json].join("\n"), () => ({
    part: page.hydratedPart?.(pathname, params, answers),
    head: (page.headTags?.(firstAnswer(answers)) ?? []).join(""),
    firstView: page.firstView?.(pathname, answers, arrival),
  }));
  const withPart = views.part === undefined ? html : withElementContent(html, HYDRATED_PART_ELEMENT_ID, views.part);
  // Without it the app's first render, reading the answers, would not match the page it takes over.
  if (withPart === undefined) return { html, whole: false };
  const data = `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${json}</script>`;
  const withData = withPart.replace("</head>", `${views.head}</head>`).replace("<body>", `<body>${data}`);
  if (views.firstView === undefined) return { html: withData, whole: false };
  const withView = withElementContent(withData, FIRST_VIEW_ELEMENT_ID, views.firstView);
  return withView === undefined ? { html: withData, whole: false } : { html: withView, whole: page.firstViewIsWholePage === true };
}

/** What a page draws from its answers on the server: the part its app hydrates, its head tags, its first view. */
interface DrawnViews {
  part: string | undefined;
  head: string;
  firstView: string | undefined;
}

/**
 * Views drawn from answers, kept by all they are drawn from (the address, the reader's arrival, the answers'
 * JSON): the next reader of the same page is not drawn again (a profile's views took about 1 ms of React per
 * request). Kept briefly, as the events' cards leave out those that have begun (shared/events.ts).
 */
const drawnViews = createRecentMap<DrawnViews>({ capacity: 200, maxAgeMs: 30_000 });

/** This site's origin as the browser writes it ("http://localhost", not "http://localhost:80"); "" for a malformed Host. */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return "";
  }
}

/** The content of the element `<div id="{id}" class="contents">` replaced by `content`; undefined when there is no such element. */
function withElementContent(html: string, id: string, content: string): string | undefined {
  const elementStart = `<div id="${id}" class="contents">`;
  const start = html.indexOf(elementStart);
  if (start === -1) return undefined;
  const contentStart = start + elementStart.length;
  // The element's own </div>: the placeholder may hold divs of its own.
  let depth = 1;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = contentStart;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(0, contentStart) + content + html.slice(tag.index);
  }
  return undefined;
}
