import { Copy, Sparkles } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { CONTEXT_MAX, INTERESTS_MAX, rizzInput, rizzMessages, VIBES, type RizzInput } from "../../shared/rizz.ts";
import type { RizzResult } from "./responses.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError, api } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";

export const meta = () =>
  pageMeta(
    "Rizz Generator",
    "A free, unlimited generator of respectful, personal conversation openers: tell it about the person and the vibe, and get lines worth saying.",
  );

const TIPS = [
  "Read the room: a line is an invitation to talk, not a performance.",
  "Make it yours: change a word or two so it sounds like you.",
  "Listen to the answer: the follow-up question matters more than the opener.",
];

export default function RizzPage() {
  // What was typed stays after generating: the next try is usually a small change.
  const form = useForm({ resolver: zodResolver(rizzInput), defaultValues: { interests: "", vibe: "playful", context: "" } satisfies RizzInput });
  const [lines, setLines] = useState<string[]>([]);

  const generate = form.handleSubmit(async (request) => {
    try {
      const result = await api.post<RizzResult>("/api/rizz/generate", request);
      setLines(result.pickupLines);
      toast.success(rizzMessages.generated.title, { description: rizzMessages.generated.description });
    } catch (failure) {
      const description = failure instanceof ApiError && failure.status === 429 ? failure.message : rizzMessages.failed.description;
      toast.error(rizzMessages.failed.title, { description });
    }
  }, showMissing);
  const generating = form.formState.isSubmitting;

  const copy = async (line: string) => {
    try {
      await navigator.clipboard.writeText(line);
      toast.success(rizzMessages.copied.title, { description: rizzMessages.copied.description });
    } catch {
      toast.error(rizzMessages.copyFailed.title, { description: rizzMessages.copyFailed.description });
    }
  };

  return (
    <>
      <PageIntro title="Rizz Generator" lead="Free and unlimited: conversation openers made for the person you want to meet." />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
        <form className="grid content-start gap-4 rounded-lg border bg-card p-6" onSubmit={generate} noValidate>
          <FormField label="Their Interests *" error={form.formState.errors.interests?.message} hint="For example: jazz, sailing, tacos">
            <Textarea rows={4} maxLength={INTERESTS_MAX} {...form.register("interests")} />
          </FormField>
          <FormField label="Conversation Vibe">
            <Select {...form.register("vibe")}>
              {VIBES.map((item) => (
                <option key={item} value={item}>
                  {item.charAt(0).toUpperCase() + item.slice(1)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Situation/Context (optional)" hint="Where you are, e.g. a rooftop bar in Brickell">
            <Input maxLength={CONTEXT_MAX} {...form.register("context")} />
          </FormField>
          <Button type="submit" disabled={generating}>
            <Sparkles aria-hidden /> {generating ? "Generating Rizz..." : "Generate Pickup Lines"}
          </Button>
        </form>
        <section aria-labelledby="results-title" className="grid content-start gap-3 rounded-lg border bg-card p-6">
          <h2 id="results-title" className="text-xl font-bold text-secondary">
            Your lines
          </h2>
          {lines.length === 0 ? (
            <p className="text-muted-foreground">Your openers appear here. Click one to copy it.</p>
          ) : (
            <ul aria-live="polite" className="grid gap-2">
              {lines.map((line) => (
                <li key={line}>
                  <button
                    type="button"
                    onClick={() => void copy(line)}
                    className="flex w-full items-start gap-2 rounded-md border p-3 text-left hover:bg-accent"
                  >
                    <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                    <span>{line}</span>
                    <span className="sr-only">(copy)</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="respect-title" className="rounded-lg bg-accent/60 p-6 md:col-span-2">
          <h2 id="respect-title" className="text-lg font-bold text-secondary">
            Use it respectfully
          </h2>
          <p className="mt-1 text-sm">These are openers, not scripts. Be kind, take no for an answer, and keep it public and friendly.</p>
          <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-3">
            {TIPS.map((tip) => (
              <li key={tip}>• {tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/** The spec's "Missing Information" toast; the message also stays under the field. */
function showMissing(errors: FieldErrors<RizzInput>) {
  const description = errors.interests?.message ?? errors.context?.message ?? rizzMessages.missing.description;
  toast.error(rizzMessages.missing.title, { description });
}
