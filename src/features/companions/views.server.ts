import type { PhotoSet } from "./tables.server.ts";
import type { CatalogueEntry } from "./catalogue.server.ts";
import type { CompanionCard, CompanionDetail, Picture } from "./schema.ts";
import { interestNote } from "./interests.server.ts";

/**
 * The explicit views of a companion. A route returns one of these, never a row: a field added to the
 * table reaches nobody until it is added here.
 */

const pictureOf = ({ alt, card, full }: PhotoSet): Picture => ({ alt, card, full });

export function cardView({ row, rating, reviewCount }: CatalogueEntry): CompanionCard {
  const [first] = row.photos;
  return {
    id: row.id,
    gender: row.gender,
    name: row.name,
    age: row.age,
    location: row.location,
    area: row.area,
    bio: row.bio,
    specialties: row.specialties,
    languages: row.languages,
    weeklyHours: row.weeklyHours,
    interests: row.interests.map((name) => ({ name, note: interestNote(name) })),
    experience: row.experience,
    rating,
    reviewCount,
    backgroundChecked: row.backgroundChecked,
    photo: first ? pictureOf(first) : null,
  };
}

export function detailView(entry: CatalogueEntry): CompanionDetail {
  const { row } = entry;
  return {
    ...cardView(entry),
    fullBio: row.fullBio,
    achievements: row.achievements,
    personalityTraits: row.personalityTraits,
    responseTime: row.responseTime,
    photos: row.photos.map(pictureOf),
  };
}

/** Admins also see whether the companion is hidden and when it was added. */
export function adminView(entry: CatalogueEntry) {
  return { ...detailView(entry), hidden: entry.row.hidden, createdAt: entry.row.createdAt.toISOString() };
}
