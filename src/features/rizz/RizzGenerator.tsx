import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useActionData, useFetcher } from "react-router";
import { CONTEXT_MAX, INTERESTS_MAX, rizzInput, rizzMessages, VIBES, type RizzInput } from "../../shared/rizz.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useAppStarted } from "../../web/lib/use-app-started.ts";
import type { RizzGeneration } from "./page-services.ts";
import type rizz from "./rizz.messages.en.ts";

/** What the page's action answers: what was typed, and the openers or why there are none. */
export interface RizzAnswer {
  typed: { interests: string; vibe: string; context: string };
  outcome: RizzGeneration;
}

const EMPTY_FORM = { interests: "", vibe: "playful", context: "" } satisfies RizzInput;

/** The form as it was posted (an unknown vibe falls back to the default), or empty. */
function formValuesOf(typed: RizzAnswer["typed"] | undefined): RizzInput {
  if (!typed) return EMPTY_FORM;
  const vibe = VIBES.find((item) => item === typed.vibe) ?? EMPTY_FORM.vibe;
  return { interests: typed.interests, vibe, context: typed.context };
}

/**
 * The generator: what the person likes and the vibe in, openers out, one click to copy each. The form posts
 * to the page's action, so it works before the app has started too (the page then shows the answer); once
 * the app runs, it checks the form first and posts without leaving the page.
 */
export default function RizzGenerator() {
  const posted = useActionData<RizzAnswer>();
  const fetcher = useFetcher<RizzAnswer>();
  // What was typed stays after generating: the next try is usually a small change.
  const typed = formValuesOf(posted?.typed);
  const form = useForm({ resolver: zodResolver(rizzInput), defaultValues: typed });
  const t = useText<typeof rizz>();
  const say = useSentence();
  useAnswerToasts(fetcher.data);

  const generate = form.handleSubmit((input) => fetcher.submit({ ...EMPTY_FORM, ...input }, { method: "post" }), showMissing);
  const generating = fetcher.state !== "idle";
  const outcome = (fetcher.data ?? posted)?.outcome;
  const lines = outcome?.kind === "lines" ? outcome.pickupLines : [];
  const started = useAppStarted();
  // The spec's "Rizz Generated!" toast, said in the page when it was posted without the app (no app to toast).
  const postedLines = !fetcher.data && posted?.outcome.kind === "lines";
  // Shown under the field when the page was posted without the app (the app shows its own check there).
  const postedProblem = !fetcher.data && posted && posted.outcome.kind !== "lines" ? say(posted.outcome.message) : undefined;

  const copy = async (line: string) => {
    try {
      await navigator.clipboard.writeText(line);
      toast.success(say(rizzMessages.copied.title), { description: say(rizzMessages.copied.description) });
    } catch {
      toast.error(say(rizzMessages.copyFailed.title), { description: say(rizzMessages.copyFailed.description) });
    }
  };

  /** The spec's "Missing Information" toast; the message also stays under the field. */
  function showMissing(errors: FieldErrors<RizzInput>) {
    const description = errors.interests?.message ?? errors.context?.message ?? rizzMessages.missing.description;
    toast.error(say(rizzMessages.missing.title), { description: say(description) });
  }

  return (
    <>
      <fetcher.Form method="post" className="grid content-start gap-4 rounded-lg border bg-card p-6" onSubmit={generate} noValidate>
        <FormField label={t("generator.interests")} error={form.formState.errors.interests?.message ?? postedProblem} hint={t("generator.interests.hint")}>
          {/* The values also in the markup: a page posted without the app shows what was typed. */}
          <Textarea rows={4} maxLength={INTERESTS_MAX} defaultValue={typed.interests} {...form.register("interests")} />
        </FormField>
        <FormField label={t("generator.vibe")}>
          <Select defaultValue={typed.vibe} {...form.register("vibe")}>
            {VIBES.map((item) => (
              <option key={item} value={item}>
                {t(`generator.vibe.${item}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("generator.context")} hint={t("generator.context.hint")}>
          <Input maxLength={CONTEXT_MAX} defaultValue={typed.context} {...form.register("context")} />
        </FormField>
        <Button type="submit" disabled={generating}>
          <Sparkles aria-hidden /> {generating ? t("generator.submitting") : t("generator.submit")}
        </Button>
      </fetcher.Form>
      <section aria-labelledby="results-title" className="grid content-start gap-3 rounded-lg border bg-card p-6">
        <h2 id="results-title" className="text-xl font-bold text-secondary">
          {t("generator.results")}
        </h2>
        {postedLines ? (
          <p role="status" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
            <strong>{say(rizzMessages.generated.title)}</strong> {say(rizzMessages.generated.description)}
          </p>
        ) : null}
        {lines.length === 0 ? (
          <p className="text-muted-foreground">{t("generator.empty")}</p>
        ) : (
          <ul aria-live="polite" className="grid gap-2">
            {lines.map((line) => (
              <li key={line}>
                {/* A copy button only once the app can copy; until then (or without script) the line is text to select. */}
                {started ? (
                  <button
                    type="button"
                    onClick={() => void copy(line)}
                    className="flex w-full items-start gap-2 rounded-md border p-3 text-left hover:bg-accent"
                  >
                    <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{line}</span>
                    <span className="sr-only">{t("generator.copy")}</span>
                  </button>
                ) : (
                  <p className="rounded-md border p-3">{line}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The spec's toasts for each answer the app asked for: "Rizz Generated!", or "Generation Failed" with the reason. */
function useAnswerToasts(answer: RizzAnswer | undefined) {
  const say = useSentence();
  const shown = useRef<RizzAnswer | undefined>(undefined);
  useEffect(() => {
    if (!answer || shown.current === answer) return;
    shown.current = answer;
    const { outcome } = answer;
    if (outcome.kind === "lines") toast.success(say(rizzMessages.generated.title), { description: say(rizzMessages.generated.description) });
    else if (outcome.kind === "invalid") toast.error(say(rizzMessages.missing.title), { description: say(outcome.message) });
    else toast.error(say(rizzMessages.failed.title), { description: say(outcome.message) });
  }, [answer, say]);
}
