import type { PhotoSet } from "./tables.server.ts";
import type { CatalogueEntry } from "./catalogue.server.ts";
import type { CompanionCard, CompanionDetail, Picture } from "./schema.ts";
import { interestNote } from "./interests.server.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { TextInEnglish } from "./responses.ts";

/**
 * The explicit views of a companion. A route returns one of these, never a row: a field added to the
 * table reaches nobody until it is added here. Each is in the reader's language: the free text staff wrote
 * in Spanish for a Spanish reader, else the English, named in `inEnglish` so the page marks it.
 */

type Row = CatalogueEntry["row"];
type TextField = TextInEnglish[number];

/** The companion's free text for a reader of `locale`: Spanish when staff wrote it, else the English. */
function textOf(row: Row, locale: Locale) {
  const spanish = locale === "es";
  const fields = {
    bio: spanish ? row.bioEs : null,
    fullBio: spanish ? row.fullBioEs : null,
    achievements: spanish && row.achievementsEs && row.achievementsEs.length > 0 ? row.achievementsEs : null,
  };
  const inEnglish = (field: TextField) => spanish && fields[field] === null;
  return {
    bio: fields.bio ?? row.bio,
    fullBio: fields.fullBio ?? row.fullBio,
    achievements: fields.achievements ?? row.achievements,
    inEnglish: (shown: TextField[]): TextInEnglish => shown.filter(inEnglish),
  };
}

const pictureOf = ({ alt, card, full }: PhotoSet): Picture => ({ alt, card, full });

export function cardView({ row, rating, reviewCount }: CatalogueEntry, locale: Locale): CompanionCard {
  const [first] = row.photos;
  const text = textOf(row, locale);
  return {
    id: row.id,
    gender: row.gender,
    name: row.name,
    age: row.age,
    location: row.location,
    area: row.area,
    bio: text.bio,
    specialties: row.specialties,
    languages: row.languages,
    weeklyHours: row.weeklyHours,
    interests: row.interests.map((name) => ({ name, note: interestNote(name) })),
    experience: row.experience,
    rating,
    reviewCount,
    backgroundChecked: row.backgroundChecked,
    photo: first ? pictureOf(first) : null,
    inEnglish: text.inEnglish(["bio"]),
  };
}

export function detailView(entry: CatalogueEntry, locale: Locale): CompanionDetail {
  const { row } = entry;
  const text = textOf(row, locale);
  return {
    ...cardView(entry, locale),
    fullBio: text.fullBio,
    achievements: text.achievements,
    personalityTraits: row.personalityTraits,
    responseTime: row.responseTime,
    photos: row.photos.map(pictureOf),
    inEnglish: text.inEnglish(["bio", "fullBio", "achievements"]),
  };
}

/** Admins see the English profile, whether it is hidden, when it was added, and the Spanish text as written. */
export function adminView(entry: CatalogueEntry) {
  const { row } = entry;
  return {
    ...detailView(entry, "en"),
    hidden: row.hidden,
    createdAt: row.createdAt.toISOString(),
    bioEs: row.bioEs,
    fullBioEs: row.fullBioEs,
    achievementsEs: row.achievementsEs,
  };
}
