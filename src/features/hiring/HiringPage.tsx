import { useEffect, useRef, useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type words from "./hiring.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { submitApplication, uploadHeadshot } from "./queries.ts";
import {
  AGE_RANGES,
  COMMUNICATION_STYLES,
  hiringApplicationForm,
  hiringMessages,
  hiringProblems,
  MAX_TRAITS,
  RELATIONSHIP_STATUSES,
  SOCIAL_MEDIA_COMFORT,
  TRAITS,
  TRANSPORTATION,
  WEEKLY_AVAILABILITY,
  WORK_AREAS,
  type HiringApplicationFormValues,
} from "./schema.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { hiringWords } from "./words.ts";

export const meta = localizedPageMeta<typeof words>("hiring");

/** Redirect home this long after a successful application (§9: 3000 ms). */
const REDIRECT_DELAY_MS = 3000;
const HEADSHOT_MAX_BYTES = 5 * 1024 * 1024;

type Form = Required<Omit<HiringApplicationFormValues, "locale">>;
type Words = typeof words;

/** The options said in words (the catalog's "option.<value>"); age ranges and hours are numbers, the same in every language. */
const NAMED_OPTIONS = new Set<string>([...RELATIONSHIP_STATUSES, "flexible", ...TRANSPORTATION, ...COMMUNICATION_STYLES, ...SOCIAL_MEDIA_COMFORT]);

/** The form as it starts: empty, but for who a signed-in applicant is. */
const blankApplication = (account: {
  name?: string | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
}): HiringApplicationFormValues => ({
  name: account.name ?? "",
  age: "",
  phone: account.phone ?? "",
  email: account.email ?? "",
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
});

export default function HiringPage() {
  const navigate = useNavigate();
  const t = useText<Words>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { user, profile } = useAuth();
  const account = { name: user?.name, email: user?.email, phone: profile?.phoneNumber };
  const form = useForm({ resolver: zodResolver(hiringApplicationForm), defaultValues: blankApplication(account) });
  const errors = form.formState.errors;
  const [areas, traits] = useWatch({ control: form.control, name: ["areasToWork", "personalityTraits"] });
  const [submitting, setSubmitting] = useState(false);
  // A new picker (no preview) for each application sent.
  const [sentCount, setSentCount] = useState(0);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  // The account may load after the form (a direct visit): fill what the applicant has not typed yet.
  useEffect(() => {
    if (!user) return;
    const current = form.getValues();
    if (!current.name) form.setValue("name", user.name);
    if (!current.email) form.setValue("email", user.email);
    if (!current.phone && profile?.phoneNumber) form.setValue("phone", profile.phoneNumber);
  }, [user, profile, form]);

  const toggleTrait = (trait: (typeof TRAITS)[number]) => {
    if (traits.includes(trait))
      return form.setValue(
        "personalityTraits",
        traits.filter((item) => item !== trait),
      );
    if (traits.length >= MAX_TRAITS) return toast.error(say(hiringMessages.tooManyTraits));
    form.setValue("personalityTraits", [...traits, trait]);
  };
  const toggleArea = (area: (typeof WORK_AREAS)[number]) =>
    form.setValue("areasToWork", areas.includes(area) ? areas.filter((item) => item !== area) : [...areas, area], {
      shouldValidate: form.formState.isSubmitted,
    });

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      await submitApplication({ ...values, locale });
      toast.success(say(hiringMessages.submitted));
      // Sent: the form starts over (nothing left to send twice), then home (§4).
      form.reset(blankApplication(account));
      setSentCount((count) => count + 1);
      redirect.current = setTimeout(() => navigate(localized(paths.home)), REDIRECT_DELAY_MS);
    } catch (error) {
      // Everything typed stays in the form; the server's reasons stand under their fields.
      const refused = error instanceof ApiError && error.status === 400;
      if (refused) showServerFieldErrors(error, form.setError);
      toast.error(say(refused ? error : hiringMessages.failed));
    } finally {
      setSubmitting(false);
    }
  }, toastFirstProblem);

  /**
   * Each problem stands under its field; the toast says the first in the spec's order (§5 Hiring), as the spec's
   * one message did.
   */
  function toastFirstProblem(problems: FieldErrors<HiringApplicationFormValues>) {
    const first = hiringProblems(form.getValues())[0]?.message ?? Object.values(problems).find((problem) => problem?.message)?.message;
    toast.error(say(first ?? hiringMessages.failed));
  }

  const optionLabel = (option: string) => (NAMED_OPTIONS.has(option) ? t(`option.${option}` as keyof Words) : option);
  const select = (name: keyof Form, title: string, options: readonly string[]) => (
    <FormField label={title}>
      <Select {...form.register(name)}>
        <option value="">{t("choose")}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    </FormField>
  );

  return (
    <>
      <PageIntro title={t("hiring.title")} lead={t("hiring.lead")} />
      <form onSubmit={submit} noValidate className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 pb-12 sm:px-6">
        <Section id="basic" title={t("section.basic")}>
          <FormField label={t("application.name")} error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          {select("age", t("application.age"), AGE_RANGES)}
          <FormField label={t("application.phone")} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label={t("application.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          {select("relationshipStatus", t("application.relationshipStatus"), RELATIONSHIP_STATUSES)}
        </Section>
        <Section id="work" title={t("section.work")}>
          <fieldset className="min-w-0 sm:col-span-2" aria-describedby={errors.areasToWork ? "areas-problem" : undefined}>
            <legend className="text-sm font-medium">{t("application.areas")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {WORK_AREAS.map((area) => (
                <label key={area} className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm">
                  <input type="checkbox" checked={areas.includes(area)} onChange={() => toggleArea(area)} /> {t(`area.${area}`)}
                </label>
              ))}
            </div>
            <FieldProblem id="areas-problem" message={errors.areasToWork?.message} />
          </fieldset>
          {select("weeklyAvailability", t("application.weeklyAvailability"), WEEKLY_AVAILABILITY)}
          {select("transportationMethod", t("application.transportation"), TRANSPORTATION)}
        </Section>
        <Section id="experience" title={t("section.experience")}>
          <div className="sm:col-span-2">
            <FormField label={t("application.experience")}>
              <Textarea rows={3} {...form.register("experience")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label={t("application.motivation")}>
              <Textarea rows={3} {...form.register("motivation")} />
            </FormField>
          </div>
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-medium">
              {t("application.traits")}{" "}
              <span className="text-muted-foreground">{t("application.traits.count", { count: traits.length, max: MAX_TRAITS })}</span>
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
                  {t(`trait.${trait}`)}
                </button>
              ))}
            </div>
          </fieldset>
          {select("communicationStyle", t("application.communicationStyle"), COMMUNICATION_STYLES)}
          {select("socialMediaComfort", t("application.socialMediaComfort"), SOCIAL_MEDIA_COMFORT)}
        </Section>
        <Section id="scenarios" title={t("section.scenarios")}>
          <div className="sm:col-span-2">
            <FormField label={t("application.scenario1")}>
              <Textarea rows={3} {...form.register("scenario1")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label={t("application.scenario2")}>
              <Textarea rows={3} {...form.register("scenario2")} />
            </FormField>
          </div>
        </Section>
        <Section id="headshot" title={t("section.headshot")}>
          <HeadshotPicker key={sentCount} onUploaded={(token) => form.setValue("headshotUrl", token)} />
        </Section>
        <Section id="legal" title={t("section.legal")}>
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="mt-1"
              aria-invalid={errors.backgroundCheck ? true : undefined}
              aria-describedby={errors.backgroundCheck ? "background-check-problem" : undefined}
              {...form.register("backgroundCheck")}
            />
            {t("application.backgroundCheck")}
          </label>
          <FieldProblem id="background-check-problem" message={errors.backgroundCheck?.message} />
          <label className="flex items-start gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="mt-1"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "terms-problem" : undefined}
              {...form.register("terms")}
            />
            <span>
              <RichText<Words>
                id="application.terms"
                components={{ 0: <Link to={localized(paths.terms)} target="_blank" rel="noopener" className="font-semibold text-primary underline" /> }}
              />
            </span>
          </label>
          <FieldProblem id="terms-problem" message={errors.terms?.message} />
        </Section>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t("submitting") : t("submit")}
        </Button>
      </form>
    </>
  );
}

