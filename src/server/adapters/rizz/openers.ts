import type { Vibe } from "../../../shared/rizz.ts";

/** One opener in the making: a topic from their interests, and the place they are (or null). */
export type OpenerTemplate = (topic: string, place: string | null) => string;

/**
 * A language's openers (openers.<locale>.ts): the built-in generator's templates per vibe, the topics it
 * falls back on when none of the interests is usable, and how the LLM adapter asks in that language.
 */
export interface OpenerWords {
  templates: Record<Vibe, OpenerTemplate[]>;
  genericTopics: string[];
  llm: {
    systemPrompt: string;
    /** The user message's fields, named in the language the model should answer in. */
    request: (request: { interests: string; vibe: Vibe; context: string }) => Record<string, string>;
  };
}
