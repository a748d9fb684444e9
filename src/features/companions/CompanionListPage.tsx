import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CalendarCheck, ChevronDown, Crown, Lock, ShieldCheck, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useSearchParams, type MetaArgs } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { withoutLocale } from "../../shared/i18n/locales.ts";
import { CHOOSE_TO_BOOK, paths } from "../../shared/paths.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { FIRST_VIEW_ELEMENT_ID } from "../../shared/initial-data.ts";
import { FirstView } from "../../web/layout/FirstView.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { cn } from "../../web/lib/cn.ts";
import { useLive } from "../../web/lib/use-live.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { MemberPerks } from "../../web/layout/MemberPerks.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import type companions from "./companions.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { Select } from "../../web/ui/input.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { companionListOptions } from "./api.ts";
import { CompanionResults } from "./CompanionResults.tsx";
import { AVAILABILITY_FILTERS, type AvailabilityFilter, type CompanionSort, LIST_FILTER_KEYS, listQueryOf, SORTS, type CompanionList } from "./schema.ts";

const isMenList = (pathname: string) => withoutLocale(pathname).startsWith(paths.wingMen);

export const meta = (args: MetaArgs) => localizedPageMeta<typeof companions>(isMenList(args.location.pathname) ? "men" : "women")(args);

export default function CompanionListPage() {
  const { pathname } = useLocation();
  const men = isMenList(pathname);
  const [params, setParams] = useSearchParams();
  const { isMember, isAdmin, loading } = useAuth();
  const query = listQueryOf(withoutLocale(pathname), params);
  const t = useText<typeof companions>();
  const localized = useLocalizedPath();
  // While a new filter loads, the previous results stay on screen (no flash of placeholders).
  const result = useQuery({ ...companionListOptions(query), enabled: !loading, placeholderData: keepPreviousData });

  // Said once the page is live: the prerendered list is the same for every address.
  const choosingToBook = useLive() && params.get(CHOOSE_TO_BOOK.key) === CHOOSE_TO_BOOK.value;

  const setFilter = (key: (typeof LIST_FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageIntro title={men ? t("list.men.title") : t("list.women.title")} lead={t("list.lead")}>
        <nav aria-label={t("list.switch")} className="mt-6 inline-flex rounded-full border bg-card p-1">
          <ListToggle to={localized(paths.wingWomen)} active={!men} label={t("list.women")} />
          <ListToggle to={localized(paths.wingMen)} active={men} label={t("list.men")} />
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {/* Shown while the session loads too: the prerendered page is the visitor's, and nothing moves when it hydrates. */}
        {choosingToBook ? (
          <p role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-primary/40 bg-accent p-4 font-medium">
            <CalendarCheck aria-hidden className="size-5 shrink-0 text-primary" /> {t("list.chooseToBook")}
          </p>
        ) : null}
        {!isMember && !isAdmin ? <MembershipBlocks lockedCount={result.data?.lockedCount} /> : null}
        <Filters facets={result.data?.facets} params={params} onChange={setFilter} onClear={() => setParams({}, { replace: true })} />
        {/* The server writes the viewer's cards into the HTML (first-view.server.tsx); they stay until the list is here. */}
        <FirstView id={FIRST_VIEW_ELEMENT_ID} ready={!result.isPending} placeholder={<CompanionResults result={undefined} pending failed={false} />}>
          <CompanionResults result={result.data} pending={result.isPending} failed={result.isError} />
        </FirstView>
        <TrustNotes />
      </div>
    </>
  );
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

function Filters({
  facets,
  params,
  onChange,
  onClear,
}: {
  facets: CompanionList["facets"] | undefined;
  params: URLSearchParams;
  onChange: (key: (typeof LIST_FILTER_KEYS)[number], value: string) => void;
  onClear: () => void;
}) {
  const t = useText<typeof companions>();
  // On a phone the bar folds under one button, so the first profile is not a screen and a half down.
  const [open, setOpen] = useState(false);
  const active = LIST_FILTER_KEYS.filter((key) => params.get(key)).length;
  const select = (
    key: (typeof LIST_FILTER_KEYS)[number],
    label: string,
    options: readonly string[],
    labelOf?: (option: string) => string,
    anyLabel = t("filters.any"),
  ) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <Select value={params.get(key) ?? ""} onChange={(event) => onChange(key, event.target.value)}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf?.(option) ?? option}
          </option>
        ))}
      </Select>
    </label>
  );
  return (
    <section aria-label={t("filters.label")} className="mb-6 rounded-lg border bg-card p-2 sm:p-4">
      <Button
        variant="ghost"
        className="w-full justify-between sm:hidden"
        aria-expanded={open}
        aria-controls="profile-filters"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden /> {t("filters.toggle", { count: active })}
        </span>
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div id="profile-filters" className={cn(open ? "grid" : "hidden", "gap-3 p-2 sm:grid sm:grid-cols-2 sm:p-0 lg:grid-cols-3 lg:items-end xl:grid-cols-6")}>
        {select("area", t("filters.area"), facets?.areas ?? [])}
        {select("language", t("filters.language"), facets?.languages ?? [])}
        {select("specialty", t("filters.specialty"), facets?.specialties ?? [])}
        {select("availability", t("filters.availability"), AVAILABILITY_FILTERS, (option) => t(`availability.${option as AvailabilityFilter}`))}
        {select(
          "sort",
          t("filters.sort"),
          SORTS.filter((sort) => sort !== "recommended"),
          (option) => t(`sort.${option as CompanionSort}`),
          t("sort.recommended"),
        )}
        <Button variant="ghost" onClick={onClear}>
          {t("filters.clear")}
        </Button>
      </div>
    </section>
  );
}

/** For visitors and free members: the VIP promotion and the Unlock All Profiles banner (§2). */
function MembershipBlocks({ lockedCount }: { lockedCount: number | undefined }) {
  const { user } = useAuth();
  const { openMembershipDialog } = useMembershipDialog();
  const t = useText<typeof membership>();
  const locale = useLocale();
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="unlock-title" className="rounded-lg bg-secondary p-5 text-secondary-foreground sm:p-6 lg:col-span-2">
        <h2 id="unlock-title" className="flex items-center gap-2 text-2xl font-bold">
          <Lock aria-hidden className="size-5 text-gold" /> {t("unlock.title")}
        </h2>
        <p className="mt-2 text-secondary-foreground/85">
          {t("unlock.preview")} {/* Until the list arrives "…" holds the count's place, so the sentence keeps its lines. */}
          {lockedCount === 0 ? t("unlock.every") : lockedCount === undefined ? t("unlock.counting") : t("unlock.more", { count: lockedCount })}
        </p>
        <Button className="mt-4" onClick={() => openMembershipDialog(user ? "login" : "signup")}>
          {user ? t("upgrade") : t("join")}
        </Button>
      </section>
      {/* The offer itself is in the dialog the button opens: on a phone the card would only push the profiles down. */}
      <section aria-labelledby="vip-promo-title" className="hidden rounded-lg border bg-card p-6 sm:block">
        <h2 id="vip-promo-title" className="flex items-center gap-2 text-xl font-bold text-secondary">
          <Crown aria-hidden className="size-5 text-gold" /> {t("vipMembership")}
        </h2>
        <p className="mt-1 text-lg font-semibold">{t("price.perMonth", { price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale) })}</p>
        <MemberPerks bullets="dot" className="mt-2 gap-1 text-sm text-muted-foreground" />
      </section>
    </div>
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
