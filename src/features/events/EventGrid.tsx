import { Heart, MapPin } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { CATEGORY_IMAGES, MAX_CARD_TAGS } from "../../shared/events.ts";
import { cn } from "../../web/lib/cn.ts";
import { SampleLabel } from "../../web/ui/badge.tsx";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { formatCalendarDay } from "../../shared/format.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type words from "./events.messages.en.ts";
import { appIsRunning } from "./app-running.ts";
import { loginHref } from "../../web/layout/login-link.ts";
import { RefreshForm } from "./EventRefresh.tsx";
import { INTEREST_FIELDS, interestAskedIn, type InterestAnswer } from "./interest-form.ts";
import { eventMessages, type EventView } from "./schema.ts";
import { StaffText } from "../../web/ui/in-english.tsx";

/** The prices that are words rather than amounts, as sources write them: said in the page's language. */
const FREE_PRICES: Record<string, "card.price.free" | "card.price.freeEntry"> = { Free: "card.price.free", "Free entry": "card.price.freeEntry" };

/** The events of the chosen category as cards, or the empty state with its button to load them. */
export function EventGrid({
  events,
  updating,
  onLoad,
  answered,
}: {
  events: EventView[];
  updating: boolean;
  onLoad: () => void;
  /** The answer to a card's form that the page itself was posted with. */
  answered?: InterestAnswer | undefined;
}) {
  const t = useText<typeof words>();
  const { isAdmin } = useAuth();
  if (events.length === 0) {
    return (
      <div className="rounded-lg border bg-card p-10 text-center">
        <p className="text-lg">{t("empty.text")}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <RefreshForm onUpdate={onLoad}>
            <Button type="submit" disabled={updating}>
              {t("empty.load")}
            </Button>
          </RefreshForm>
          {/* Staff are shown where the events come from: the dashboard's sources (visitors keep the text alone). */}
          {isAdmin ? (
            <Button asChild variant="outline">
              <Link to={`${paths.admin}?section=events`}>{t("empty.addSource")}</Link>
            </Button>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          {/* The first row is on the first screen: its pictures load at once, the first one first. */}
          <EventCard event={event} eager={index < 3} answered={answered} />
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
  const image = useRef<HTMLImageElement>(null);
  const source = sources[attempt];
  // A picture that failed before the app had started fired its error unheard: the chain moves on now.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setAttempt((current) => current + 1);
  }, [source]);
  const label = t(`category.${event.category}`);
  if (!source) {
    return (
      <div data-testid="event-image-fallback" className={cn("grid place-items-center", GRADIENT)}>
        {label}
      </div>
    );
  }
  return (
    <img
      ref={image}
      src={source}
      alt=""
      data-label={label}
      className={cn("aspect-video w-full object-cover", BROKEN_SHOWS_GRADIENT)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      onError={() => setAttempt((current) => current + 1)}
    />
  );
}

const GRADIENT = "aspect-video bg-gradient-to-br from-secondary to-primary text-2xl font-bold text-white";

/**
 * A picture that fails to load is drawn as the gradient with the category's name, in CSS (a broken image
 * has its ::after), so the card needs no app for it; the app then tries the category's picture.
 */
const BROKEN_SHOWS_GRADIENT =
  "relative after:absolute after:inset-0 after:grid after:place-items-center after:bg-gradient-to-br after:from-secondary after:to-primary " +
  "after:text-2xl after:font-bold after:text-white after:content-[attr(data-label)]";

/** The latest answer about this card's event: the app's own submission, else the page's (a form posted before the app had started). */
function useInterest(event: EventView, answered: InterestAnswer | undefined) {
  const fetcher = useFetcher<InterestAnswer>({ key: `event-interest-${event.id}` });
  const latest = fetcher.data ?? (answered?.eventId === event.id ? answered : undefined);
  const settled = latest && "interested" in latest ? latest : undefined;
  // What is being asked shows at once; then the answer, until the page's list has caught up with it.
  const interested = interestAskedIn(fetcher.formData) ?? settled?.interested ?? event.interested;
  const connections = settled?.interested ? settled.connections : null;
  return { fetcher, interested, connections };
}

function EventCard({ event, eager, answered }: { event: EventView; eager: boolean; answered: InterestAnswer | undefined }) {
  const { user } = useAuth();
  const { fetcher, interested, connections } = useInterest(event, answered);
  const t = useText<typeof words>();
  const priceWord = event.price_range ? FREE_PRICES[event.price_range] : undefined;
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toasted = useRef<InterestAnswer | undefined>(undefined);

  // The toast says what to do and offers it: log in, then come back to this page (its filter kept).
  const showLoginRequired = useCallback(() => {
    toast.error(say(eventMessages.loginRequired.title), {
      description: say(eventMessages.loginRequired.description),
      action: { label: t("events.logIn"), onClick: () => navigate(loginHref(pathname, search)) },
    });
  }, [say, t, navigate, pathname, search]);

  // The spec's toasts, once per answer the app itself asked for (a page posted without the app shows its answer in the card).
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || toasted.current === answer) return;
    toasted.current = answer;
    if ("failed" in answer) toast.error(say(eventMessages.interestFailed));
    else if ("loginRequired" in answer) showLoginRequired();
    else if (answer.interested) {
      // Going, first; the spec's count of suggested connections only when there are some to meet.
      const found = answer.connections.length;
      toast.success(t("interest.going", { event: event.title }), found > 0 ? { description: t("connections.found", { count: found }) } : undefined);
    } else toast.success(t("interest.notGoing", { event: event.title }));
  }, [fetcher.data, say, t, event.title, showLoginRequired]);

  const askVisitorToLogIn = (click: MouseEvent) => {
    // Tapped while the app is still starting, the form goes on: the page's action answers that a visitor must log in.
    if (user || !appIsRunning()) return;
    click.preventDefault();
    showLoginRequired();
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
          <StaffText inEnglish={event.in_english.includes("title")}>{event.title}</StaffText>
        </h2>
        <p className="text-sm text-muted-foreground">
          {formatCalendarDay(event.event_date, locale)} · {event.event_time}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <MapPin aria-hidden className="size-4" /> {event.venue_name}
          {event.price_range ? ` · ${priceWord ? t(priceWord) : event.price_range}` : ""}
        </p>
        <StaffText block className="text-sm" inEnglish={event.in_english.includes("description")}>
          {event.description}
        </StaffText>
        <ul aria-label={t("card.tags")} className="flex flex-wrap gap-1.5">
          {event.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground">
              {tag}
            </li>
          ))}
        </ul>
        {/* A form: it works before the app has started too (a visitor is then sent to log in and back). */}
        <fetcher.Form method="post" className="mt-auto grid">
          <input type="hidden" name={INTEREST_FIELDS.eventId} value={event.id} />
          <input type="hidden" name={INTEREST_FIELDS.interested} value={String(!interested)} />
          <Button
            type="submit"
            variant={interested ? "default" : "outline"}
            aria-pressed={interested}
            disabled={fetcher.state !== "idle"}
            onClick={askVisitorToLogIn}
          >
            <Heart aria-hidden className={cn(interested && "fill-current")} /> {interested ? t("card.interested") : t("card.interest")}
          </Button>
        </fetcher.Form>
        {answered?.eventId === event.id && !fetcher.data ? <PostedAnswer answer={answered} title={event.title} /> : null}
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

/** In the card, what the spec's toast says, for a form the page itself was posted with (no app to show a toast yet). */
function PostedAnswer({ answer, title }: { answer: InterestAnswer; title: string }) {
  const t = useText<typeof words>();
  const say = useSentence();
  const { pathname, search } = useLocation();
  if ("loginRequired" in answer) {
    return (
      <p role="alert" className="text-sm">
        <strong>{say(eventMessages.loginRequired.title)}</strong> {say(eventMessages.loginRequired.description)}{" "}
        <Link to={loginHref(pathname, search)} className="font-semibold text-primary underline underline-offset-2">
          {t("events.logIn")}
        </Link>
      </p>
    );
  }
  if ("failed" in answer) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {say(eventMessages.interestFailed)}
      </p>
    );
  }
  if (!answer.interested) return null;
  const found = answer.connections.length;
  return (
    <p role="status" className="text-sm font-medium">
      {t("interest.going", { event: title })}
      {found > 0 ? <span className="block font-normal">{t("connections.found", { count: found })}</span> : null}
    </p>
  );
}
