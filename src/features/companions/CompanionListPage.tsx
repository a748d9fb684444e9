import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarCheck, Lock, SearchX, ShieldCheck } from "lucide-react";
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs, type MetaArgs } from "react-router";
import { localeOfPath, withoutLocale } from "../../shared/i18n/locales.ts";
import { sessionTypeIdOf } from "../../shared/bookings.ts";
import { CHOOSE_TO_BOOK, PACKAGE_PARAM, PROFILE_NOT_FOUND, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { cn } from "../../web/lib/cn.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { metaText, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { companionListOptions } from "./queries.ts";
import { CompanionResults } from "./CompanionResults.tsx";
import { ListControls, type FilterChanges } from "./ListControls.tsx";
import { listQueryOf } from "./schema.ts";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { companionWords } from "./words.ts";
import { membershipWords } from "../../web/layout/words.ts";
import { marketingWords } from "../../web/content/words.ts";
import { loadWords } from "../../web/i18n/words.ts";
import { bookingWords } from "../bookings/words.ts";
import { reportWords } from "../reports/words.ts";
import { reviewWords } from "../reviews/words.ts";
import { messageWords } from "../messages/words.ts";
import { savedWords } from "../saved/words.ts";

const isMenList = (pathname: string) => withoutLocale(pathname).startsWith(paths.wingMen);

export const meta = (args: MetaArgs) => localizedPageMeta<typeof companions>(isMenList(args.location.pathname) ? "men" : "women")(args);

/** The list for the address's filters, as the viewer may see it, and the package to book when a package's Book sent the reader. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = listQueryOf(url.pathname, url.searchParams);
  return {
    packageName: await bookingPackageName(url),
    queries: pageQueries(answer(companionListOptions(query), await pageContextOf(context).services.companions.list(query))),
  };
}

/**
 * The name of the package a "Book" button chose before the companion ("Coffee Chat"), in the page's language: the
 * site's words, which the page does not load for this one name (the server has them).
 */
async function bookingPackageName(url: URL): Promise<string | null> {
  const sessionType = url.searchParams.get(CHOOSE_TO_BOOK.key) === CHOOSE_TO_BOOK.value ? sessionTypeIdOf(url.searchParams.get(PACKAGE_PARAM)) : null;
  if (!sessionType) return null;
  await loadWords(marketingWords, localeOfPath(url.pathname));
  return metaText<typeof marketing>({ location: url })(`package.${sessionType}.name`);
}

export default function CompanionListPage() {
  const { pathname } = useLocation();
  const men = isMenList(pathname);
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(pathname, params);
  const t = useText<typeof companions>();
  const localized = useLocalizedPath();
  // While a new filter loads, the previous results stay on screen (no flash of placeholders).
  const result = useQuery({ ...companionListOptions(query), placeholderData: keepPreviousData });
  const choosingToBook = params.get(CHOOSE_TO_BOOK.key) === CHOOSE_TO_BOOK.value;
  // The package a "Book" button chose before the companion (a package card's): the booking form opens with it.
  const bookingPackage = choosingToBook ? sessionTypeIdOf(params.get(PACKAGE_PARAM)) : null;
  const { packageName } = useLoaderData<typeof loader>();
  // Switching between the lists keeps asking to choose someone to book, with the package.
  const toggleSearch = choosingToBook ? `?${bookingSearchOf(params)}` : "";
  // Sent here from a profile that is not on this list (the detail page's loader): said until a filter changes.
  const profileNotFound = params.get(PROFILE_NOT_FOUND.key) === PROFILE_NOT_FOUND.value;

  const setFilters = (changes: FilterChanges) => {
    const next = new URLSearchParams(params);
    next.delete(PROFILE_NOT_FOUND.key);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageIntro title={men ? t("list.men.title") : t("list.women.title")} lead={t("list.lead")}>
        <nav aria-label={t("list.switch")} className="mt-6 inline-flex rounded-full border bg-card p-1">
          <ListToggle to={localized(paths.wingWomen) + toggleSearch} active={!men} label={t("list.women")} />
          <ListToggle to={localized(paths.wingMen) + toggleSearch} active={men} label={t("list.men")} />
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {profileNotFound ? (
          <p role="alert" className="mb-4 flex items-center gap-2 rounded-lg border border-l-4 border-l-destructive bg-card p-4 font-medium">
            <SearchX aria-hidden className="size-5 shrink-0 text-destructive" /> {t("list.profileNotFound")}
          </p>
        ) : null}
        {choosingToBook ? (
          <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-primary/40 bg-accent p-4 font-medium">
            <CalendarCheck aria-hidden className="size-5 shrink-0 text-primary" />{" "}
            {bookingPackage && packageName ? t("list.chooseToBookPackage", { package: packageName }) : t("list.chooseToBook")}
          </p>
        ) : null}
        <ListControls list={result.data} params={params} onChange={setFilters} onClear={() => setParams({}, { replace: true })} />
        <CompanionResults
          result={result.data}
          pending={result.isPending}
          failed={result.isError}
          booking={choosingToBook ? { sessionType: bookingPackage } : undefined}
        />
        <TrustNotes />
      </div>
    </>
  );
}

/** The part of a list's search that asks to choose someone to book: `book=choose` and its package. */
function bookingSearchOf(params: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams({ [CHOOSE_TO_BOOK.key]: CHOOSE_TO_BOOK.value });
  const sessionType = sessionTypeIdOf(params.get(PACKAGE_PARAM));
  if (sessionType) search.set(PACKAGE_PARAM, sessionType);
  return search;
}

function ListToggle({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={cn("rounded-full px-5 py-2 text-sm font-semibold", active ? "bg-primary text-primary-foreground" : "text-foreground/80 hover:bg-accent")}
    >
      {label}
    </Link>
  );
}

function TrustNotes() {
  const t = useText<typeof companions>();
  return (
    <section aria-label={t("trust.label")} className="mt-10 grid gap-4 rounded-lg bg-accent/60 p-6 text-sm sm:grid-cols-2">
      <p className="flex gap-3">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-primary" />
        <span>
          <strong>{t("trust.checks.title")}</strong> {t("trust.checks.text")}
        </span>
      </p>
      <p className="flex gap-3">
        <Lock aria-hidden className="size-5 shrink-0 text-primary" />
        <span>
          <strong>{t("trust.privacy.title")}</strong> {t("trust.privacy.text")}
        </span>
      </p>
    </section>
  );
}

export const handle: PageHandle = {
  ...appWhenSignedIn,
  words: [companionWords, membershipWords, bookingWords, reportWords, reviewWords, messageWords, savedWords],
};
