import { BadgeCheck, CalendarCheck, MapPin, Timer } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { LOWEST_SESSION_PRICE_CENTS, sessionTypeIdOf } from "../../shared/bookings.ts";
import { bookingPath, PACKAGE_PARAM, paths } from "../../shared/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { genderOf, Interests } from "./CompanionCardView.tsx";
import { CompanionPicture } from "./CompanionPicture.tsx";
import { Lightbox } from "./Lightbox.tsx";
import { SaveButton, SendMessageButton } from "./ProfileActions.tsx";
import { Rating } from "./Rating.tsx";
import { ReportButton } from "../reports/index.ts";
import { NextAvailable } from "../bookings/index.ts";
import { ReviewFormPanel } from "../reviews/index.ts";
import { ReviewsPanel } from "./ReviewsPanel.tsx";
import { WeekHours } from "./WeekHours.tsx";
import type { CompanionDetail } from "./schema.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import { useCatalogueWords } from "./catalogue-words.ts";
import { InEnglishNote, StaffText } from "../../web/ui/in-english.tsx";

/** A companion's whole profile. */
/** `listSearch`: the filters of the list the profile was opened from, kept by its way back. */
export function FullProfile({ companion, listPath, listSearch = "" }: { companion: CompanionDetail; listPath: string; listSearch?: string }) {
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const t = useText<typeof companions>();
  const words = useCatalogueWords();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const inEnglish = (field: CompanionDetail["inEnglish"][number]) => companion.inEnglish.includes(field);
  // Opened while choosing whom to book a package with (a package card's Book): Book Session keeps the package.
  const bookingPackage = sessionTypeIdOf(useSearchParams()[0].get(PACKAGE_PARAM));
  return (
    <article className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6" aria-labelledby="companion-name">
      <Link to={localized(listPath) + listSearch} className="text-sm font-semibold text-primary hover:underline">
        {t("detail.back")}
      </Link>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[2fr_3fr]">
        <div className="grid gap-3">
          {companion.photos.length > 0 ? (
            companion.photos.map((photo, index) => (
              // A link to the full-size photo, so it opens before the app has started too; then the lightbox opens instead.
              <a
                key={photo.card.webp}
                href={photo.full.webp}
                className="block overflow-hidden rounded-lg"
                aria-label={t("detail.enlarge", { number: index + 1, name: companion.name })}
                onClick={(click) => {
                  if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
                  click.preventDefault();
                  setPhotoIndex(index);
                }}
              >
                <CompanionPicture
                  picture={photo}
                  name={companion.name}
                  sizes="(min-width: 1024px) 450px, 100vw"
                  className="aspect-square w-full transition-transform hover:scale-[1.02]"
                  eager={index === 0}
                />
              </a>
            ))
          ) : (
            <CompanionPicture picture={null} name={companion.name} sizes="" className="aspect-square w-full rounded-lg" />
          )}
        </div>
        <div className="grid content-start gap-6">
          <header className="grid gap-2">
            <div className="flex items-center gap-3">
              <CompanionPicture picture={companion.photo} name={companion.name} sizes="64px" className="size-16 rounded-full" />
              <div>
                <h1 id="companion-name" className="flex items-center gap-2 text-4xl font-bold text-secondary">
                  {companion.name}
                  {companion.backgroundChecked ? <BadgeCheck aria-label={t("card.backgroundChecked")} className="size-6 text-primary" /> : null}
                </h1>
                <p className="text-muted-foreground">
                  {t("card.facts", { age: companion.age, gender: genderOf(companion.id) })} <MapPin aria-hidden className="inline size-4" />{" "}
                  {companion.location}
                </p>
              </div>
            </div>
            {companion.reviewCount > 0 ? <Rating rating={companion.rating} count={companion.reviewCount} /> : null}
            <p>
              <span className="text-lg font-semibold">{t("detail.price", { price: formatCents(LOWEST_SESSION_PRICE_CENTS, locale) })}</span>{" "}
              <Link to={localized(paths.pricing)} className="font-medium text-primary underline underline-offset-4">
                {t("detail.prices")}
              </Link>
            </p>
          </header>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="lg">
              <Link to={localized(bookingPath(companion.id, companion.name, bookingPackage))}>
                <CalendarCheck aria-hidden /> {t("detail.book")}
              </Link>
            </Button>
            <SendMessageButton companion={companion} />
            <SaveButton companionId={companion.id} />
          </div>
          <NextAvailable companionId={companion.id} />
          <Section title={t("detail.about")}>
            <StaffText block className="whitespace-pre-line" inEnglish={inEnglish("fullBio")}>
              {companion.fullBio}
            </StaffText>
          </Section>
          <Section title={t("detail.specialties")}>
            <List items={companion.specialties.map(words.specialty)} />
          </Section>
          <Section title={t("detail.achievements")}>
            <List items={companion.achievements} inEnglish={inEnglish("achievements")} />
          </Section>
          <Section title={t("detail.availability")}>
            <dl className="grid gap-2 sm:grid-cols-2">
              <Fact
                icon={<CalendarCheck aria-hidden className="size-4" />}
                label={t("detail.schedule")}
                value={<WeekHours weekly={companion.weeklyHours} lines />}
              />
              <Fact icon={<Timer aria-hidden className="size-4" />} label={t("detail.responseTime")} value={words.responseTime(companion.responseTime)} />
            </dl>
          </Section>
          <Section title={t("detail.languagesAndInterests")}>
            <p>
              <span className="font-semibold">{t("detail.languages")}</span> {companion.languages.map(words.language).join(", ")}
            </p>
            <div className="mt-2">
              <Interests interests={companion.interests} />
            </div>
            <p className="mt-3">
              <span className="font-semibold">{t("detail.personality")}</span> {companion.personalityTraits.map(words.trait).join(", ")}
            </p>
            <p className="mt-1">
              <span className="font-semibold">{t("detail.experience")}</span> {words.experience(companion.experience)}
            </p>
          </Section>
        </div>
      </div>
      <ReviewsPanel companionId={companion.id} reviewCount={companion.reviewCount} />
      <ReviewFormPanel companion={companion} />
      <p className="text-sm text-muted-foreground">
        {t("detail.somethingWrong")}{" "}
        <ReportButton subjectType="companion" subjectId={companion.id} label={t("detail.report")} signedOutLabel={t("detail.loginToReport")} />
      </p>
      <Lightbox pictures={companion.photos} index={photoIndex} onIndexChange={setPhotoIndex} onClose={() => setPhotoIndex(null)} name={companion.name} />
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-xl font-bold text-secondary">{title}</h2>
      {children}
    </section>
  );
}

/** A list; `inEnglish`: staff's text shown in English on a page in another language, marked once as such. */
function List({ items, inEnglish = false }: { items: string[]; inEnglish?: boolean }) {
  return (
    <>
      <ul className="grid list-disc gap-1 pl-5" lang={inEnglish ? "en" : undefined}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {inEnglish ? <InEnglishNote className="mt-1 block" /> : null}
    </>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="rounded-md bg-accent/60 p-3">
      <dt className="flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {icon} {label}
      </dt>
      <dd className="mt-1 text-sm">{value}</dd>
    </div>
  );
}
