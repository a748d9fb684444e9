import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { BUDGET_RANGES, floridaToday, PACKAGES, SERVICE_CATEGORIES } from "../../shared/bookings.ts";
import { formatCents } from "../../shared/format.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { bookingApi } from "./api.ts";
import type { SelectedPackageState } from "./PackageCard.tsx";
import { consultationForm, missingInformation, type ConsultationFormValues } from "./schema.ts";
import { SlotOptions } from "./SlotOptions.tsx";

export const meta = () => pageMeta("Request a Consultation", "Request a free consultation with the Wingmate team; we reply within 24 hours.");

export default function ContactPage() {
  const { user, profile } = useAuth();
  const state = (useLocation().state ?? {}) as Partial<SelectedPackageState> & { category?: string };
  const preselected = state.selectedPackage ? `${state.selectedPackage.name} (${state.selectedPackage.price}, ${state.selectedPackage.duration})` : null;
  const blank: ConsultationFormValues = {
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: profile?.phoneNumber ?? "",
    // A preselected package makes the request a "Custom Package" (§2).
    category: preselected ? "Custom Package" : (SERVICE_CATEGORIES.find((category) => category === state.category) ?? ""),
    budget: "",
    message: "",
    preferredDate: "",
    preferredTime: "",
    selectedPackage: preselected,
  };
  const form = useForm({ resolver: zodResolver(consultationForm), defaultValues: blank });
  const selectedPackage = form.watch("selectedPackage");
  const setSelectedPackage = (label: string | null) => form.setValue("selectedPackage", label);
  const fieldErrors = form.formState.errors;

  const showMissingInformation = () => toast.error(missingInformation.title, { description: missingInformation.description });
  const submit = form.handleSubmit(async (input) => {
    try {
      await bookingApi.consult(input);
      toast.success("Consultation Request Sent!", { description: "We'll get back to you within 24 hours to schedule your consultation." });
      form.reset({ ...blank, category: "", selectedPackage: null });
    } catch (error) {
      toast.error("Error", {
        description: error instanceof ApiError ? "Failed to send consultation request. Please try again." : "An unexpected error occurred. Please try again.",
      });
    }
  }, showMissingInformation);

  const { isSubmitting } = form.formState;
  return (
    <>
      <PageIntro title="Request a Consultation" lead="Tell us what you are looking for. We reply within 24 hours to schedule a free 30-minute consultation." />
      <form onSubmit={submit} noValidate className="mx-auto grid max-w-4xl gap-8 px-4 pb-12 sm:px-6">
        <section aria-labelledby="personal-title" className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-3">
          <h2 id="personal-title" className="text-xl font-bold text-secondary sm:col-span-3">
            Personal Information
          </h2>
          <FormField label="Full name *" error={fieldErrors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label="E-mail *" error={fieldErrors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Phone *" error={fieldErrors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
        </section>

        <section aria-labelledby="packages-title" className="rounded-lg border bg-card p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="packages-title" className="text-xl font-bold text-secondary">
              Available Packages
            </h2>
            {selectedPackage ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setSelectedPackage(null)}>
                Clear Selection
              </Button>
            ) : null}
          </div>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PACKAGES.map((item) => {
              const label = `${item.name} (${formatCents(item.priceCents)}, ${item.duration})`;
              const chosen = selectedPackage === label;
              return (
                <li key={item.name}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => setSelectedPackage(chosen ? null : label)}
                    className={cn("w-full rounded-lg border p-4 text-left hover:bg-accent", chosen && "border-2 border-primary bg-accent")}
                  >
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {formatCents(item.priceCents)} · {item.duration}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="request-title" className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
          <h2 id="request-title" className="text-xl font-bold text-secondary sm:col-span-2">
            Consultation Request
          </h2>
          <FormField label="Category">
            <Select {...form.register("category")}>
              <option value="">Choose a category</option>
              {SERVICE_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </Select>
          </FormField>
          <FormField label="Budget">
            <Select {...form.register("budget")}>
              <option value="">Choose a budget</option>
              {BUDGET_RANGES.map((budget) => (
                <option key={budget}>{budget}</option>
              ))}
            </Select>
          </FormField>
          <FormField label="Preferred date">
            <Input type="date" min={floridaToday()} {...form.register("preferredDate")} />
          </FormField>
          <FormField label="Preferred time">
            <Select {...form.register("preferredTime")}>
              <option value="">Any time</option>
              <SlotOptions />
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Message">
              <Textarea rows={5} placeholder="What would you like help with?" {...form.register("message")} />
            </FormField>
          </div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="sm:col-span-2">
            {isSubmitting ? "Sending..." : "Send Consultation Request"}
          </Button>
        </section>
      </form>
    </>
  );
}
