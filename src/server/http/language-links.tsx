import { LANGUAGE_PLACE_ATTRIBUTE } from "../../shared/page-markers.ts";
import { hasSpanishEdition } from "../../shared/paths.ts";
import { renderFirstView } from "../../web/layout/first-view.server.tsx";
import { createRecentMap } from "../recent-map.ts";
import { LANGUAGE_SWITCHER_PLACES, LanguageSwitcher, type LanguageSwitcherPlace } from "../../web/layout/LanguageSwitcher.tsx";

const EMPTY_PLACE = new RegExp(`(<span ${LANGUAGE_PLACE_ATTRIBUTE}="(\\w+)"[^>]*>)</span>`, "g");

const isPlace = (name: string): name is LanguageSwitcherPlace => Object.hasOwn(LANGUAGE_SWITCHER_PLACES, name);

/**
 * The app shell, drawn once for every path, has empty places for the language switcher (web/layout/
 * LanguageSwitcher.tsx): each gets the link to this path's other edition, as the app draws it there, so that
 * the reader has it before the page's app runs, or without it. A path with no other edition gets none.
 */
export function withLanguageLinks(html: string, pathname: string): string {
  if (!hasSpanishEdition(pathname)) return html;
  return html.replace(EMPTY_PLACE, (place, start: string, name: string) =>
    isPlace(name) ? `${start}${drawnLinks.getOrMake(`${name} ${pathname}`, () => renderFirstView(pathname, <LanguageSwitcher place={name} />))}</span>` : place,
  );
}

/** The links drawn for each place and path, kept: every shell page a reader opens draws them. */
const drawnLinks = createRecentMap<string>({ capacity: 500 });
