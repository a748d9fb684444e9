import { ChevronDown, Crown, Lock, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { MemberPerks } from "../../web/layout/MemberPerks.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { cn } from "../../web/lib/cn.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Select } from "../../web/ui/input.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type companions from "./companions.messages.en.ts";
import { AVAILABILITY_FILTERS, type AvailabilityFilter, type CompanionSort, LIST_FILTER_KEYS, SORTS, type CompanionList } from "./schema.ts";

export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/**
 * What the list shows above its cards, drawn from its answer: for visitors and free members the VIP blocks
 * with the count of locked profiles, then the filters with the answer's options.
 */
export function ListControls({
  list,
  params,
  onChange,
  onClear,
}: {
  list: CompanionList | undefined;
  params: URLSearchParams;
  onChange: (key: ListFilterKey, value: string) => void;
  onClear: () => void;
}) {
  const { isMember, isAdmin } = useAuth();
  return (
    <>
      {!isMember && !isAdmin ? <MembershipBlocks lockedCount={list?.lockedCount} /> : null}
      <Filters facets={list?.facets} params={params} onChange={onChange} onClear={onClear} />
    </>
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
  onChange: (key: ListFilterKey, value: string) => void;
  onClear: () => void;
}) {
  const t = useText<typeof companions>();
  // On a phone the bar folds under one button, so the first profile is not a screen and a half down.
  const [open, setOpen] = useState(false);
  const active = LIST_FILTER_KEYS.filter((key) => params.get(key)).length;
  const select = (key: ListFilterKey, label: string, options: readonly string[], labelOf?: (option: string) => string, anyLabel = t("filters.any")) => (
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
