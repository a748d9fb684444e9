import { paths } from "../../shared/paths.ts";
import type { Arrival } from "../../shared/initial-data.ts";
import { localeOfPath, pathInLocale, withoutLocale } from "../../shared/i18n/locales.ts";
import { loadServerCatalogs, renderFirstView, renderHydratedPart, serverNoAction } from "../../web/layout/first-view.server.tsx";
import englishMembership from "../../web/layout/membership.messages.en.ts";
import spanishMembership from "../../web/layout/membership.messages.es.ts";
import englishCompanions from "./companions.messages.en.ts";
import spanishCompanions from "./companions.messages.es.ts";
import { englishReviewWords, spanishReviewWords } from "../reviews/index.ts";
import { englishBookingWords, nextAvailableApiPath, nextAvailableOptions, spanishBookingWords } from "../bookings/index.ts";
import { companionReviewsOptions } from "./api.ts";
import { CompanionResults } from "./CompanionResults.tsx";
import { FullProfile } from "./FullProfile.tsx";
import { ListControls } from "./ListControls.tsx";
import { companionReviewsApiPath, type CompanionDetailResponse, type CompanionList } from "./schema.ts";
import { listSearchOfReferrer } from "./list-state.ts";

loadServerCatalogs("en", englishCompanions, englishMembership, englishReviewWords, englishBookingWords);
loadServerCatalogs("es", spanishCompanions, spanishMembership, spanishReviewWords, spanishBookingWords);

/**
 * The profile as the page first draws it, from the API's answer for this viewer: the HTML carries the
 * portrait, the name and the whole text, so they paint before any script runs (web/root.tsx keeps it
 * until the page replaces it with the same profile). Its "Back to Profiles" already keeps the filters of the
 * list the card was clicked on (from the referrer, as the page does once its app runs): it may be clicked first.
 */
export function profileFirstView(pathname: string, answer: CompanionDetailResponse, answers: ReadonlyMap<string, unknown>, arrival: Arrival): string {
  const { id } = answer.companion;
  const listPath = withoutLocale(pathname).startsWith(`${paths.wingMen}/`) ? paths.wingMen : paths.wingWomen;
  const listSearch = listSearchOfReferrer(arrival.referrer, arrival.origin, pathInLocale(listPath, localeOfPath(pathname)));
  // Its reviews and next free time, when the page came with them (`answers`, by API path), as the page's own queries will have them.
  const queries = [
    [companionReviewsOptions(id).queryKey, answers.get(companionReviewsApiPath(id))],
    [nextAvailableOptions(id).queryKey, answers.get(nextAvailableApiPath(id))],
  ] as const;
  return renderFirstView(pathname, <FullProfile companion={answer.companion} listPath={listPath} listSearch={listSearch} />, queries);
}

/** The list's cards for this viewer (the visitor's previews, or every profile for a member), as the page draws them. */
export function companionListFirstView(pathname: string, answer: CompanionList): string {
  return renderFirstView(pathname, <CompanionResults result={answer} pending={false} failed={false} />);
}

/** The list's VIP blocks and filters for this viewer's answer, as the app's first render draws them from it (ListControls). */
export function companionListControls(pathname: string, params: URLSearchParams, answer: CompanionList): string {
  const search = params.size > 0 ? `?${params.toString()}` : "";
  return renderHydratedPart(pathname + search, <ListControls list={answer} params={params} onChange={serverNoAction} onClear={serverNoAction} />);
}
