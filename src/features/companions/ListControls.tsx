import { ChevronDown, Crown, Lock, SlidersHorizontal } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Form } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { MembershipLink } from "../../web/layout/MembershipDialog.tsx";
import { MemberPerks } from "../../web/layout/MemberPerks.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { cn } from "../../web/lib/cn.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Select } from "../../web/ui/input.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type companions from "./companions.messages.en.ts";
import { AVAILABILITY_FILTERS, type AvailabilityFilter, type CompanionSort, LIST_FILTER_KEYS, SORTS, type CompanionList } from "./schema.ts";
import { useCatalogueWords } from "./catalogue-words.ts";

export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];
/** New values of some filters ("" drops one). */
export type FilterChanges = Partial<Record<ListFilterKey, string>>;

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
  onChange: (changes: FilterChanges) => void;
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

/** The filters' fold on a phone, and the form's id for Clear (a form of its own: it sends no field). */
const FILTERS_ID = "profile-filters";
const CLEAR_FORM_ID = "clear-profile-filters";

/**
 * The filters: a GET form of the list's own query parameters, so they work before the app has started (its
 * Apply button shows only until then); once the app runs, a choice applies at once. On a phone they fold
 * under one button: a native popover until the app runs, then the app's own fold.
 */
function Filters({
  facets,
  params,
  onChange,
  onClear,
}: {
  facets: CompanionList["facets"] | undefined;
  params: URLSearchParams;
  onChange: (changes: FilterChanges) => void;
  onClear: () => void;
}) {
  const t = useText<typeof companions>();
  const words = useCatalogueWords();
  const form = useRef<HTMLFormElement>(null);
  useChoicesMadeBeforeTheApp(form, params, onChange);
  // On a phone the bar folds under one button, so the first profile is not a screen and a half down.
  const [open, setOpen] = useState(false);
  const native = usePopoverUntilTheAppRuns(FILTERS_ID, setOpen);
  const active = LIST_FILTER_KEYS.filter((key) => params.get(key)).length;
  // A change to what the address already says is none (the app's own reset of a select as it starts, say):
  // passing it on would undo a choice on its way.
  const choose = (key: ListFilterKey, value: string) => {
    if (value !== (params.get(key) ?? "")) onChange({ [key]: value });
  };
  const select = (key: ListFilterKey, label: string, options: readonly string[], labelOf?: (option: string) => string, anyLabel = t("filters.any")) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <Select name={key} value={params.get(key) ?? ""} onChange={(event) => choose(key, event.target.value)}>
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
        className="w-full justify-between [anchor-name:--profile-filters-toggle] sm:hidden"
        aria-expanded={native ? undefined : open}
        aria-controls={FILTERS_ID}
        popoverTarget={native ? FILTERS_ID : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden /> {t("filters.toggle", { count: active })}
        </span>
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <Form ref={form} method="get" replace preventScrollReset>
        {[...params]
          .filter(([key]) => !(LIST_FILTER_KEYS as readonly string[]).includes(key))
          .map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
        <div
          id={FILTERS_ID}
          popover={native ? "auto" : undefined}
          className={cn(native ? NATIVE_FOLD : open ? "grid" : "hidden", "gap-3 p-2 sm:grid sm:grid-cols-2 sm:p-0 lg:grid-cols-3 lg:items-end xl:grid-cols-6")}
        >
          {select("area", t("filters.area"), facets?.areas ?? [])}
          {select("language", t("filters.language"), facets?.languages ?? [], words.language)}
          {select("specialty", t("filters.specialty"), facets?.specialties ?? [], words.specialty)}
          {select("availability", t("filters.availability"), AVAILABILITY_FILTERS, (option) => t(`availability.${option as AvailabilityFilter}`))}
          {select(
            "sort",
            t("filters.sort"),
            SORTS.filter((sort) => sort !== "recommended"),
            (option) => t(`sort.${option as CompanionSort}`),
            t("sort.recommended"),
          )}
          <div className="flex flex-wrap gap-2 [&>*]:flex-1">
            <Button type="submit" className="[html[data-hydrated]_&]:hidden">
              {t("filters.apply")}
            </Button>
            <Button
              type="submit"
              form={CLEAR_FORM_ID}
              variant="ghost"
              onClick={(click) => {
                // While the app is still starting, the form clears the filters on its own.
                if (!appIsRunning()) return;
                click.preventDefault();
                onClear();
              }}
            >
              {t("filters.clear")}
            </Button>
          </div>
        </div>
      </Form>
      <Form id={CLEAR_FORM_ID} method="get" replace preventScrollReset />
    </section>
  );
}

/**
 * The fold as a native popover (before the app runs): a panel just under its button on a phone (where anchor
 * positioning is supported; else near the top); from `sm` on, the popover's own box (fixed, framed) is undone
 * so the bar stands in the page as it does later.
 */
const NATIVE_FOLD =
  "open:grid open:fixed open:inset-x-3 open:top-24 open:m-0 open:w-auto open:max-h-[75dvh] open:overflow-y-auto open:rounded-lg open:border open:bg-card open:p-4 open:shadow-lg " +
  "[position-anchor:--profile-filters-toggle] supports-[top:anchor(bottom)]:open:[top:calc(anchor(bottom)+0.25rem)] " +
  "sm:static sm:m-0 sm:size-auto sm:overflow-visible sm:border-0 sm:bg-transparent sm:text-inherit";

/**
 * True until the app runs: until then a fold opens as a native popover (no script needed); then the app's
 * state takes over, open if the reader had opened it.
 */
function usePopoverUntilTheAppRuns(id: string, setOpen: (open: boolean) => void): boolean {
  const [native, setNative] = useState(true);
  useEffect(() => {
    setOpen(isOpenPopover(document.getElementById(id)));
    setNative(false);
  }, [id, setOpen]);
  return native;
}

/**
 * Choices made in the page's selects before the app ran (no change event reached it): read as the app
 * starts, before its first update puts the selects back to the address's values, then applied (a navigation,
 * once the router takes them).
 */
function useChoicesMadeBeforeTheApp(form: RefObject<HTMLFormElement | null>, params: URLSearchParams, onChange: (changes: FilterChanges) => void) {
  const made = useRef<FilterChanges | null>(null);
  useLayoutEffect(() => {
    if (made.current) return;
    made.current = {};
    for (const key of LIST_FILTER_KEYS) {
      const select = form.current?.elements.namedItem(key);
      if (select instanceof HTMLSelectElement && select.value !== (params.get(key) ?? "")) made.current[key] = select.value;
    }
  }, [form, params]);
  useEffect(() => {
    const changes = made.current;
    if (!changes || Object.keys(changes).length === 0) return;
    made.current = {};
    onChange(changes);
  }, [onChange]);
}

/** The app has started: the root marks the page once its effects have run. */
function appIsRunning(): boolean {
  return document.documentElement.hasAttribute("data-hydrated");
}

function isOpenPopover(element: HTMLElement | null): boolean {
  try {
    return element?.matches(":popover-open") ?? false;
  } catch {
    // A browser without popovers: nothing was opened.
    return false;
  }
}

/** For visitors and free members: the VIP promotion and the Unlock All Profiles banner (§2). */
function MembershipBlocks({ lockedCount }: { lockedCount: number | undefined }) {
  const { user } = useAuth();
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
        <Button asChild className="mt-4">
          <MembershipLink tab={user ? "login" : "signup"}>{user ? t("upgrade") : t("join")}</MembershipLink>
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
