import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, Clock, GraduationCap, Megaphone, ShieldCheck, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { formatBusinessHours, formatCents } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { FRANCHISE_INVESTMENT_DOLLARS } from "../../shared/site.ts";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type words from "./franchise.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { FeatureSection } from "./blocks.tsx";
import { franchiseEnquiryInput, franchiseToasts, sendFranchiseEnquiry, type FranchiseEnquiryInput } from "../franchise/index.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { franchiseWords } from "./words.ts";

const investmentIn = (locale: Locale) => formatCents(FRANCHISE_INVESTMENT_DOLLARS * 100, locale);

export const meta = localizedPageMeta<typeof words>("franchise", (locale) => ({ investment: investmentIn(locale) }));

const BENEFITS = [
  { id: "model", icon: TrendingUp },
  { id: "training", icon: GraduationCap },
  { id: "brand", icon: Megaphone },
  { id: "safety", icon: ShieldCheck },
] as const;

const REQUIREMENTS = ["investment", "experience", "background", "code", "involvement"] as const;

/** /franchise: the pitch, the figures, and an enquiry form behind Start Your Journey and Apply Now. */
export default function FranchisePage() {
  const [open, setOpen] = useState(false);
  const t = useText<typeof words>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const investment = investmentIn(locale);
  const benefits = BENEFITS.map(({ id, icon }) => ({ icon, title: t(`benefit.${id}.title`), text: t(`benefit.${id}.text`) }));
  return (
    <>
      <section className="on-dark bg-gradient-to-br from-secondary via-secondary to-[#4a1530] text-secondary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-[#f3c98b]">{t("hero.kicker")}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-secondary-foreground/85">{t("hero.lead")}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button size="lg" onClick={() => setOpen(true)}>
              {t("hero.start")}
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link to={localized(paths.contact)}>{t("call.schedule")}</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="investment-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="grid items-center gap-8 rounded-lg border bg-card p-8 shadow-sm md:grid-cols-[auto_1fr]">
          <p className="font-display text-5xl font-bold text-primary">{investment}</p>
          <div>
            <h2 id="investment-title" className="text-2xl font-bold text-secondary">
              {t("investment.title")}
            </h2>
            <p className="mt-2 text-muted-foreground">{t("investment.text")}</p>
          </div>
        </div>
      </section>

      <FeatureSection id="benefits-title" title={t("benefits.title")} features={benefits} />

      <section aria-labelledby="requirements-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="requirements-title" className="text-3xl font-bold text-secondary">
            {t("requirements.title")}
          </h2>
          <ul className="mt-6 grid gap-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex gap-3">
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t(`requirement.${requirement}`, { investment })}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          <h2 className="text-2xl font-bold text-secondary">{t("team.title")}</h2>
          <p className="mt-2 text-muted-foreground">{t("team.text")}</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <Clock aria-hidden className="size-4 text-primary" />
            {t("team.hours", { hours: formatBusinessHours(locale) })}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setOpen(true)}>{t("team.apply")}</Button>
            <Button asChild variant="outline">
              <Link to={localized(paths.contact)}>{t("call.schedule")}</Link>
            </Button>
          </div>
        </div>
      </section>
      <EnquiryDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function EnquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<FranchiseEnquiryInput>({
    resolver: zodResolver(franchiseEnquiryInput),
    defaultValues: { name: "", email: "", phone: "", city: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof words>();
  const say = useSentence();
  const locale = useLocale();
  const submit = form.handleSubmit(async (values) => {
    try {
      await sendFranchiseEnquiry({ ...values, locale });
      toast.success(say(franchiseToasts.sent.title), { description: say(franchiseToasts.sent.description) });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      // What was typed stays in the form; the server's field messages show beside the fields.
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof FranchiseEnquiryInput, { message });
      toast.error(say(franchiseToasts.failed.title), { description: say(error instanceof ApiError ? error : franchiseToasts.failed.description) });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>{t("enquiry.title")}</DialogTitle>
        <DialogDescription>{t("enquiry.description")}</DialogDescription>
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <FormField label={t("enquiry.name")} error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label={t("enquiry.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("enquiry.phone")} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label={t("enquiry.city")} error={errors.city?.message}>
            <Input autoComplete="address-level2" {...form.register("city")} />
          </FormField>
          <FormField label={t("enquiry.message")} error={errors.message?.message}>
            <Textarea rows={4} {...form.register("message")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("enquiry.sending") : t("enquiry.send")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const handle: PageHandle = { words: [franchiseWords] };
