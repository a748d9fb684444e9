import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Said } from "../../shared/i18n/catalog.ts";
import { ApiError } from "./api.ts";
import { toast } from "../ui/toaster.tsx";

/** Puts the server's field messages next to the fields they belong to. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
}

/** A failure in English, for the pages that are only in English (the workspace, the dashboard). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An unexpected error occurred. Please try again.";
}

/** What to say of a failure, in the page's language with `say`: an API error's sentence, or "An unexpected error occurred". */
export function failureOf(error: unknown): ApiError | Said {
  if (error instanceof ApiError) return error;
  return error instanceof Error ? error.message : "error.unexpected";
}

/**
 * The toast of a form that did not pass: the spec's "Missing Information" when only required fields are
 * empty, otherwise the first problem in words (a malformed e-mail address is not a missing one). Each
 * field's own message stands beside it; react-hook-form puts focus on the first.
 */
export function toastInvalidForm(errors: FieldErrors, missing: { title: string; description: string }, say: (said: Said) => string): void {
  const messages = Object.values(errors).flatMap((error) => (typeof error?.message === "string" ? [error.message] : []));
  const problem = messages.find((message) => message !== missing.description);
  const { title, description } = problem ? { title: "error.invalidInput", description: problem } : missing;
  toast.error(say(title), { description: say(description) });
}
