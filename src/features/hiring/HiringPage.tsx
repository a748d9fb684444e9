import { useEffect, useRef, useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError, api } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import {
  AGE_RANGES,
  COMMUNICATION_STYLES,
  hiringApplicationForm,
  hiringMessages,
  MAX_TRAITS,
  RELATIONSHIP_STATUSES,
  SOCIAL_MEDIA_COMFORT,
  TRAITS,
  TRANSPORTATION,
  WEEKLY_AVAILABILITY,
  WORK_AREAS,
  type HiringApplicationFormValues,
} from "./schema.ts";

export const meta = () =>
  pageMeta(
    "Join Our Team",
    "Apply to become a Wingmate wing woman or wing man: flexible, well-paid social companionship work across South Florida for people 21 and over.",
  );

/** Redirect home this long after a successful application (§9: 3000 ms). */
const REDIRECT_DELAY_MS = 3000;
const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;

type Form = Required<HiringApplicationFormValues>;
const LABELS: Record<string, string> = {
  single: "Single",
  dating: "Dating",
  relationship: "In a relationship",
  married: "Married",
  flexible: "Flexible",
  "own-car": "Own car",
  rideshare: "Rideshare",
  "public-transport": "Public transport",
  walking: "Walking",
  "need-driver": "Need a driver",
  combination: "A combination",
  direct: "Direct",
  gentle: "Gentle",
  humorous: "Humorous",
  analytical: "Analytical",
  empathetic: "Empathetic",
  expert: "Expert",
  comfortable: "Comfortable",
  basic: "Basic",
  learning: "Learning",
};
const label = (value: string) => LABELS[value] ?? value;

