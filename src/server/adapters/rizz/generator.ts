import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Vibe } from "../../../shared/rizz.ts";
import type { OpenerWords } from "./openers.ts";
import english from "./openers.en.ts";
import spanish from "./openers.es.ts";

/** Words that never appear in a line, whatever the input or language: crude, sexual, demeaning or negging. */
const BANNED = [
  "sex",
  "sexy",
  "nude",
  "naked",
  "boob",
  "boobs",
  "butt",
  "ass",
  "dick",
  "cock",
  "pussy",
  "horny",
  "fuck",
  "fucking",
  "shit",
  "bitch",
  "slut",
  "whore",
  "hoe",
  "cum",
  "porn",
  "thick",
  "hot body",
  "bed",
  "bedroom",
  "kiss",
  "lick",
  "stupid",
  "ugly",
  "fat",
  "dumb",
  "loser",
  "hate",
  "kill",
  "die",
  "drunk",
  "nsfw",
  "onlyfans",
  "sugar daddy",
  "daddy",
  "spank",
  "strip",
  "stripper",
  "crude",
  "ignore",
  // Spanish.
  "sexo",
  "sexi",
  "desnudo",
  "desnuda",
  "tetas",
  "culo",
  "nalgas",
  "verga",
  "polla",
  "coño",
  "puta",
  "puto",
  "mierda",
  "joder",
  "jodido",
  "chingar",
  "chingada",
  "pendejo",
  "pendeja",
  "cabrón",
  "cabron",
  "perra",
  "zorra",
  "cachondo",
  "cachonda",
  "porno",
  "cama",
  "beso",
  "besos",
  "besar",
  "lamer",
  "estúpido",
  "estúpida",
  "estupido",
  "estupida",
  "idiota",
  "tonto",
  "tonta",
  "feo",
  "fea",
  "gordo",
  "gorda",
  "perdedor",
  "odio",
  "matar",
  "morir",
  "borracho",
  "borracha",
  "papi",
  "ignora",
  "ignorar",
];
// Letters on either side end a word in any language (\b knows only ASCII: "estúpido" has no \b at "ú").
const BANNED_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}])(${BANNED.map((word) => word.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}\\p{N}])`, "iu");

export function isClean(line: string): boolean {
  return !BANNED_PATTERN.test(line);
}

export const LINE_MIN = 20;
export const LINE_MAX = 220;
export const MIN_LINES = 6;

/**
 * Interests as short, clean topics: split on commas and new lines, letters only, hostile ones dropped,
 * written as typed ("Miami Heat" stays a name), the same topic twice kept once.
 */
export function topicsFrom(interests: string): string[] {
  const topics = interests
    .split(/[,\n;/|]+/)
    .map((item) =>
      item
        .replace(/[^\p{L}\p{N}' &-]/gu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 40)
        .trim(),
    )
    // An interest is a few words; a sentence is an instruction or a rant, not a topic.
    .filter((item) => item.length >= 2 && item.split(" ").length <= 4 && isClean(item));
  const byLowerCase = new Map(topics.map((topic) => [topic.toLowerCase(), topic]));
  return [...byLowerCase.values()].slice(0, 8);
}

/** The situation, cleaned the same way and written as typed ("Brickell" stays a name); dropped when it is not clean. */
function placeFrom(context: string): string | null {
  const cleaned = context
    .replace(/[^\p{L}\p{N}' &,-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
  return cleaned.length >= 3 && isClean(cleaned) ? cleaned : null;
}

/** Each language's openers; a third language adds its openers.<locale>.ts here. */
export const OPENER_WORDS: Record<Locale, OpenerWords> = { en: english, es: spanish };

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Our own opener generator: varied lines in the chosen vibe and language, each about one of their interests, never
 * crude whatever the input (hostile words are dropped, not echoed). Random order per request.
 */
export function composeOpeners(
  { interests, vibe, context, locale = "en" }: { interests: string; vibe: Vibe; context: string; locale?: Locale },
  random: () => number = Math.random,
): string[] {
  const words = OPENER_WORDS[locale];
  const topics = topicsFrom(interests);
  const usable = topics.length > 0 ? topics : words.genericTopics;
  const place = placeFrom(context);
  const templates = shuffled(words.templates[vibe], random);
  const lines = templates.map((template, index) => template(usable[index % usable.length] ?? usable[0] ?? "", index % 2 === 0 ? place : null));
  return [...new Set(lines)].filter((line) => isClean(line) && line.length >= LINE_MIN && line.length <= LINE_MAX);
}
