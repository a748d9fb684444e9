import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useActionData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { EVENT_FILTERS, visibleEvents } from "../../shared/events.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { failureOf } from "../../web/lib/form-errors.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { formatDateTime } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { EventGrid } from "./EventGrid.tsx";
import { EventRefresh } from "./EventRefresh.tsx";
import { INTEREST_FIELDS, interestAskedIn, type InterestAnswer } from "./interest-form.ts";
import type { InterestChange } from "./page-services.ts";
import type words from "./events.messages.en.ts";
import { eventsKey, eventsOptions, refreshEvents } from "./queries.ts";
import { localeOfPath } from "../../shared/i18n/locales.ts";
import { eventMessages } from "./schema.ts";
import { appWhenSignedIn, type PageHandle } from "../../web/page-handle.ts";
import { eventWords } from "./words.ts";

export const meta = localizedPageMeta<typeof words>("events");

/** The events in the page's language and the refresh state, as the viewer may see them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { queries: pageQueries(answer(eventsOptions(locale), await pageContextOf(context).services.events.list(locale))) };
}

/**
 * A card's "I'm Interested" form: marks or clears the viewer's interest (the form says which, so a second
 * submit changes nothing) and answers with the suggested connections. A visitor is asked to log in first.
 */
export async function action({ request, context }: ActionFunctionArgs): Promise<InterestAnswer> {
  const form = await request.formData();
  const eventId = String(form.get(INTEREST_FIELDS.eventId) ?? "");
  const { events } = pageContextOf(context).services;
  let change: InterestChange;
  try {
    change = interestAskedIn(form) ? await events.markInterest(eventId) : await events.clearInterest(eventId);
  } catch {
    // The card says it failed (the spec's toast); the page itself stays.
    return { eventId, failed: true };
  }
  // The card says so, with the way to log in and back (the spec's toast, for a page posted without the app).
  if (change.kind === "signed-out") return { eventId, loginRequired: true };
  if (change.kind === "missing") return { eventId, failed: true };
  return change.kind === "marked" ? { eventId, interested: true, connections: change.connections } : { eventId, interested: false };
}

export default function EventsPage() {
  const queryClient = useQueryClient();
  const t = useText<typeof words>();
  const say = useSentence();
  const locale = useLocale();
  // The category lives in the address (?category=bar), so a shared link, a reload or the back button keep it.
  const [params] = useSearchParams();
  const asked = params.get("category") ?? "all";
  const filter = (EVENT_FILTERS as readonly string[]).includes(asked) ? asked : "all";
  const [updating, setUpdating] = useState(false);
  const list = useQuery(eventsOptions(locale));
  // The answer to a card's form posted before the app had started (or without script): the page shows it.
  const answered = useActionData<typeof action>();

  useEffect(() => {
    if (list.error) toast.error(say("error.label"), { description: t("events.loadFailed", { reason: say(failureOf(list.error)) }) });
  }, [list.error, say, t]);

  const update = async () => {
    setUpdating(true);
    try {
      const result = await refreshEvents();
      await queryClient.invalidateQueries({ queryKey: eventsKey });
      // The site refreshes at most every 15 minutes: say when it last did instead of claiming an update.
      if (result.refreshed) toast.success(say(eventMessages.updated));
      else toast.info(result.lastRefresh ? t("events.upToDate", { when: formatDateTime(result.lastRefresh, locale) }) : t("events.upToDate.now"));
    } catch (error) {
      const reason = error instanceof Error ? say(failureOf(error)) : t("events.unknownError");
      toast.error(say("error.label"), { description: t("events.updateFailed", { reason }) });
    } finally {
      setUpdating(false);
    }
  };

  const events = visibleEvents(
    (list.data?.events ?? []).map((event) => ({ ...event, startsAt: event.starts_at })),
    filter,
  );
  return (
    <>
      <PageIntro title={t("events.title")} lead={t("events.lead")}>
        {/* One slot of one height, so nothing moves when the answer says which to show. */}
        <div className="mt-6 flex min-h-10 items-center justify-center">
          <EventRefresh refresh={list.data?.refresh} updating={updating} onUpdate={() => void update()} />
        </div>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <RefreshPosted params={params} lastRefresh={list.data?.refresh.lastRefresh ?? null} />
        <div role="group" aria-label={t("events.filters")} className="mb-6 flex flex-wrap justify-center gap-2">
          {EVENT_FILTERS.map((item) => (
            // Links: a category is an address (shared, reloaded, kept by the back button), chosen before the app has started too.
            <Button key={item} asChild size="sm" variant={filter === item ? "default" : "outline"}>
              <Link
                to={item === "all" ? "?" : `?${new URLSearchParams({ category: item })}`}
                replace
                preventScrollReset
                aria-current={filter === item ? "true" : undefined}
              >
                {t(`filter.${item}`)}
              </Link>
            </Button>
          ))}
        </div>
        {list.isPending ? <LoadingCards /> : <EventGrid events={events} updating={updating} onLoad={() => void update()} answered={answered} />}
      </div>
    </>
  );
}

/**
 * What the toast says after Update Events, for a page the browser posted the button of (no app to toast
 * then): the refresh route sent it back with `?done=refresh&outcome=...`, or `?error=...&form=refresh`.
 */
function RefreshPosted({ params, lastRefresh }: { params: URLSearchParams; lastRefresh: string | null }) {
  const t = useText<typeof words>();
  const say = useSentence();
  const locale = useLocale();
  const failed = params.get("form") === "refresh" && params.has("error");
  if (params.get("done") !== "refresh" && !failed) return null;
  const text = failed
    ? t("events.updateFailed", { reason: t("events.unknownError") })
    : params.get("outcome") === "refreshed"
      ? say(eventMessages.updated)
      : lastRefresh
        ? t("events.upToDate", { when: formatDateTime(lastRefresh, locale) })
        : t("events.upToDate.now");
  return (
    <p role={failed ? "alert" : "status"} className="mb-6 rounded-md bg-accent p-3 text-center text-sm text-accent-foreground">
      {text}
    </p>
  );
}

function LoadingCards() {
  const t = useText<typeof words>();
  return (
    <ul aria-busy="true" aria-label={t("events.loading")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="h-80 animate-pulse rounded-lg bg-muted" />
      ))}
    </ul>
  );
}

export const handle: PageHandle = { ...appWhenSignedIn, words: [eventWords] };
