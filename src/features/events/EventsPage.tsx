import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { EVENT_FILTERS, visibleEvents } from "../../shared/events.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { api } from "../../web/lib/api.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { formatDateTime } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { EventGrid, eventsQueryKey as queryKey } from "./EventGrid.tsx";
import { EventRefresh } from "./EventRefresh.tsx";
import type words from "./events.messages.en.ts";
import { EVENTS_API_PATH, eventMessages, type EventRefresh as RefreshResult, type EventsResponse } from "./schema.ts";

export const meta = localizedPageMeta<typeof words>("events");

const eventsOptions = { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => api.get<EventsResponse>(EVENTS_API_PATH, { signal }) };

/** The events and the refresh state, as the viewer may see them. */
export async function loader({ context }: LoaderFunctionArgs) {
  return { queries: pageQueries(answer(eventsOptions, await pageContextOf(context).services.events.list())) };
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
  const list = useQuery(eventsOptions);

  useEffect(() => {
    if (list.error) toast.error(say("Error"), { description: t("events.loadFailed", { reason: say(list.error.message) }) });
  }, [list.error, say, t]);

  const update = async () => {
    setUpdating(true);
    try {
      const result = await api.post<RefreshResult>("/api/events/refresh");
      await queryClient.invalidateQueries({ queryKey });
      // The site refreshes at most every 15 minutes: say when it last did instead of claiming an update.
      if (result.refreshed) toast.success(say(eventMessages.updated));
      else toast.info(result.lastRefresh ? t("events.upToDate", { when: formatDateTime(result.lastRefresh, locale) }) : t("events.upToDate.now"));
    } catch (error) {
      const reason = error instanceof Error ? say(error.message) : t("events.unknownError");
      toast.error(say("Error"), { description: t("events.updateFailed", { reason }) });
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
        <div role="group" aria-label={t("events.filters")} className="mb-6 flex flex-wrap justify-center gap-2">
          {EVENT_FILTERS.map((item) => (
            // Links: a category is an address (shared, reloaded, kept by the back button), chosen before the app has started too.
            <Button key={item} asChild size="sm" variant={filter === item ? "default" : "outline"}>
              <Link to={item === "all" ? "?" : `?category=${item}`} replace preventScrollReset aria-current={filter === item ? "true" : undefined}>
                {t(`filter.${item}`)}
              </Link>
            </Button>
          ))}
        </div>
        {list.isPending ? <LoadingCards /> : <EventGrid events={events} updating={updating} onLoad={() => void update()} />}
      </div>
    </>
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
