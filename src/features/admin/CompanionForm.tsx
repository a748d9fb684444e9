import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { type AdminCompanion, companionForm, type CompanionFormValues } from "../companions/index.ts";
import { CompactSelect } from "./controls.tsx";

export type CompanionDraft = CompanionFormValues;
type Gender = CompanionDraft["gender"];
/** The checked values: the id, and the companion as the catalogue's routes take it. */
export type CheckedCompanion = z.output<typeof companionForm>;

const LIST_FIELDS = ["specialties", "achievements", "personalityTraits", "languages", "interests"] as const;
const TEXT_FIELDS = [
  ["name", "Name"],
  ["location", "Location"],
  ["area", "Area"],
  ["responseTime", "Response time"],
  ["experience", "Experience"],
] as const;
const LIST_LABELS: Record<(typeof LIST_FIELDS)[number], string> = {
  specialties: "Specialties",
  achievements: "Achievements",
  personalityTraits: "Personality traits",
  languages: "Languages",
  interests: "Interests",
};

/** A new companion's starting values. Nobody is background checked until an admin says so. */
export const emptyDraft: CompanionDraft = {
  id: "",
  gender: "woman",
  name: "",
  age: "25",
  location: "",
  area: "",
  bio: "",
  fullBio: "",
  specialties: "",
  achievements: "",
  personalityTraits: "",
  languages: "English",
  interests: "",
  responseTime: "Within 2 hours",
  experience: "",
  backgroundChecked: false,
  bioEs: "",
  fullBioEs: "",
  achievementsEs: "",
};

/** What an empty Spanish field means, said under each. */
const SPANISH_HINT = "Leave empty to show the English on the Spanish pages, marked (in English).";

/** The next free id of the catalogue for a profile: one after the highest number (22 after 21, m7 after m6). */
export function nextCompanionId(companions: readonly Pick<AdminCompanion, "id">[], gender: Gender): string {
  const prefix = gender === "man" ? "m" : "";
  const pattern = gender === "man" ? /^m(\d+)$/ : /^(\d+)$/;
  const highest = Math.max(0, ...companions.map((companion) => Number(pattern.exec(companion.id)?.[1] ?? 0)));
  return `${prefix}${highest + 1}`;
}

/**
 * The catalogue editor's fields, checked with the catalogue's own rules: each problem under its field, what was
 * typed kept when saving fails. A new companion's id follows the profile chosen while it is the suggested one.
 */
export function CompanionForm({
  initial,
  isNew,
  submitLabel,
  savingLabel = "Saving...",
  suggestId,
  className,
  onSave,
  onClose,
}: {
  initial: CompanionDraft;
  isNew: boolean;
  submitLabel: string;
  savingLabel?: string;
  /** The id offered for a new companion of this profile. */
  suggestId?: (gender: Gender) => string;
  /** The grid's columns. */
  className?: string;
  /** Saves the checked values; a failure (an ApiError) is shown on the form. */
  onSave: (values: CheckedCompanion) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(companionForm), defaultValues: initial });
  const { errors, isSubmitting: saving } = form.formState;
  const gender = useWatch({ control: form.control, name: "gender" });
  const suggested = useRef(initial.id);
  useEffect(() => {
    if (!isNew || !suggestId) return;
    const next = suggestId(gender);
    // An id the admin typed stays as typed.
    if (form.getValues("id") === suggested.current) form.setValue("id", next, { shouldValidate: form.formState.isSubmitted });
    suggested.current = next;
  }, [gender, isNew, suggestId, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Not saved", { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form className={cn("grid items-start gap-3 md:grid-cols-2 xl:grid-cols-3", className)} onSubmit={(event) => void save(event)} noValidate>
      {isNew ? (
        <FormField label="Id (a number, or m7 for a wing man)" error={errors.id?.message}>
          <Input {...form.register("id")} required />
        </FormField>
      ) : null}
      <FormField label="Profile" error={errors.gender?.message}>
        <CompactSelect {...form.register("gender")}>
          <option value="woman">Wing woman</option>
          <option value="man">Wing man</option>
        </CompactSelect>
      </FormField>
      <FormField label="Age" error={errors.age?.message}>
        <Input type="number" min={21} max={80} {...form.register("age")} />
      </FormField>
      {TEXT_FIELDS.map(([field, label]) => (
        <FormField key={field} label={label} error={errors[field]?.message}>
          <Input {...form.register(field)} />
        </FormField>
      ))}
      {LIST_FIELDS.map((field) => (
        <FormField key={field} label={LIST_LABELS[field]} hint="Separate with commas." error={errors[field]?.message}>
          <Input {...form.register(field)} />
        </FormField>
      ))}
      <div className="col-span-full">
        <FormField label="Short bio (cards)" error={errors.bio?.message}>
          <Textarea rows={2} maxLength={240} {...form.register("bio")} />
        </FormField>
      </div>
      <div className="col-span-full">
        <FormField label="Short bio in Spanish" hint={SPANISH_HINT} error={errors.bioEs?.message}>
          <Textarea rows={2} maxLength={240} lang="es" {...form.register("bioEs")} />
        </FormField>
      </div>
      <div className="col-span-full">
        <FormField label="About me (profile page)" error={errors.fullBio?.message}>
          <Textarea rows={5} maxLength={2000} {...form.register("fullBio")} />
        </FormField>
      </div>
      <div className="col-span-full">
        <FormField label="About me in Spanish" hint={SPANISH_HINT} error={errors.fullBioEs?.message}>
          <Textarea rows={5} maxLength={2000} lang="es" {...form.register("fullBioEs")} />
        </FormField>
      </div>
      <div className="col-span-full">
        <FormField label="Achievements in Spanish" hint={`Separate with commas. ${SPANISH_HINT}`} error={errors.achievementsEs?.message}>
          <Input lang="es" {...form.register("achievementsEs")} />
        </FormField>
      </div>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("backgroundChecked")} />
        Background checked
      </label>
      <div className="col-span-full flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? savingLabel : submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </form>
  );
}