function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  const say = useSentence();
  return message ? (
    <p id={id} role="alert" className="text-sm text-destructive sm:col-span-2">
      {say(message)}
    </p>
  ) : null;
}

function Section({ id: sectionId, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `section-${sectionId}`;
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
  const t = useText<Words>();
  const say = useSentence();
  const upload = async (file: File) => {
    if (!file.type.startsWith("image/")) return toast.error(t("headshot.notImage"));
    if (file.size > HEADSHOT_MAX_BYTES) return toast.error(t("headshot.tooLarge"));
    setProgress(0);
    try {
      const { headshotUrl } = await uploadHeadshot(file, setProgress);
      onUploaded(headshotUrl);
      setPreview(URL.createObjectURL(file));
      toast.success(t("headshot.uploaded"));
    } catch (error) {
      toast.error(error instanceof ApiError ? t("headshot.failedBecause", { reason: say(error) }) : t("headshot.failed"));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
      {preview ? <img src={preview} alt={t("headshot.preview")} className="size-24 rounded-lg object-cover" /> : null}
      <label className="grid gap-1 text-sm font-medium">
        {t("headshot.pick")}
        <input type="file" accept="image/*" onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
      </label>
      {progress !== null ? <progress max={100} value={progress} aria-label={t("headshot.progress")} /> : null}
    </div>
  );
}

export const handle: PageHandle = { words: [hiringWords] };
