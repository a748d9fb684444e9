import { BadgeCheck, CalendarCheck, Clock, Globe2, MapPin } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import type { SessionTypeId } from "../../shared/bookings.ts";
import { bookingPath, companionPath, isMenCompanionId, PACKAGE_PARAM } from "../../shared/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card } from "../../web/ui/card.tsx";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import { listSearchWithoutNotice, type ListState } from "./list-state.ts";

import { HoverCard, HoverCardContent, HoverCardTrigger } from "../../web/ui/hover-card.tsx";
import { useAppStarted } from "../../web/lib/use-app-started.ts";
import { CompanionPicture } from "./CompanionPicture.tsx";
import { SendMessageButton } from "./ProfileActions.tsx";
import { Rating } from "./Rating.tsx";
import { WeekHours } from "./WeekHours.tsx";
import type { CompanionCard, Interest } from "./schema.ts";
import { useCatalogueWords } from "./catalogue-words.ts";
import { StaffText } from "../../web/ui/in-english.tsx";

/** The list asks to choose a companion to book (`sessionType`: the package chosen before, if any). */
export interface ChoosingToBook {
  sessionType: SessionTypeId | null;
}

export function CompanionCardView({ companion, eager, booking }: { companion: CompanionCard; eager?: boolean; booking?: ChoosingToBook }) {
  const headingId = `companion-${companion.id}-name`;
  const t = useText<typeof companions>();
  const words = useCatalogueWords();
  const localized = useLocalizedPath();
  // The profile's "Back to Profiles" returns to this list as filtered (see listSearchOf).
  const search = listSearchWithoutNotice(useLocation().search);
  // Choosing whom to book a package with: the profile's Book Session keeps the package.
  const profileSearch = booking?.sessionType ? `?${new URLSearchParams({ [PACKAGE_PARAM]: booking.sessionType })}` : "";
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-labelledby={headingId} role="article">
      <CompanionPicture
        picture={companion.photo}
        name={companion.name}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-square w-full"
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-secondary">
            {companion.name}
            {companion.backgroundChecked ? <BadgeCheck aria-label={t("card.backgroundChecked")} className="size-5 text-primary" /> : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("card.facts", { age: companion.age, gender: genderOf(companion.id) })} <MapPin aria-hidden className="inline size-3.5" /> {companion.location}
          </p>
          <Rating rating={companion.rating} count={companion.reviewCount} />
        </div>
        <StaffText block className="text-sm" inEnglish={companion.inEnglish.includes("bio")}>
          {companion.bio}
        </StaffText>
        <ul aria-label={t("card.specialties")} className="flex flex-wrap gap-1.5">
          {companion.specialties.map((specialty) => (
            <li key={specialty} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              {words.specialty(specialty)}
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-2">
            <dt className="flex items-center gap-1 text-muted-foreground">
              <Globe2 aria-hidden className="size-4" /> {t("card.languages")}
            </dt>
            <dd>{companion.languages.map(words.language).join(", ")}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex items-center gap-1 text-muted-foreground">
              <Clock aria-hidden className="size-4" /> {t("card.availability")}
            </dt>
            <dd>
              <WeekHours weekly={companion.weeklyHours} />
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t("card.experience")}</dt>
            <dd>{words.experience(companion.experience)}</dd>
          </div>
        </dl>
        <Interests interests={companion.interests} />
        <div className="mt-auto grid gap-2 pt-2 sm:grid-cols-2">
          {booking ? (
            <Button asChild className="sm:col-span-2">
              <Link to={localized(bookingPath(companion.id, companion.name, booking.sessionType))} aria-label={t("card.bookWith", { name: companion.name })}>
                <CalendarCheck aria-hidden /> {t("detail.book")}
              </Link>
            </Button>
          ) : null}
          <Button asChild variant={booking ? "outline" : "default"}>
            <Link
              to={localized(companionPath(companion.id)) + profileSearch}
              state={{ listSearch: search } satisfies ListState}
              aria-label={t("card.viewProfileOf", { name: companion.name })}
            >
              {t("card.viewProfile")}
            </Link>
          </Button>
          <SendMessageButton companion={companion} />
        </div>
      </div>
    </Card>
  );
}

/** Interests, each with its explanation on hover or focus (hover card: 700 ms open, 300 ms close), or a tap before the app runs. */
export function Interests({ interests }: { interests: Interest[] }) {
  const t = useText<typeof companions>();
  const started = useAppStarted();
  const words = useCatalogueWords();
  return (
    <ul aria-label={t("card.interests")} className="flex flex-wrap gap-1.5">
      {interests.map(words.interest).map((interest) => (
        <li key={interest.name}>
          {interest.note ? (
            started ? (
              <HoverCard>
                <HoverCardTrigger asChild>
                  <button type="button" className={EXPLAINED_CHIP}>
                    {interest.name}
                  </button>
                </HoverCardTrigger>
                <HoverCardContent>{interest.note}</HoverCardContent>
              </HoverCard>
            ) : (
              <NativeExplanation name={interest.name} note={interest.note} />
            )
          ) : (
            <span className="rounded-full border px-2.5 py-0.5 text-xs">{interest.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

const EXPLAINED_CHIP = "rounded-full border px-2.5 py-0.5 text-xs underline decoration-dotted underline-offset-2";

/** An interest's explanation before the app runs (or without it): the browser's own popover, opened by a tap. */
function NativeExplanation({ name, note }: { name: string; note: string }) {
  const id = useId();
  return (
    <>
      <button type="button" popoverTarget={id} className={EXPLAINED_CHIP}>
        {name}
      </button>
      <span id={id} popover="auto" className="m-auto max-w-xs rounded-md border bg-card p-4 text-sm text-foreground shadow-md">
        {note}
      </span>
    </>
  );
}

/** Wing men's ids start with "m": the word for "single" agrees with it in Spanish. */
export function genderOf(companionId: string): "man" | "woman" {
  return isMenCompanionId(companionId) ? "man" : "woman";
}
