import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldErrors } from "react-hook-form";
import { toastInvalidForm } from "../../web/lib/form-errors.ts";
import { useLoaderData, useLocation } from "react-router";
import { BUDGET_RANGES, floridaToday, MINIMUM_NOTICE_HOURS, PACKAGES, SERVICE_CATEGORIES } from "../../shared/bookings.ts";
import { formatCents } from "../../shared/format.ts";
import { PACKAGE_PARAM } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { SERVICES } from "../../web/content/services.tsx";
import type marketing from "../../web/content/marketing.messages.en.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import type booking from "./booking.messages.en.ts";
import { useSessionWords } from "./session-words.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { bookingApi } from "./queries.ts";
import { selectedPackageOf } from "./PackageCard.tsx";
import { consultationForm, missingInformation, type ConsultationFormValues } from "./schema.ts";
import { SlotOptions } from "./SlotOptions.tsx";
import type { PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";
import { bookingWords } from "./words.ts";

export const meta = localizedPageMeta<typeof booking>("contact");

/** The server's clock: the earliest preferred date is today in Florida as the server counts it, in its HTML and in the browser alike. */
export const loader = () => ({ now: Date.now() });

/** A consultation category in words: the services' names, and the custom package's. */
const CATEGORY_WORDS = new Map<string, keyof typeof marketing>([
  ...SERVICES.map(({ id, category }) => [category, `service.${id}.title`] as const),
  ["Custom Package", "package.custom.name"],
]);

export default function ContactPage() {
  const { user, profile } = useAuth();
  const t = useText<typeof booking>();
  const words = useText<typeof marketing>();
  const session = useSessionWords();
  const say = useSentence();
  const locale = useLocale();
  const { now } = useLoaderData<typeof loader>();
  const location = useLocation();
  // The services' Book buttons say which service in the navigation's state: it only chooses the form's value.
  const state = (location.state ?? {}) as { category?: string };
  const inAddress = PACKAGES.find((item) => item.id === new URLSearchParams(location.search).get(PACKAGE_PARAM));
  const chosen = inAddress ? selectedPackageOf(inAddress) : undefined;
  const preselected = chosen ? `${chosen.name} (${chosen.price}, ${chosen.duration})` : null;
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
  const preferredDate = form.watch("preferredDate") ?? "";
  const setSelectedPackage = (label: string | null) => form.setValue("selectedPackage", label);
  const fieldErrors = form.formState.errors;

  const explainInvalid = (errors: FieldErrors) => toastInvalidForm(errors, missingInformation, say);
  const submit = form.handleSubmit(async (input) => {
    try {
      await bookingApi.consult({ ...input, locale });
      toast.success(t("requestSent.title"), { description: t("requestSent.description") });
      form.reset({ ...blank, category: "", selectedPackage: null });
    } catch (error) {
      toast.error(t("error.toast"), {
        description: error instanceof ApiError ? t("error.consultation") : say("error.unexpected"),
      });
    }
  }, explainInvalid);

  const { isSubmitting } = form.formState;
  return (
    <>
      <PageIntro title={t("contact.title")} lead={t("contact.lead")} />
      <form onSubmit={submit} noValidate className="mx-auto grid max-w-4xl gap-8 px-4 pb-12 sm:px-6">
        <section aria-labelledby="personal-title" className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-3">
          <h2 id="personal-title" className="text-xl font-bold text-secondary sm:col-span-3">
            {t("contact.personal")}
          </h2>
          <FormField label={t("contact.name")} error={fieldErrors.name?.message}>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label={t("contact.email")} error={fieldErrors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={t("contact.phone")} error={fieldErrors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
        </section>

        <section aria-labelledby="packages-title" className="rounded-lg border bg-card p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="packages-title" className="text-xl font-bold text-secondary">
              {t("contact.packages")}
            </h2>
            {selectedPackage ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => setSelectedPackage(null)}>
                {t("contact.packages.clear")}
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
                    <span className="block font-semibold">{session.name(item.id)}</span>
                    <span className="block text-sm text-muted-foreground">
                      {formatCents(item.priceCents, locale)} · {session.duration(item.id)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="request-title" className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
          <h2 id="request-title" className="text-xl font-bold text-secondary sm:col-span-2">
            {t("contact.request")}
          </h2>
          <FormField label={t("contact.category")}>
            <Select {...form.register("category")}>
              <option value="">{t("contact.category.choose")}</option>
              {SERVICE_CATEGORIES.map((category) => {
                const name = CATEGORY_WORDS.get(category);
                return (
                  <option key={category} value={category}>
                    {name ? words(name) : category}
                  </option>
                );
              })}
            </Select>
          </FormField>
          <FormField label={t("contact.budget")}>
            <Select {...form.register("budget")}>
              <option value="">{t("contact.budget.choose")}</option>
              {BUDGET_RANGES.map((budget) => (
                <option key={budget}>{budget}</option>
              ))}
            </Select>
          </FormField>
          <FormField label={t("contact.date")} error={fieldErrors.preferredDate?.message}>
            <Input type="date" min={floridaToday(new Date(now))} {...form.register("preferredDate")} />
          </FormField>
          <FormField label={t("contact.time")} error={fieldErrors.preferredTime?.message}>
            <Select {...form.register("preferredTime")}>
              <option value="">{t("contact.time.any")}</option>
              <SlotOptions date={preferredDate} tooSoonMark={t("form.tooSoon", { hours: MINIMUM_NOTICE_HOURS })} />
            </Select>
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t("contact.message")}>
              <Textarea rows={5} placeholder={t("contact.message.placeholder")} {...form.register("message")} />
            </FormField>
          </div>
          <Button type="submit" size="lg" disabled={isSubmitting} className="sm:col-span-2">
            {isSubmitting ? t("submit.sending") : t("contact.send")}
          </Button>
        </section>
      </form>
    </>
  );
}

export const handle: PageHandle = { words: [marketingWords, bookingWords] };
