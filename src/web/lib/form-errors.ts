import type { FieldErrors, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api.ts";
import { toast } from "../ui/toaster.tsx";

/** Puts the server's field messages next to the fields they belong to. */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An unexpected error occurred. Please try again.";
}

/**
 * The toast of a form that did not pass: the spec's "Missing Information" when only required fields are
 * empty, otherwise the first problem in words (a malformed e-mail address is not a missing one). Each
 * field's own message stands beside it; react-hook-form puts focus on the first.
 */
export function toastInvalidForm(errors: FieldErrors, missing: { title: string; description: string }, say: (sentence: string) => string): void {
  const messages = Object.values(errors).flatMap((error) => (typeof error?.message === "string" ? [error.message] : []));
  const problem = messages.find((message) => message !== missing.description);
  const { title, description } = problem ? { title: "Please check the highlighted fields.", description: problem } : missing;
  toast.error(say(title), { description: say(description) });
}
