import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Crown, Lock, ShieldCheck } from "lucide-react";
import { Link, useLocation, useSearchParams, type MetaArgs } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { memberPerks, VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { paths } from "../../shared/paths.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { FIRST_VIEW_ELEMENT_ID } from "../../shared/initial-data.ts";
import { FirstView } from "../../web/layout/FirstView.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Select } from "../../web/ui/input.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { companionListOptions } from "./api.ts";
import { CompanionResults } from "./CompanionResults.tsx";
import { AVAILABILITY_FILTERS, type LIST_FILTER_KEYS, listQueryOf, SORTS, type CompanionList } from "./schema.ts";

const isMenList = (pathname: string) => pathname.startsWith(paths.wingMen);

export const meta = ({ location }: MetaArgs) =>
  isMenList(location.pathname)
    ? pageMeta("Wing Men", "Meet Wingmate's wing men: social coaching and companionship across South Florida.")
    : pageMeta("Wing Women", "Meet Wingmate's wing women: social coaching and companionship across South Florida.");

const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  recommended: "Recommended",
  rating: "Highest rated",
  "price-low": "Rate: low to high",
  "price-high": "Rate: high to low",
};

export default function CompanionListPage() {
  const { pathname } = useLocation();
  const men = isMenList(pathname);
  const [params, setParams] = useSearchParams();
  const { isMember, isAdmin, loading } = useAuth();
  const query = listQueryOf(pathname, params);
  // While a new filter loads, the previous results stay on screen (no flash of placeholders).
  const result = useQuery({ ...companionListOptions(query), enabled: !loading, placeholderData: keepPreviousData });

  const setFilter = (key: (typeof LIST_FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageIntro
        title={men ? "Meet Our Wing Men" : "Meet Our Wing Women"}
        lead="Friendly, confident companions for social coaching, events and great nights out across South Florida."
      >
        <nav aria-label="Profile lists" className="mt-6 inline-flex rounded-full border bg-card p-1">
          <ListToggle to={paths.wingWomen} active={!men} label="Wing Women" />
          <ListToggle to={paths.wingMen} active={men} label="Wing Men" />
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {/* Shown while the session loads too: the prerendered page is the visitor's, and nothing moves when it hydrates. */}
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
  const select = (key: (typeof LIST_FILTER_KEYS)[number], label: string, options: readonly string[], labels?: Record<string, string>, anyLabel = "Any") => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <Select value={params.get(key) ?? ""} onChange={(event) => onChange(key, event.target.value)}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </Select>
    </label>
  );
  const availabilityLabels = { weekdays: "Weekdays", weekends: "Weekends", evenings: "Evenings", daytime: "Daytime" };
  return (
    <section aria-label="Filter profiles" className="mb-6 grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      {select("area", "Area", facets?.areas ?? [])}
      {select("language", "Language", facets?.languages ?? [])}
      {select("specialty", "Specialty", facets?.specialties ?? [])}
      {select("availability", "Availability", AVAILABILITY_FILTERS, availabilityLabels)}
      {select(
        "sort",
        "Sort by",
        SORTS.filter((sort) => sort !== "recommended"),
        SORT_LABELS,
        "Recommended",
      )}
      <Button variant="ghost" onClick={onClear}>
        Clear filters
      </Button>
    </section>
  );
}

/** For visitors and free members: the VIP promotion and the Unlock All Profiles banner (§2). */
function MembershipBlocks({ lockedCount }: { lockedCount: number | undefined }) {
  const { user } = useAuth();
  const { openMembershipDialog } = useMembershipDialog();
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="unlock-title" className="rounded-lg bg-secondary p-6 text-secondary-foreground lg:col-span-2">
        <h2 id="unlock-title" className="flex items-center gap-2 text-2xl font-bold">
          <Lock aria-hidden className="size-5 text-gold" /> Unlock All Profiles
        </h2>
        <p className="mt-2 text-secondary-foreground/85">
          You are seeing our free preview profiles. {/* Until the list arrives "…" holds the count's place, so the sentence keeps its lines. */}
          {lockedCount === 0
            ? "VIP membership unlocks every profile"
            : `VIP membership unlocks ${lockedCount ?? "…"} more ${lockedCount === 1 ? "profile" : "profiles"} in this list`}
          , plus messaging and priority booking.
        </p>
        <Button className="mt-4" onClick={() => openMembershipDialog(user ? "login" : "signup")}>
          {user ? "Upgrade to VIP" : "Join VIP Membership"}
        </Button>
      </section>
      <section aria-labelledby="vip-promo-title" className="rounded-lg border bg-card p-6">
        <h2 id="vip-promo-title" className="flex items-center gap-2 text-xl font-bold text-secondary">
          <Crown aria-hidden className="size-5 text-gold" /> VIP Membership
        </h2>
        <p className="mt-1 text-lg font-semibold">{formatCents(VIP_MONTHLY_PRICE_CENTS)}/month</p>
        <ul className="mt-2 grid gap-1 text-sm text-muted-foreground">
          {memberPerks.map((perk) => (
            <li key={perk}>• {perk}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function TrustNotes() {
  return (
    <section aria-label="Privacy and safety" className="mt-10 grid gap-4 rounded-lg bg-accent/60 p-6 text-sm sm:grid-cols-2">
      <p className="flex gap-3">
        <ShieldCheck aria-hidden className="size-5 shrink-0 text-primary" />
        <span>
          <strong>Background checks.</strong> Companions marked with a check have passed a background check. Every companion is a 21+ independent contractor;
          our service is strictly non-sexual.
        </span>
      </p>
      <p className="flex gap-3">
        <Lock aria-hidden className="size-5 shrink-0 text-primary" />
        <span>
          <strong>Your privacy.</strong> Contact details stay private: you talk to companions through secure messaging, and we never share your details with
          them.
        </span>
      </p>
    </section>
  );
}
