import { visibleEvents } from "../../shared/events.ts";
import { renderFirstView } from "../../web/layout/first-view.server.tsx";
import { EventGrid } from "./EventGrid.tsx";
import type { EventsResponse } from "./schema.ts";

/** The events page's cards (every category, as the page opens), from the API's answer for this viewer. */
export function eventsFirstView(pathname: string, answer: EventsResponse): string {
  const events = visibleEvents(
    answer.events.map((event) => ({ ...event, startsAt: event.starts_at })),
    "all",
  );
  return renderFirstView(pathname, <EventGrid events={events} updating={false} onLoad={() => undefined} />);
}
