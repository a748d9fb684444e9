import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { CalendarClock, Lock } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type FieldErrors, type Path } from "react-hook-form";
import { toastInvalidForm } from "../../web/lib/form-errors.ts";
import { Link, redirect, useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router";
import {
  floridaToday,
  HOLD_MINUTES,
  isByRequest,
  lastBookableDate,
  PAYMENT_REQUEST_DAYS,
  SESSION_TYPES,
  sessionTypeIdOf,
  type SessionTypeId,
} from "../../shared/bookings.ts";
import { formatCalendarDay, formatCents, formatDateTime } from "../../shared/format.ts";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { companionPath, PACKAGE_PARAM, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import type { Said } from "../../shared/i18n/catalog.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type marketing from "../../web/content/marketing.messages.en.ts";
import type booking from "./booking.messages.en.ts";
import { useSessionWords } from "./session-words.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { bookingApi, bookingCompanionOptions, openDaysOptions, slotAvailabilityKey, slotAvailabilityOptions } from "./queries.ts";
import { OpenDays } from "./OpenDays.tsx";
import { bookingForm, missingInformation, type BookingFormSubmission, type BookingFormValues, type BookingView, type ConsultationInput } from "./schema.ts";
import { ClientSlotOptions } from "./SlotOptions.tsx";
import { holdDeadline } from "./booking-labels.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { marketingWords } from "../../web/content/words.ts";
import { bookingWords } from "./words.ts";

export const meta = localizedPageMeta<typeof booking>("booking");

/**
 * The companion as the booking page may show it (the name only when the viewer may see the profile), and the
 * server's clock for the form's date limits. A companion the site does not show leads to the list of wing women.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const companion = await pageContextOf(context).services.bookings.companion(id);
  if (!companion) throw redirect(pathInLocale(paths.wingWomen, localeOfPath(new URL(request.url).pathname)));
  return { now: Date.now(), queries: pageQueries(answer(bookingCompanionOptions(id), companion)) };
}

export default function BookingPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const { now } = useLoaderData<typeof loader>();
  const companion = useQuery(bookingCompanionOptions(id));
  const t = useText<typeof booking>();
  // The catalogue's name when the viewer may see the profile; the link's `name` otherwise (§2).
  const name = companion.data?.companion.name ?? params.get("name") ?? t("yourCompanion");
  // A package's Book button names the package: the form opens with it chosen.
  const preselected = sessionTypeIdOf(params.get(PACKAGE_PARAM));
  return <BookingFormView companionId={id} companionName={name} now={now} preselected={preselected} />;
}

type SessionType = (typeof SESSION_TYPES)[number];

/** "Transformation Journey ($25,000, 30 days)": how the request names the package to the team, as the contact page does. */
const packageLabel = (type: SessionType) => `${type.label} (${type.priceCents === null ? "price to agree" : formatCents(type.priceCents)}, ${type.duration})`;

/** Special requests and the place, as one message for the team. */
function requestMessage(values: BookingFormSubmission): string {
  return [values.specialRequests.trim(), values.location.trim() ? `Location: ${values.location.trim()}` : ""].filter(Boolean).join("\n\n");
}

/** 128 random bits as hex (getRandomValues works on plain-http pages too, unlike randomUUID). */
const newRequestKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The consultation payload's field names, as the booking form calls them. */
const fieldOf: Record<string, Path<BookingFormValues>> = { name: "fullName", preferredDate: "date", preferredTime: "time", message: "specialRequests" };

function BookingFormView({
  companionId,
  companionName,
  now,
  preselected,
}: {
  companionId: string;
  companionName: string;
  now: number;
  preselected: SessionTypeId | null;
}) {
  const { user, profile } = useAuth();
  const queryClient = useQueryClient();
  const t = useText<typeof booking>();
  const policy = useText<typeof marketing>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const session = useSessionWords();
  const blank: BookingFormValues = {
    fullName: user?.name ?? "",
    email: user?.email ?? "",
    phone: profile?.phoneNumber ?? "",
    sessionType: preselected ?? "",
    date: "",
    time: "",
    location: "",
    specialRequests: "",
  };
  const form = useForm({ resolver: zodResolver(bookingForm), defaultValues: blank });
  const errors = form.formState.errors;
  const [confirmed, setConfirmed] = useState<{ when: string; label: string; manageUrl: string; heldUntil: string | null } | null>(null);
  // One key per booking made with this form: a double click or a retry gets the booking it already made back.
  const requestKey = useRef<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // The account may load after the form (a direct visit): fill what the client has not typed yet.
  useEffect(() => {
    if (!user) return;
    const current = form.getValues();
    if (!current.fullName) form.setValue("fullName", user.name);
    if (!current.email) form.setValue("email", user.email);
    if (!current.phone && profile?.phoneNumber) form.setValue("phone", profile.phoneNumber);
  }, [user, profile, form]);
  const [date, sessionTypeId] = useWatch({ control: form.control, name: ["date", "sessionType"] });
  const chosenType = SESSION_TYPES.find((type) => type.id === sessionTypeId);
  const byRequest = chosenType ? isByRequest(chosenType.id) : false;
  // A package arranged by request takes a preferred start only: the times are those of a one-hour session.
  const slotsFor = chosenType && !byRequest ? chosenType.id : "";
  const availability = useQuery({
    ...slotAvailabilityOptions(companionId, date, slotsFor),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const open = useQuery({ ...openDaysOptions(companionId, slotsFor), enabled: Boolean(chosenType) && !byRequest });
  const openDays = new Set(open.data?.openDays ?? []);
  const nextOpenDay = open.data?.openDays.find((day) => day > date);
  // A day the calendar knows has no free time says so, rather than a list of greyed-out times.
  const dayWithoutTimes = !byRequest && open.data !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && !openDays.has(date);
  const chooseDay = (day: string) => form.setValue("date", day, { shouldValidate: true });

  const explainInvalid = (errors: FieldErrors) => toastInvalidForm(errors, missingInformation, say);
  const showError = (description: Said | ApiError) => toast.error(t("error.toast"), { description: say(description) });
  const showServerFieldErrors = (fields: Record<string, string>) => {
    for (const [field, message] of Object.entries(fields)) form.setError(fieldOf[field] ?? (field as Path<BookingFormValues>), { message });
  };

  /** A multi-day or custom package: a request to the team (phone required), then the form starts over. */
  const sendRequest = async (values: BookingFormSubmission, type: SessionType) => {
    const request: ConsultationInput = {
      name: values.fullName,
      email: values.email,
      phone: values.phone,
      category: "Custom Package",
      selectedPackage: packageLabel(type),
      message: requestMessage(values),
      preferredDate: values.date || undefined,
      preferredTime: values.time || undefined,
      companionId,
      sessionType: type.id,
      locale,
    };
    try {
      await bookingApi.consult(request);
      toast.success(t("requestSent.title"), { description: t("requestSent.description") });
      setConfirmed(null);
      form.reset(blank);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) showServerFieldErrors(error.fields);
      showError(error instanceof ApiError ? t("error.consultation") : "error.unexpected");
    }
  };

  /** A session booked at once: a paid one goes to the payment page; the free consultation is held or confirmed. */
  const book = async (values: BookingFormSubmission) => {
    try {
      requestKey.current ??= newRequestKey();
      const created = await bookingApi.create({ ...values, companionId, locale, requestKey: requestKey.current });
      if (created.checkoutUrl) {
        // The slot is held while the client pays; what was typed stays in case they come back.
        setRedirecting(true);
        window.location.assign(created.checkoutUrl);
        return;
      }
      showConfirmed(created.booking, created.manageUrl);
    } catch (error) {
      if (error instanceof ApiError && error.code === "slot_taken") {
        const taken = t("error.slotTakenText", { name: companionName });
        form.setError("time", { message: taken });
        toast.error(t("error.slotTaken"), { description: taken });
        void queryClient.invalidateQueries({ queryKey: slotAvailabilityKey(companionId) });
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        showServerFieldErrors(error.fields);
        showError(error);
      } else if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
        // The server's reason says what to do (one free consultation at a time, too many attempts).
        showError(error);
      } else {
        showError(error instanceof ApiError ? t("error.booking") : "error.unexpected");
      }
    }
  };

  /** A free session is confirmed at once for a verified account; otherwise it is held until the mailed link confirms it. */
  const showConfirmed = (booked: BookingView, manageUrl: string) => {
    const when = formatDateTime(booked.startsAt, locale);
    const label = session.name(booked.sessionType);
    const heldUntil = booked.status === "pending" && booked.holdExpiresAt ? holdDeadline(booked.holdExpiresAt, new Date(), locale) : null;
    if (heldUntil) toast.success(t("held.title"), { description: t("held.description", { session: label }) });
    else toast.success(t("confirmed.title"), { description: t("confirmed.description", { session: label, name: companionName, when }) });
    setConfirmed({ when, label, manageUrl, heldUntil });
    requestKey.current = null;
    form.reset(blank);
  };

  const submit = form.handleSubmit((values) => {
    const type = SESSION_TYPES.find((item) => item.id === values.sessionType);
    return type && isByRequest(type.id) ? sendRequest(values, type) : book(values);
  }, explainInvalid);

  const { isSubmitting } = form.formState;
  const busy = isSubmitting || redirecting;
  const buttonText = redirecting
    ? t("submit.redirecting")
    : byRequest
      ? isSubmitting
        ? t("submit.sending")
        : t("submit.request")
      : isSubmitting
        ? t("submit.booking")
        : t("submit.book");
  const paidNow = chosenType && !byRequest && (chosenType.priceCents ?? 0) > 0;

  return (
    <>
      <PageIntro title={t("title")} lead={t("with", { name: companionName })}>
        <p className="mt-3">
          <Link to={localized(companionPath(companionId))} className="font-semibold text-primary hover:underline">
            {t("backToProfile")}
          </Link>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        {confirmed ? (
          <p role="status" className="mb-6 rounded-lg border border-green-700/40 bg-green-50 p-4 text-green-900">
            {confirmed.heldUntil
              ? t("held", { session: confirmed.label, name: companionName, when: confirmed.when, deadline: confirmed.heldUntil })
              : t("booked", { session: confirmed.label, name: companionName, when: confirmed.when })}{" "}
            <Link to={confirmed.manageUrl} className="font-semibold underline">
              {t("manage")}
            </Link>
            {user ? (
              <>
                {" · "}
                <Link to={localized(paths.myBookings)} className="font-semibold underline">
                  {t("myBookings")}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
          <FormField label={t("form.fullName")} error={errors.fullName?.message}>
            <Input autoComplete="name" {...form.register("fullName")} />
          </FormField>
          <FormField label={t("form.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label={byRequest ? t("form.phoneRequired") : t("form.phoneOptional")} error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label={t("form.companion")}>
            <Input value={companionName} readOnly />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t("form.sessionType")} error={errors.sessionType?.message}>
              {/* Its value in the markup too: the page is drawn with the package chosen. */}
              <Select defaultValue={blank.sessionType} {...form.register("sessionType")}>
                <option value="">{t("form.chooseSession")}</option>
                {SESSION_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {session.name(type.id)} · {session.duration(type.id)} · {session.price(type.priceCents)}
                  </option>
                ))}
              </Select>
            </FormField>
            {/* Announced when a package that is arranged by request is chosen. */}
            <div aria-live="polite">
              {byRequest ? (
                <p className="mt-3 flex gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#5c3f0c]">
                  <CalendarClock aria-hidden className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <strong>{t("byRequest.label")}</strong> {policy("policy.byRequest", { paymentRequestDays: PAYMENT_REQUEST_DAYS })} {t("byRequest.phone")}
                  </span>
                </p>
              ) : null}
            </div>
          </div>
          {chosenType && !byRequest && open.data ? (
            <div className="sm:col-span-2">
              <OpenDays openDays={openDays} chosen={date} onChoose={chooseDay} first={floridaToday(new Date(now))} last={lastBookableDate(new Date(now))} />
              {open.data.openDays.length === 0 ? <p className="mt-2 text-sm text-muted-foreground">{t("days.noneAhead")}</p> : null}
            </div>
          ) : null}
          <FormField label={byRequest ? t("form.preferredDate") : t("form.date")} error={errors.date?.message}>
            <Input type="date" min={floridaToday(new Date(now))} max={byRequest ? undefined : lastBookableDate(new Date(now))} {...form.register("date")} />
          </FormField>
          <div>
            <FormField
              label={byRequest ? t("form.preferredTime") : t("form.time")}
              error={errors.time?.message}
              hint={dayWithoutTimes ? undefined : date ? t("form.timeHint", { name: companionName }) : t("form.chooseDateFirst")}
            >
              <Select disabled={!date || dayWithoutTimes} {...form.register("time")}>
                <option value="">{t("form.chooseTime")}</option>
                <ClientSlotOptions date={date} slots={availability.data} />
              </Select>
            </FormField>
            <div aria-live="polite">
              {dayWithoutTimes ? (
                <p className="mt-2 text-sm">
                  {t("days.noTimes", { day: formatCalendarDay(date, locale) })}{" "}
                  {nextOpenDay ? (
                    <Button type="button" variant="link" className="h-auto whitespace-normal p-0 text-left" onClick={() => chooseDay(nextOpenDay)}>
                      {t("days.nextOpen", { day: formatCalendarDay(nextOpenDay, locale) })}
                    </Button>
                  ) : null}
                </p>
              ) : null}
            </div>
          </div>
          <div className="sm:col-span-2">
            <FormField label={t("form.location")}>
              <Input placeholder={t("form.locationPlaceholder")} {...form.register("location")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label={t("form.requests")}>
              <Textarea rows={3} {...form.register("specialRequests")} />
            </FormField>
          </div>
          <div className="grid gap-1 rounded-md bg-muted p-4 sm:col-span-2">
            <p className="text-lg font-semibold" aria-live="polite">
              {chosenType ? t("total", { price: session.price(chosenType.priceCents) }) : t("total.choose")}
              {byRequest && chosenType?.priceCents !== null ? <span className="font-normal text-muted-foreground">{t("total.agreed")}</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">{byRequest ? t("nothingNow") : policy("policy.payment", { holdMinutes: HOLD_MINUTES })}</p>
          </div>
          <p className="text-sm text-muted-foreground sm:col-span-2">{policy("policy.cancellation")}</p>
          <Button type="submit" size="lg" disabled={busy} className="sm:col-span-2">
            {paidNow && !busy ? <Lock aria-hidden /> : null}
            {buttonText}
          </Button>
          <p role="status" className="sr-only">
            {redirecting ? t("submit.redirecting") : ""}
          </p>
        </form>
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [marketingWords, bookingWords] };
