import { paths } from "../../shared/paths.ts";
import { withoutLocale } from "../../shared/i18n/locales.ts";
import { loadServerCatalogs, renderFirstView } from "../../web/layout/first-view.server.tsx";
import englishMembership from "../../web/layout/membership.messages.en.ts";
import spanishMembership from "../../web/layout/membership.messages.es.ts";
import englishCompanions from "./companions.messages.en.ts";
import spanishCompanions from "./companions.messages.es.ts";
import { englishReviewWords, spanishReviewWords } from "../reviews/index.ts";
import { CompanionResults } from "./CompanionResults.tsx";
import { FullProfile } from "./FullProfile.tsx";
import type { CompanionDetailResponse, CompanionList } from "./schema.ts";

loadServerCatalogs("en", englishCompanions, englishMembership, englishReviewWords);
loadServerCatalogs("es", spanishCompanions, spanishMembership, spanishReviewWords);

/**
 * The profile as the page first draws it, from the API's answer for this viewer: the HTML carries the
 * portrait, the name and the whole text, so they paint before any script runs (web/root.tsx keeps it
 * until the page replaces it with the same profile).
 */
export function profileFirstView(pathname: string, answer: CompanionDetailResponse): string {
  const listPath = withoutLocale(pathname).startsWith(`${paths.wingMen}/`) ? paths.wingMen : paths.wingWomen;
  return renderFirstView(pathname, <FullProfile companion={answer.companion} listPath={listPath} />);
}

/** The list's cards for this viewer (the visitor's previews, or every profile for a member), as the page draws them. */
export function companionListFirstView(pathname: string, answer: CompanionList): string {
  return renderFirstView(pathname, <CompanionResults result={answer} pending={false} failed={false} />);
}
