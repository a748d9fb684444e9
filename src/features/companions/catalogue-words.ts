import { useCallback } from "react";
import { useText } from "../../web/i18n/text.tsx";
import type companions from "./companions.messages.en.ts";
import type { Interest } from "./schema.ts";

type CompanionsId = keyof typeof companions;
type Prefixed<Prefix extends string> = Extract<CompanionsId, `${Prefix}${string}`>;
type InterestKey = Prefixed<"companion.interest."> extends `${infer Key}.name` | `${infer Key}.note` ? Key : never;

/*
 * The catalogue's fixed lists, as stored (in English), and their catalog ids: a page says each in its own
 * language. A value staff typed that is not on these lists is shown as written.
 */

const SPECIALTIES: Record<string, Prefixed<"companion.specialty.">> = {
  "City Guide": "companion.specialty.cityGuide",
  "Confidence Building": "companion.specialty.confidenceBuilding",
  "Conversation Practice": "companion.specialty.conversationPractice",
  "Date Coaching": "companion.specialty.dateCoaching",
  "Event Partner": "companion.specialty.eventPartner",
  "Networking Coaching": "companion.specialty.networkingCoaching",
  "Nightlife Navigation": "companion.specialty.nightlifeNavigation",
  "Public Speaking Practice": "companion.specialty.publicSpeakingPractice",
  "Social Companion": "companion.specialty.socialCompanion",
  "Style & First Impressions": "companion.specialty.styleFirstImpressions",
};

const LANGUAGES: Record<string, Prefixed<"companion.language.">> = {
  English: "companion.language.english",
  French: "companion.language.french",
  German: "companion.language.german",
  "Haitian Creole": "companion.language.haitianCreole",
  Italian: "companion.language.italian",
  Portuguese: "companion.language.portuguese",
  Russian: "companion.language.russian",
  Spanish: "companion.language.spanish",
};

const TRAITS: Record<string, Prefixed<"companion.trait.">> = {
  Adaptable: "companion.trait.adaptable",
  Calm: "companion.trait.calm",
  Confident: "companion.trait.confident",
  Creative: "companion.trait.creative",
  Empathetic: "companion.trait.empathetic",
  Encouraging: "companion.trait.encouraging",
  Energetic: "companion.trait.energetic",
  "Good Listener": "companion.trait.goodListener",
  Outgoing: "companion.trait.outgoing",
  Patient: "companion.trait.patient",
  Supportive: "companion.trait.supportive",
  Witty: "companion.trait.witty",
};

const INTERESTS: Record<string, InterestKey> = {
  "Salsa dancing": "companion.interest.salsaDancing",
  "Art galleries": "companion.interest.artGalleries",
  "Craft cocktails": "companion.interest.craftCocktails",
  Jazz: "companion.interest.jazz",
  "Beach volleyball": "companion.interest.beachVolleyball",
  "Yacht events": "companion.interest.yachtEvents",
  "Food tours": "companion.interest.foodTours",
  "Live music": "companion.interest.liveMusic",
  "Tech meetups": "companion.interest.techMeetups",
  "Wine tasting": "companion.interest.wineTasting",
  "Rooftop bars": "companion.interest.rooftopBars",
  Museums: "companion.interest.museums",
  "Sports bars": "companion.interest.sportsBars",
  "Comedy clubs": "companion.interest.comedyClubs",
  "Brunch spots": "companion.interest.brunchSpots",
  "Fitness classes": "companion.interest.fitnessClasses",
  Photography: "companion.interest.photography",
  "Book clubs": "companion.interest.bookClubs",
  "Latin music": "companion.interest.latinMusic",
  Paddleboarding: "companion.interest.paddleboarding",
  "Charity galas": "companion.interest.charityGalas",
  "Cooking classes": "companion.interest.cookingClasses",
  Golf: "companion.interest.golf",
  Karaoke: "companion.interest.karaoke",
  "Film festivals": "companion.interest.filmFestivals",
};

const EXPERIENCE = /^(\d+) years?$/;
const RESPONSE_TIME = /^(Usually within|Within) (\d+) (minutes|hours?)$/;

/** A value of a fixed list in the page's language: its catalog entry, or the value itself when it has none. */
export function useCatalogueWords() {
  const t = useText<typeof companions>();
  const from = useCallback(
    (ids: Record<string, CompanionsId>) =>
      (value: string): string => {
        const id = ids[value];
        return id ? t(id) : value;
      },
    [t],
  );
  const experience = useCallback(
    (value: string) => {
      const match = EXPERIENCE.exec(value);
      return match ? t("companion.experience.years", { count: Number(match[1]) }) : value;
    },
    [t],
  );
  const responseTime = useCallback(
    (value: string) => {
      const match = RESPONSE_TIME.exec(value);
      if (!match) return value;
      const usually = match[1] === "Usually within";
      const count = Number(match[2]);
      if (match[3] === "minutes") return t(usually ? "companion.responseTime.minutesUsually" : "companion.responseTime.minutes", { count });
      return t(usually ? "companion.responseTime.hoursUsually" : "companion.responseTime.hours", { count });
    },
    [t],
  );
  const interest = useCallback(
    (value: Interest): Interest => {
      const key = INTERESTS[value.name];
      return key ? { name: t(`${key}.name`), note: t(`${key}.note`) } : value;
    },
    [t],
  );
  return {
    specialty: from(SPECIALTIES),
    language: from(LANGUAGES),
    trait: from(TRAITS),
    experience,
    responseTime,
    interest,
  };
}
