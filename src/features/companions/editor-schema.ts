import { z } from "zod";

/**
 * The catalogue editor's shapes (the back office's). Apart from the catalogue's schema.ts: building these takes
 * time as the module loads, and the profile pages, which never edit, would pay it while they start.
 */

const text = (max: number) => z.string().trim().min(1, "Required.").max(max);
const list = z.array(z.string().trim().min(1).max(80)).max(12);
/** A Spanish edition of a text: empty means none is written (the Spanish pages show the English, marked). */
const spanishText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const spanishList = list.nullish().transform((value) => (value && value.length > 0 ? value : null));

export const companionInput = z.object({
  gender: z.enum(["woman", "man"]),
  name: text(60),
  age: z.number().int().min(21, "Companions are 21 or older.").max(80),
  location: text(80),
  area: text(60),
  bio: text(240),
  fullBio: text(2000),
  specialties: list,
  achievements: list,
  personalityTraits: list,
  responseTime: text(80),
  languages: list.min(1),
  interests: list,
  experience: text(60),
  backgroundChecked: z.boolean(),
  bioEs: spanishText(240),
  fullBioEs: spanishText(2000),
  achievementsEs: spanishList,
});

/** A comma-separated field of the catalogue editor, read as the list `schema` expects. */
const commaList = (schema: typeof list) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(schema);

/**
 * The catalogue editor's values (numbers and lists as the inputs hold them), read with
 * `companionInput`'s own rules: each problem lands on the field that holds it.
 */
export const companionForm = z
  .object({
    id: z.string().trim(),
    gender: companionInput.shape.gender,
    name: companionInput.shape.name,
    age: z.string().transform(Number).pipe(companionInput.shape.age),
    location: companionInput.shape.location,
    area: companionInput.shape.area,
    bio: companionInput.shape.bio,
    fullBio: companionInput.shape.fullBio,
    specialties: commaList(companionInput.shape.specialties),
    achievements: commaList(companionInput.shape.achievements),
    personalityTraits: commaList(companionInput.shape.personalityTraits),
    languages: commaList(companionInput.shape.languages),
    interests: commaList(companionInput.shape.interests),
    responseTime: companionInput.shape.responseTime,
    experience: companionInput.shape.experience,
    backgroundChecked: companionInput.shape.backgroundChecked,
    bioEs: companionInput.shape.bioEs,
    fullBioEs: companionInput.shape.fullBioEs,
    achievementsEs: commaList(list).transform((value) => (value.length > 0 ? value : null)),
  })
  .transform(({ id, ...companion }) => ({ id, companion }));
export type CompanionFormValues = z.input<typeof companionForm>;

export const companionUpdate = companionInput.partial().extend({ hidden: z.boolean().optional() });

/** A new companion: the editor's fields and the id it is known by. */
export const newCompanionInput = companionInput.extend({ id: z.string().regex(/^m?\d{1,4}$/, "Use an id like 22 or m7.") });

export const photoOrderInput = z.object({
  order: z.array(z.number().int().min(0)).min(1).max(50),
});
