import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, Clock, GraduationCap, Megaphone, ShieldCheck, TrendingUp } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { formatBusinessHours, formatCents } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { FRANCHISE_INVESTMENT_DOLLARS } from "../../shared/site.ts";
import { api, ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { FeatureSection } from "./blocks.tsx";
import { franchiseEnquiryInput, franchiseToasts, type FranchiseEnquiryInput } from "../franchise/index.ts";

const INVESTMENT = formatCents(FRANCHISE_INVESTMENT_DOLLARS * 100);

export const meta = () =>
  pageMeta(
    "Own a Wingmate Franchise",
    `Bring Wingmate's social coaching and companionship service to your city: ${INVESTMENT} per city, with training, brand and booking platform included.`,
  );

const BENEFITS = [
  {
    icon: TrendingUp,
    title: "A proven model",
    text: "The booking platform, VIP membership and pricing that run Wingmate in South Florida, ready for your city.",
  },
  {
    icon: GraduationCap,
    title: "Training for your team",
    text: "Recruiting, background checks and our social-coaching method, taught to you and your first companions.",
  },
  { icon: Megaphone, title: "Brand and marketing", text: "The Wingmate name, launch campaign, local events programme and ongoing marketing support." },
  { icon: ShieldCheck, title: "Safety and compliance", text: "Our public-venues-only, strictly non-sexual standards, contracts and insurance guidance." },
] as const;

const REQUIREMENTS = [
  `${INVESTMENT} franchise investment per city, plus working capital for the first six months`,
  "Experience in hospitality, events, coaching or running a service business",
  "A clean background check, and the same checks for every companion (21+) you hire",
  "Commitment to the Wingmate code: public venues only, strictly non-sexual, respectful always",
  "Full-time involvement during launch; a local office or coworking base",
] as const;

/** /franchise: the pitch, the figures, and an enquiry form behind Start Your Journey and Apply Now. */
export default function FranchisePage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="bg-gradient-to-br from-secondary via-secondary to-[#4a1530] text-secondary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-[#f3c98b]">Franchise opportunity</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">Bring Wingmate to your city</h1>
          <p className="mt-6 max-w-2xl text-lg text-secondary-foreground/85">
            People everywhere want more confidence and better company on a night out. Open the Wingmate franchise in your city with our brand, platform and
            training behind you.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button size="lg" onClick={() => setOpen(true)}>
              Start Your Journey
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link to={paths.contact}>Schedule a Call</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="investment-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="grid items-center gap-8 rounded-lg border bg-card p-8 shadow-sm md:grid-cols-[auto_1fr]">
          <p className="font-display text-5xl font-bold text-primary">{INVESTMENT}</p>
          <div>
            <h2 id="investment-title" className="text-2xl font-bold text-secondary">
              Investment per city
            </h2>
            <p className="mt-2 text-muted-foreground">
              One fee for the exclusive rights to your city: the brand, the booking and membership platform, launch training and marketing support. No hidden
              costs; we walk you through the full budget on our first call.
            </p>
          </div>
        </div>
      </section>

      <FeatureSection id="benefits-title" title="What you get" features={BENEFITS} />

      <section aria-labelledby="requirements-title" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <div>
          <h2 id="requirements-title" className="text-3xl font-bold text-secondary">
            Requirements
          </h2>
          <ul className="mt-6 grid gap-3">
            {REQUIREMENTS.map((requirement) => (
              <li key={requirement} className="flex gap-3">
                <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          <h2 className="text-2xl font-bold text-secondary">Talk to our franchise team</h2>
          <p className="mt-2 text-muted-foreground">Tell us about yourself and your city. We answer every enquiry within 2 business days.</p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <Clock aria-hidden className="size-4 text-primary" />
            {formatBusinessHours()}, every day (Florida time)
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => setOpen(true)}>Apply Now</Button>
            <Button asChild variant="outline">
              <Link to={paths.contact}>Schedule a Call</Link>
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
  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post("/api/franchise-enquiries", values);
      toast.success(franchiseToasts.sent.title, { description: franchiseToasts.sent.description });
      form.reset();
      onOpenChange(false);
    } catch (error) {
      // What was typed stays in the form; the server's field messages show beside the fields.
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof FranchiseEnquiryInput, { message });
      toast.error(franchiseToasts.failed.title, { description: error instanceof ApiError ? error.message : franchiseToasts.failed.description });
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogTitle>Franchise enquiry</DialogTitle>
        <DialogDescription>Tell us where you would like to open Wingmate. We will call you within 2 business days.</DialogDescription>
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <FormField label="Full name" error={errors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label="City" error={errors.city?.message}>
            <Input autoComplete="address-level2" {...form.register("city")} />
          </FormField>
          <FormField label="Message (optional)" error={errors.message?.message}>
            <Textarea rows={4} {...form.register("message")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send Enquiry"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
