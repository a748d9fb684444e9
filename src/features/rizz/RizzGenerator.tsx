import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Sparkles } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { CONTEXT_MAX, INTERESTS_MAX, rizzInput, rizzMessages, VIBES, type RizzInput } from "../../shared/rizz.ts";
import { ApiError, api } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type { RizzResult } from "./responses.ts";
import type rizz from "./rizz.messages.en.ts";

/** The generator: what the person likes and the vibe in, openers out, one click to copy each. */
export default function RizzGenerator() {
  // What was typed stays after generating: the next try is usually a small change.
  const form = useForm({ resolver: zodResolver(rizzInput), defaultValues: { interests: "", vibe: "playful", context: "" } satisfies RizzInput });
  const [lines, setLines] = useState<string[]>([]);
  const t = useText<typeof rizz>();
  const say = useSentence();
  const locale = useLocale();

  const generate = form.handleSubmit(async (request) => {
    try {
      const result = await api.post<RizzResult>("/api/rizz/generate", { ...request, locale });
      setLines(result.pickupLines);
      toast.success(say(rizzMessages.generated.title), { description: say(rizzMessages.generated.description) });
    } catch (failure) {
      const description = failure instanceof ApiError && failure.status === 429 ? failure.message : rizzMessages.failed.description;
      toast.error(say(rizzMessages.failed.title), { description: say(description) });
    }
  }, showMissing);
  const generating = form.formState.isSubmitting;

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
      <form className="grid content-start gap-4 rounded-lg border bg-card p-6" onSubmit={generate} noValidate>
        <FormField label={t("generator.interests")} error={form.formState.errors.interests?.message} hint={t("generator.interests.hint")}>
          <Textarea rows={4} maxLength={INTERESTS_MAX} {...form.register("interests")} />
        </FormField>
        <FormField label={t("generator.vibe")}>
          <Select {...form.register("vibe")}>
            {VIBES.map((item) => (
              <option key={item} value={item}>
                {t(`generator.vibe.${item}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t("generator.context")} hint={t("generator.context.hint")}>
          <Input maxLength={CONTEXT_MAX} {...form.register("context")} />
        </FormField>
        <Button type="submit" disabled={generating}>
          <Sparkles aria-hidden /> {generating ? t("generator.submitting") : t("generator.submit")}
        </Button>
      </form>
      <section aria-labelledby="results-title" className="grid content-start gap-3 rounded-lg border bg-card p-6">
        <h2 id="results-title" className="text-xl font-bold text-secondary">
          {t("generator.results")}
        </h2>
        {lines.length === 0 ? (
          <p className="text-muted-foreground">{t("generator.empty")}</p>
        ) : (
          <ul aria-live="polite" className="grid gap-2">
            {lines.map((line) => (
              <li key={line}>
                <button type="button" onClick={() => void copy(line)} className="flex w-full items-start gap-2 rounded-md border p-3 text-left hover:bg-accent">
                  <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{line}</span>
                  <span className="sr-only">{t("generator.copy")}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
