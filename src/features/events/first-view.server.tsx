import { visibleEvents } from "../../shared/events.ts";
import { loadServerCatalogs, renderFirstView, renderHydratedPart, serverNoAction } from "../../web/layout/first-view.server.tsx";
import englishEvents from "./events.messages.en.ts";
import spanishEvents from "./events.messages.es.ts";
import { EventGrid } from "./EventGrid.tsx";
import { EventRefresh } from "./EventRefresh.tsx";
import type { EventsResponse } from "./schema.ts";

loadServerCatalogs("en", englishEvents);
loadServerCatalogs("es", spanishEvents);

/** The events page's cards (every category, as the page opens), from the API's answer for this viewer. */
export function eventsFirstView(pathname: string, answer: EventsResponse): string {
  const events = visibleEvents(
    answer.events.map((event) => ({ ...event, startsAt: event.starts_at })),
    "all",
  );
  return renderFirstView(pathname, <EventGrid events={events} updating={false} onLoad={serverNoAction} />);
}

/** The refresh slot under the events' title, as the app's first render draws it from the same answer (EventRefresh). */
export function eventsRefreshPart(pathname: string, answer: EventsResponse): string {
  return renderHydratedPart(pathname, <EventRefresh refresh={answer.refresh} updating={false} onUpdate={serverNoAction} />);
}
