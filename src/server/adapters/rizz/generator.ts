import type { Vibe } from "../../../shared/rizz.ts";

/** Words that never appear in a line, whatever the input: crude, sexual, demeaning or negging. */
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
];
const BANNED_PATTERN = new RegExp(`\\b(${BANNED.map((word) => word.replace(/ /g, "\\s+")).join("|")})\\b`, "i");

export function isClean(line: string): boolean {
  return !BANNED_PATTERN.test(line);
}

export const LINE_MIN = 20;
export const LINE_MAX = 220;
export const MIN_LINES = 6;

/** Interests as short, clean topics: split on commas and new lines, letters only, hostile ones dropped. */
export function topicsFrom(interests: string): string[] {
  const topics = interests
    .split(/[,\n;/|]+/)
    .map((item) =>
      item
        .replace(/[^\p{L}\p{N}' &-]/gu, " ")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase(),
    )
    .map((item) => item.slice(0, 40).trim())
    // An interest is a few words; a sentence is an instruction or a rant, not a topic.
    .filter((item) => item.length >= 2 && item.split(" ").length <= 4 && isClean(item));
  return [...new Set(topics)].slice(0, 8);
}

/** The situation, cleaned the same way; dropped when it is not clean. */
function placeFrom(context: string): string | null {
  const cleaned = context
    .replace(/[^\p{L}\p{N}' &,-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60)
    .toLowerCase();
  return cleaned.length >= 3 && isClean(cleaned) ? cleaned : null;
}

type Template = (topic: string, place: string | null) => string;

const at = (place: string | null) => (place ? ` here at ${place}` : "");

const TEMPLATES: Record<Vibe, Template[]> = {
  playful: [
    (topic) => `Quick poll: is ${topic} your hidden talent or your favourite excuse to skip chores? I need to know.`,
    (topic, place) => `I was told to find the most interesting person${at(place)}. Someone mentioned ${topic}, so here I am.`,
    (topic) => `If ${topic} were an Olympic sport, I feel like you'd at least make the finals. Am I right?`,
    (topic) => `On a scale from casual fan to full-on expert, where are you with ${topic}?`,
    (topic) => `I have a theory that people who love ${topic} tell the best stories. Want to prove me right?`,
    (topic) => `Settle a debate for me: what's the most underrated thing about ${topic}?`,
    (topic, place) => `I'm making a list of the best conversations${at(place)}, and one about ${topic} sounds like a winner.`,
  ],
  confident: [
    (topic) => `I hear you know a thing or two about ${topic}. I'd love to hear your take.`,
    (topic, place) => `Hi, I'm glad I came over${at(place)}. I'm curious what got you into ${topic}.`,
    (topic) => `You strike me as someone with strong opinions on ${topic}. Tell me the best one.`,
    (topic) => `I'll be honest: ${topic} is the reason I wanted to say hello. What's your favourite part of it?`,
    (topic) => `Let's skip the small talk. What's the best ${topic} experience you've had this year?`,
    (topic) => `I'd bet you could recommend something great about ${topic}. I'm all ears.`,
    (topic, place) => `Best decision I'll make${at(place)}: asking someone who loves ${topic} for a recommendation.`,
  ],
  sweet: [
    (topic) => `Your face lit up when ${topic} came up. What do you love most about it?`,
    (topic, place) => `I hope this isn't too forward${at(place)}, but I'd love to hear how you got into ${topic}.`,
    (topic) => `People who enjoy ${topic} always seem to have a kind story behind it. What's yours?`,
    (topic) => `I'm a little nervous, but I'd really like to know your favourite memory involving ${topic}.`,
    (topic) => `You seem like someone who makes ${topic} even more fun for everyone around you.`,
    (topic) => `If you could share ${topic} with one person today, what would you show them first?`,
    (topic, place) => `Meeting someone who loves ${topic}${at(place)} just made my day a little better.`,
  ],
  witty: [
    (topic) => `Are you into ${topic}, or is that just a rumour started by people who admire your taste?`,
    (topic) => `I'd ask about the weather, but ${topic} seems like a far better forecast for a good conversation.`,
    (topic) => `My GPS said to turn left, but my curiosity said to ask you about ${topic}.`,
    (topic, place) => `I came${at(place)} for the atmosphere and stayed for the chance to talk ${topic} with you.`,
    (topic) => `Rumour has it you're the local authority on ${topic}. Can I book a consultation?`,
    (topic) => `I've prepared exactly one fact about ${topic}. After that, you'll have to take over.`,
    (topic) => `Is it true that ${topic} fans are the best company, or do I need to gather more evidence?`,
  ],
  flirty: [
    (topic) => `I was going to play it cool, but then I heard you like ${topic} and my plan fell apart.`,
    (topic, place) => `Of all the people${at(place)}, the one into ${topic} is the one I'd like to talk to.`,
    (topic) => `You and ${topic}: is there room for a curious beginner in that story?`,
    (topic) => `Fair warning: if you tell me about ${topic}, I might ask you to show me your favourite spot for it.`,
    (topic) => `I think ${topic} just became my new favourite subject. Care to teach me?`,
    (topic) => `Your smile when you mention ${topic} is the best argument I've heard for trying it.`,
    (topic, place) => `I'd love to hear about ${topic}${at(place)}; coffee is on me if you make me a fan.`,
  ],
};

const GENERIC_TOPICS = ["your favourite weekend plans", "the best place you've discovered lately", "what made you smile today"];

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Our own opener generator: varied lines in the chosen vibe, each about one of their interests, never
 * crude whatever the input (hostile words are dropped, not echoed). Random order per request.
 */
export function composeOpeners({ interests, vibe, context }: { interests: string; vibe: Vibe; context: string }, random: () => number = Math.random): string[] {
  const topics = topicsFrom(interests);
  const usable = topics.length > 0 ? topics : GENERIC_TOPICS;
  const place = placeFrom(context);
  const templates = shuffled(TEMPLATES[vibe], random);
  const lines = templates.map((template, index) => template(usable[index % usable.length] ?? usable[0] ?? "", index % 2 === 0 ? place : null));
  return [...new Set(lines)].filter((line) => isClean(line) && line.length >= LINE_MIN && line.length <= LINE_MAX);
}
