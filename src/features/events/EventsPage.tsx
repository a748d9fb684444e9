import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { EVENT_FILTERS, visibleEvents } from "../../shared/events.ts";
import { FIRST_VIEW_ELEMENT_ID, HYDRATED_PART_ELEMENT_ID } from "../../shared/initial-data.ts";
import { FirstView } from "../../web/layout/FirstView.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { api } from "../../web/lib/api.ts";
import { takeInitialAnswer } from "../../web/lib/initial-data.ts";
import { useLive } from "../../web/lib/use-live.ts";
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

export default function EventsPage() {
  const queryClient = useQueryClient();
  const t = useText<typeof words>();
  const say = useSentence();
  const locale = useLocale();
  // The category lives in the address (?category=bar), so a shared link, a reload or the back button keep it.
  const [params, setParams] = useSearchParams();
  // The prerendered page shows every category; the address's one is applied once the page is live.
  const live = useLive();
  const asked = (live && params.get("category")) || "all";
  const filter = (EVENT_FILTERS as readonly string[]).includes(asked) ? asked : "all";
  const setFilter = (item: string) => setParams(item === "all" ? {} : { category: item }, { replace: true, preventScrollReset: true });
  const [updating, setUpdating] = useState(false);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<EventsResponse>(EVENTS_API_PATH, { signal }),
    // The answer the page came with, on the first render: the server drew the refresh slot from it (EventRefresh).
    initialData: () => takeInitialAnswer(EVENTS_API_PATH) as EventsResponse | undefined,
  });

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
          <div id={HYDRATED_PART_ELEMENT_ID} className="contents">
            <EventRefresh refresh={list.data?.refresh} updating={updating} onUpdate={() => void update()} />
          </div>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <div role="group" aria-label={t("events.filters")} className="mb-6 flex flex-wrap justify-center gap-2">
          {EVENT_FILTERS.map((item) => (
            <Button key={item} size="sm" variant={filter === item ? "default" : "outline"} aria-pressed={filter === item} onClick={() => setFilter(item)}>
              {t(`filter.${item}`)}
            </Button>
          ))}
        </div>
        {/* The server writes the cards into the HTML (first-view.server.tsx); they stay until the list is here. */}
        <FirstView id={FIRST_VIEW_ELEMENT_ID} ready={!list.isPending} placeholder={<LoadingCards />}>
          <EventGrid events={events} updating={updating} onLoad={() => void update()} />
        </FirstView>
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
