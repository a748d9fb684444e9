import { useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { EVENT_FILTERS, visibleEvents } from "../../shared/events.ts";
import { FIRST_VIEW_ELEMENT_ID } from "../../shared/initial-data.ts";
import { FirstView } from "../../web/layout/FirstView.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { api } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { EventGrid, eventsQueryKey as queryKey } from "./EventGrid.tsx";
import { eventMessages, type EventRefresh, type EventsResponse } from "./schema.ts";

export const meta = () => pageMeta("Local Events", "What is on in South Florida's bars, lounges, clubs, restaurants and galleries.");

const FILTER_LABELS: Record<string, string> = { all: "All", bar: "Bars", lounge: "Lounges", nightclub: "Nightclubs", restaurant: "Restaurants" };

export default function EventsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<string>("all");
  const [updating, setUpdating] = useState(false);
  const list = useQuery({ queryKey, queryFn: ({ signal }) => api.get<EventsResponse>("/api/events", { signal }) });

  useEffect(() => {
    if (list.error) toast.error("Error", { description: `Failed to load events: ${list.error.message}` });
  }, [list.error]);

  const update = async () => {
    setUpdating(true);
    try {
      const result = await api.post<EventRefresh>("/api/events/refresh");
      await queryClient.invalidateQueries({ queryKey });
      // The site refreshes at most every 15 minutes: say when it last did instead of claiming an update.
      if (result.refreshed) toast.success(eventMessages.updated);
      else toast.info(eventMessages.upToDate(result.lastRefresh));
    } catch (error) {
      toast.error("Error", { description: `Failed to update events: ${error instanceof Error ? error.message : "unknown error"}` });
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
      <PageIntro title="Local Events" lead="What is on around South Florida: who is going, and whom you might like to meet there.">
        <Button className="mt-6" variant="outline" onClick={() => void update()} disabled={updating}>
          <RefreshCw aria-hidden className={cn(updating && "animate-spin")} /> {updating ? "Updating..." : "Update Events"}
        </Button>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pb-12 sm:px-6">
        <div role="group" aria-label="Filter by category" className="mb-6 flex flex-wrap justify-center gap-2">
          {EVENT_FILTERS.map((item) => (
            <Button key={item} size="sm" variant={filter === item ? "default" : "outline"} aria-pressed={filter === item} onClick={() => setFilter(item)}>
              {FILTER_LABELS[item]}
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
  return (
    <ul aria-busy="true" aria-label="Loading events" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} className="h-80 animate-pulse rounded-lg bg-muted" />
      ))}
    </ul>
  );
}
