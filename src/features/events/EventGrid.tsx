import { useQueryClient } from "@tanstack/react-query";
import { Heart, MapPin } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { CATEGORY_IMAGES, MAX_CARD_TAGS } from "../../shared/events.ts";
import { ApiError, api } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { SampleLabel } from "../../web/ui/badge.tsx";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { formatCalendarDay } from "../../shared/format.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type words from "./events.messages.en.ts";
import { eventMessages, type ConnectionSuggestion, type EventView, type InterestMarked } from "./schema.ts";

export const eventsQueryKey = ["events"];

/** The events of the chosen category as cards, or the empty state with its button to load them (the page, and the server's first view). */
export function EventGrid({ events, updating, onLoad }: { events: EventView[]; updating: boolean; onLoad: () => void }) {
  const t = useText<typeof words>();
  if (events.length === 0) {
    return (
      <div className="rounded-lg border bg-card p-10 text-center">
        <p className="text-lg">{t("empty.text")}</p>
        <Button className="mt-4" onClick={onLoad} disabled={updating}>
          {t("empty.load")}
        </Button>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          {/* The first row is on the first screen: its pictures load at once, the first one first. */}
          <EventCard event={event} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}

/** The image chain (§4): the event's image, else its category's, else a gradient with the category's name. */
function EventImage({ event, eager }: { event: EventView; eager: boolean }) {
  const t = useText<typeof words>();
  const sources = [event.image_url, CATEGORY_IMAGES[event.category]].filter(
    (source, index, all): source is string => Boolean(source) && all.indexOf(source) === index,
  );
  const [attempt, setAttempt] = useState(0);
  const source = sources[attempt];
  if (!source) {
    return (
      <div
        data-testid="event-image-fallback"
        className="grid aspect-video place-items-center bg-gradient-to-br from-secondary to-primary text-2xl font-bold text-white"
      >
        {t(`category.${event.category}`)}
      </div>
    );
  }
  return (
    <img
      src={source}
      alt=""
      className="aspect-video w-full object-cover"
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}

function EventCard({ event, eager }: { event: EventView; eager: boolean }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [connections, setConnections] = useState<ConnectionSuggestion[] | null>(null);
  const t = useText<typeof words>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const toggle = async () => {
    if (!user) {
      // The toast says what to do and offers it: log in, then come back to this page (its filter kept).
      toast.error(say(eventMessages.loginRequired.title), {
        description: say(eventMessages.loginRequired.description),
        action: { label: t("events.logIn"), onClick: () => navigate(`${localized(paths.auth)}?next=${encodeURIComponent(pathname + search)}`) },
      });
      return;
    }
    setBusy(true);
    try {
      if (event.interested) {
        await api.delete(`/api/events/${event.id}/interest`);
        setConnections(null);
      } else {
        const result = await api.post<InterestMarked>(`/api/events/${event.id}/interest`);
        setConnections(result.connections);
        toast.success(t("connections.found", { count: result.connections.length }));
      }
      await queryClient.invalidateQueries({ queryKey: eventsQueryKey });
    } catch (error) {
      toast.error(say(error instanceof ApiError && error.status === 401 ? eventMessages.loginRequired.title : eventMessages.interestFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border bg-card shadow-sm" aria-labelledby={`event-${event.id}`}>
      <EventImage event={event} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-primary">
          {t(`category.${event.category}`)}
          {event.is_sample ? <SampleLabel what="event" /> : null}
        </p>
        <h2 id={`event-${event.id}`} className="text-xl font-bold text-secondary">
          {event.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatCalendarDay(event.event_date, locale)} · {event.event_time}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <MapPin aria-hidden className="size-4" /> {event.venue_name}
          {event.price_range ? ` · ${event.price_range}` : ""}
        </p>
        <p className="text-sm">{event.description}</p>
        <ul aria-label={t("card.tags")} className="flex flex-wrap gap-1.5">
          {event.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground">
              {tag}
            </li>
          ))}
        </ul>
        <Button
          className="mt-auto"
          variant={event.interested ? "default" : "outline"}
          aria-pressed={event.interested}
          disabled={busy}
          onClick={() => void toggle()}
        >
          <Heart aria-hidden className={cn(event.interested && "fill-current")} /> {event.interested ? t("card.interested") : t("card.interest")}
        </Button>
        {connections && connections.length > 0 ? (
          <section aria-label={t("connections.label")} className="rounded-md bg-accent/60 p-3 text-sm">
            <p className="font-semibold">{t("connections.title")}</p>
            <ul className="mt-1 grid gap-1">
              {connections.map((connection, index) => (
                <li key={`${connection.display_name}-${index}`}>
                  {connection.profile_path ? (
                    <a href={connection.profile_path} className="font-semibold text-primary underline">
                      {connection.display_name}
                    </a>
                  ) : (
                    <span className="font-semibold">{connection.display_name}</span>
                  )}{" "}
                  · {t("connections.match", { percent: Math.round(connection.match_score * 100) })}
                  {connection.shared_interests.length > 0 ? ` · ${connection.shared_interests.join(", ")}` : ""}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-muted-foreground">
              {t("connections.hint")}{" "}
              <Link to={localized(paths.wingWomen)} className="font-semibold text-primary underline underline-offset-2">
                {t("connections.book")}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
