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
import type { RizzResult } from "./responses.ts";

/** The generator: what the person likes and the vibe in, openers out, one click to copy each. */
export default function RizzGenerator() {
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
                <button type="button" onClick={() => void copy(line)} className="flex w-full items-start gap-2 rounded-md border p-3 text-left hover:bg-accent">
                  <Copy aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                  <span>{line}</span>
                  <span className="sr-only">(copy)</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The spec's "Missing Information" toast; the message also stays under the field. */
function showMissing(errors: FieldErrors<RizzInput>) {
  const description = errors.interests?.message ?? errors.context?.message ?? rizzMessages.missing.description;
  toast.error(rizzMessages.missing.title, { description });
}
