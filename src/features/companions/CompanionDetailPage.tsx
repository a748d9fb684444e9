import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { redirect, useLoaderData, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { isMenCompanionId, paths, PROFILE_NOT_FOUND } from "../../shared/paths.ts";
import { localizedPageMeta, pageMeta, siteOriginOf, type PageMetaArgs } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { useText } from "../../web/i18n/text.tsx";
import { nextAvailableOptions } from "../bookings/index.ts";
import type companions from "./companions.messages.en.ts";
import { companionOptions, companionReviewsOptions } from "./queries.ts";
import { FullProfile } from "./FullProfile.tsx";
import { VipWall } from "./VipWall.tsx";
import { listSearchOf, listSearchOfReferrer } from "./list-state.ts";
import { isSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { companionWords } from "./words.ts";
import { membershipWords } from "../../web/layout/words.ts";
import { bookingWords } from "../bookings/words.ts";
import { reportWords } from "../reports/words.ts";
import { reviewWords } from "../reviews/words.ts";
import { messageWords } from "../messages/words.ts";
import { savedWords } from "../saved/words.ts";

const listPathOf = (pathname: string) => (pathname.includes("/men-profiles/") ? paths.wingMen : paths.wingWomen);

/**
 * The profile as its viewer may see it: whole, with its reviews and next free time; or only that it is
 * locked (the VIP wall), with nothing of the companion. An unknown profile, or one of the other list (a wing
 * man's id under /profiles, a wing woman's under /men-profiles), leads back to the address's list, which says
 * the profile was not found.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { services } = pageContextOf(context);
  const url = new URL(request.url);
  const listPath = listPathOf(url.pathname);
  const listPathname = pathInLocale(listPath, localeOfPath(url.pathname));
  const notFound = () => redirect(`${listPathname}?${PROFILE_NOT_FOUND.key}=${PROFILE_NOT_FOUND.value}`);
  // A wing man's id starts with "m" (companionPath): each list opens its own companions only.
  if (isMenCompanionId(id) !== (listPath === paths.wingMen)) throw notFound();
  const found = await services.companions.profile(id, localeOfPath(url.pathname));
  if (found.kind === "missing") throw notFound();
  // The list's filters when the profile was opened from it: its back link returns to them.
  const referringSearch = listSearchOfReferrer(request.headers.get("referer") ?? "", url.origin, listPathname);
  if (found.kind === "locked") return { locked: true as const, head: null, referringSearch, queries: pageQueries() };
  const { name, bio } = found.profile.companion;
  return {
    locked: false as const,
    head: { title: name, description: bio },
    referringSearch,
    queries: pageQueries(
      answer(companionOptions(id, localeOfPath(url.pathname)), found.profile),
      answer(companionReviewsOptions(id), found.reviews),
      answer(nextAvailableOptions(id), await services.bookings.nextAvailable(id)),
    ),
  };
}

const lockedMeta = localizedPageMeta<typeof companions>("detail");

/** The profile's own title and description, for the tab, search engines and link previews. */
export const meta = (args: PageMetaArgs & { loaderData?: Awaited<ReturnType<typeof loader>> }) => {
  const head = args.loaderData?.head;
  return head ? pageMeta(head.title, head.description, siteOriginOf(args)) : lockedMeta(args);
};

export default function CompanionDetailPage() {
  const { id = "" } = useParams();
  const { locked, referringSearch } = useLoaderData<typeof loader>();
  const t = useText<typeof companions>();
  // The men's side when the path contains /men-profiles/ (§2).
  const location = useLocation();
  const listPath = listPathOf(location.pathname);
  const listSearch = listSearchOf(location.state) || referringSearch;
  const query = useQuery({ ...companionOptions(id, localeOfPath(location.pathname)), enabled: !locked });

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (locked) return <VipWall backTo={listPath} listSearch={listSearch} />;
  if (!query.data) {
    return (
      <p role="alert" className="py-24 text-center">
        {t("detail.loadFailed")}
      </p>
    );
  }
  return <FullProfile companion={query.data.companion} listPath={listPath} listSearch={listSearch} />;
}

/**
 * A visitor's open profile is links and forms (no script); a locked one loads the app, for the membership
 * dialog its wall opens: the way to join, with the checkout right after sign-up.
 */
export const handle: PageHandle = {
  loadsApp: (root, page) => isSignedIn(root) || (page as Awaited<ReturnType<typeof loader>> | undefined)?.locked !== false,
  words: [companionWords, membershipWords, bookingWords, reportWords, reviewWords, messageWords, savedWords],
};
