import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { useCallback } from "react";
import { sentenceOf, withOnePeriod, type Said } from "../../shared/i18n/catalog.ts";
import { ApiError } from "../lib/api.ts";

/**
 * What a toast, a form or an API error says, in the page's language: a sentence by its catalog id (forms,
 * routes and services pass ids; an API error carries the id of its message). A text that no catalog holds
 * (an error's English message without an id, a message from a library) is shown as it is.
 */
export function saySentence(i18n: I18n, said: Said | ApiError): string {
  const sentence = said instanceof ApiError ? said.sentence : sentenceOf(said);
  return Object.hasOwn(i18n.messages, sentence.id) ? withOnePeriod(i18n._(sentence.id, sentence.values), sentence.values) : sentence.id;
}

/** `const say = useSentence(); toast.error(say(signUpToasts.failed.title))`: in the page's language. */
export function useSentence(): (said: Said | ApiError) => string {
  const { i18n } = useLingui();
  return useCallback((said: Said | ApiError) => saySentence(i18n, said), [i18n]);
}