export default function HiringPage() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(hiringApplicationForm),
    defaultValues: {
      name: "",
      age: "",
      phone: "",
      email: "",
      relationshipStatus: "",
      areasToWork: [],
      weeklyAvailability: "",
      transportationMethod: "",
      experience: "",
      motivation: "",
      personalityTraits: [],
      communicationStyle: "",
      socialMediaComfort: "",
      scenario1: "",
      scenario2: "",
      headshotUrl: "",
      backgroundCheck: false,
      terms: false,
    } satisfies Form,
  });
  const errors = form.formState.errors;
  const [areas, traits] = useWatch({ control: form.control, name: ["areasToWork", "personalityTraits"] });
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);

  const toggleTrait = (trait: (typeof TRAITS)[number]) => {
    if (traits.includes(trait))
      return form.setValue(
        "personalityTraits",
        traits.filter((item) => item !== trait),
      );
    if (traits.length >= MAX_TRAITS) return toast.error(hiringMessages.tooManyTraits);
    form.setValue("personalityTraits", [...traits, trait]);
  };
  const toggleArea = (area: (typeof WORK_AREAS)[number]) =>
    form.setValue("areasToWork", areas.includes(area) ? areas.filter((item) => item !== area) : [...areas, area], {
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      await api.post("/api/hiring/applications", values);
      toast.success(hiringMessages.submitted);
      redirect.current = setTimeout(() => navigate(paths.home), REDIRECT_DELAY_MS);
    } catch (error) {
      // Everything typed stays in the form.
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : hiringMessages.failed);
      setSubmitting(false);
    }
  }, toastFirstProblem);

  const select = (name: keyof Form, title: string, options: readonly string[]) => (
    <FormField label={title}>
      <Select {...form.register(name)}>
        <option value="">Choose</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </Select>
    </FormField>
  );

  return (
    <>
      <PageIntro
        title="Join Our Team"
        lead="Become a Wingmate wing woman or wing man in South Florida. Companions are 21+ independent contractors; the work is strictly non-sexual."
      />
      <form onSubmit={submit} noValidate className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 pb-12 sm:px-6">
        <Section title="Basic Information">
          <FormField label="Full name *" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          {select("age", "Age range *", AGE_RANGES)}
          <FormField label="Phone *" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label="E-mail *" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          {select("relationshipStatus", "Relationship status", RELATIONSHIP_STATUSES)}
        </Section>
        <Section title="Work Preferences">
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-medium">Areas where you can work *</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WORK_AREAS.map((area) => (
                <label key={area} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                  <input type="checkbox" checked={areas.includes(area)} onChange={() => toggleArea(area)} /> {area}
                </label>
              ))}
            </div>
            <FieldProblem message={errors.areasToWork?.message} />
          </fieldset>
          {select("weeklyAvailability", "Weekly availability (hours) *", WEEKLY_AVAILABILITY)}
          {select("transportationMethod", "Transportation *", TRANSPORTATION)}
        </Section>
        <Section title="Experience & Qualifications">
          <div className="sm:col-span-2">
            <FormField label="Relevant experience *">
              <Textarea rows={3} {...form.register("experience")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Why do you want to join Wingmate? *">
              <Textarea rows={3} {...form.register("motivation")} />
            </FormField>
          </div>
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-medium">
              Personality traits *{" "}
              <span className="text-muted-foreground">
                Selected {traits.length}/{MAX_TRAITS}
              </span>
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {TRAITS.map((trait) => (
                <button
                  key={trait}
                  type="button"
                  aria-pressed={traits.includes(trait)}
                  onClick={() => toggleTrait(trait)}
                  className={cn(
                    "rounded-full border px-3 py-1 text-sm",
                    traits.includes(trait) ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                  )}
                >
                  {trait}
                </button>
              ))}
            </div>
          </fieldset>
          {select("communicationStyle", "Communication style *", COMMUNICATION_STYLES)}
          {select("socialMediaComfort", "Social media comfort *", SOCIAL_MEDIA_COMFORT)}
        </Section>
        <Section title="Scenario Questions">
          <div className="sm:col-span-2">
            <FormField label="A client freezes when you introduce them to a group. What do you do? *">
              <Textarea rows={3} {...form.register("scenario1")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="A conversation is going well for your client. How do you step back? *">
              <Textarea rows={3} {...form.register("scenario2")} />
            </FormField>
          </div>
        </Section>
        <Section title="Professional Headshot">
          <HeadshotPicker onUploaded={(token) => form.setValue("headshotUrl", token)} />
        </Section>
        <Section title="Legal & Agreements">
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-1" {...form.register("backgroundCheck")} />I consent to a background check. *
          </label>
          <FieldProblem message={errors.backgroundCheck?.message} />
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input type="checkbox" className="mt-1" {...form.register("terms")} />
            <span>
              I accept the{" "}
              <Link to={paths.terms} target="_blank" rel="noopener" className="font-semibold text-primary underline">
                terms and conditions
              </Link>{" "}
              and confirm I am 21 or older. *
            </span>
          </label>
          <FieldProblem message={errors.terms?.message} />
        </Section>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? "Submitting Application..." : "Submit Application"}
        </Button>
      </form>
    </>
  );
}

/** The spec reports a failed submit as one toast: the first problem, in the form's order. */
function toastFirstProblem(errors: FieldErrors<HiringApplicationFormValues>) {
  const first = Object.values(errors).find((error) => error?.message);
  toast.error(first?.message ?? hiringMessages.failed);
}

function FieldProblem({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm text-destructive sm:col-span-2">
      {message}
    </p>
  ) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 grid-cols-1 gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
      <h2 id={id} className="text-xl font-bold text-secondary sm:col-span-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

function HeadshotPicker({ onUploaded }: { onUploaded: (token: string) => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) return toast.error("Please select an image file");
    if (file.size > HEADSHOT_MAX_BYTES) return toast.error("Image size must be less than 5MB");
    setProgress(0);
    try {
      const { headshotUrl } = await uploadFile<{ headshotUrl: string }>("/api/hiring/headshot", file, setProgress);
      onUploaded(headshotUrl);
      setPreview(URL.createObjectURL(file));
      toast.success("Headshot uploaded successfully!");
    } catch (error) {
      toast.error(error instanceof ApiError ? `Failed to upload image: ${error.message}` : "Failed to upload image. Please try again.");
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
      {preview ? <img src={preview} alt="Your headshot" className="size-24 rounded-lg object-cover" /> : null}
      <label className="grid gap-1 text-sm font-medium">
        Upload a recent headshot (an image, under 5 MB)
        <input type="file" accept="image/*" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      </label>
      {progress !== null ? <progress max={100} value={progress} aria-label="Upload progress" /> : null}
    </div>
  );
}
