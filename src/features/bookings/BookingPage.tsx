import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link, Navigate, useParams, useSearchParams } from "react-router";
import { floridaToday, POLICY_TEXT, SESSION_TYPES, slotLabel, TIME_SLOTS } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../account/AuthProvider.tsx";
import { bookingApi } from "./api.ts";
import { bookingInput, missingInformation } from "./schema.ts";

export const meta = () => pageMeta("Book a Session", "Book a session with a Wingmate companion.");

interface BookingForm {
  fullName: string;
  email: string;
  phone: string;
  sessionType: string;
  date: string;
  time: string;
  location: string;
  specialRequests: string;
}

const selectClass = "h-10 w-full rounded-md border border-input bg-card px-3 text-sm";
const priceLabel = (cents: number | null) => (cents === null ? "NA" : formatCents(cents));

export default function BookingPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const companion = useQuery({ queryKey: ["booking", "companion", id], queryFn: ({ signal }) => bookingApi.companion(id, signal), retry: false });
  if (companion.error instanceof ApiError && companion.error.status === 404) return <Navigate to={paths.wingWomen} replace />;
  // The catalogue's name when the viewer may see the profile; the link's `name` otherwise (§2).
  const name = companion.data?.companion.name ?? params.get("name") ?? "your companion";
  return <BookingFormView companionId={id} companionName={name} />;
}

function BookingFormView({ companionId, companionName }: { companionId: string; companionName: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const blank: BookingForm = { fullName: user?.name ?? "", email: user?.email ?? "", phone: "", sessionType: "", date: "", time: "", location: "", specialRequests: "" };
  const form = useForm<BookingForm>({ defaultValues: blank });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState<{ when: string; label: string } | null>(null);
  const [date, sessionTypeId] = useWatch({ control: form.control, name: ["date", "sessionType"] });
  const availability = useQuery({
    queryKey: ["booking", "availability", companionId, date],
    queryFn: ({ signal }) => bookingApi.availability(companionId, date, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const unavailable = new Set(availability.data?.unavailable ?? []);
  const chosenType = SESSION_TYPES.find((type) => type.id === sessionTypeId);

  const submit = form.handleSubmit(async (values) => {
    const parsed = bookingInput.safeParse({ ...values, companionId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      toast.error(missingInformation.title, { description: missingInformation.description });
      return;
    }
    setErrors({});
    try {
      const { booking } = await bookingApi.create(parsed.data);
      const when = formatDateTime(booking.startsAt);
      toast.success("Booking Confirmed!", { description: `Your ${booking.sessionLabel} with ${companionName} is booked for ${when}.` });
      setConfirmed({ when, label: booking.sessionLabel });
      form.reset(blank);
    } catch (error) {
      if (error instanceof ApiError && error.code === "slot_taken") {
        toast.error("That time is taken", { description: error.message });
        void queryClient.invalidateQueries({ queryKey: ["booking", "availability", companionId] });
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        toast.error("Error", { description: error.message });
      } else {
        toast.error("Error", { description: error instanceof ApiError ? "Failed to submit booking. Please try again." : "An unexpected error occurred. Please try again." });
      }
    }
  });

  return (
    <>
      <PageIntro title="Book a Session" lead={`With ${companionName}`}>
        <p className="mt-3">
          <Link to={companionPath(companionId)} className="font-semibold text-primary hover:underline">
            ← Back to Profile
          </Link>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        {confirmed ? (
          <p role="status" className="mb-6 rounded-lg border border-green-700/40 bg-green-50 p-4 text-green-900">
            Booked: {confirmed.label} with {companionName}, {confirmed.when}. A confirmation with a calendar invitation is on its way.{" "}
            {user ? (
              <Link to={paths.myBookings} className="font-semibold underline">
                See My Bookings
              </Link>
            ) : null}
          </p>
        ) : null}
        <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
          <FormField label="Full name *" error={errors.fullName}>
            <Input autoComplete="name" {...form.register("fullName")} />
          </FormField>
          <FormField label="E-mail *" error={errors.email}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField label="Phone (optional)" error={errors.phone}>
            <Input type="tel" autoComplete="tel" {...form.register("phone")} />
          </FormField>
          <FormField label="Companion">
            <Input value={companionName} readOnly />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Session type *" error={errors.sessionType}>
              <select className={selectClass} {...form.register("sessionType")}>
                <option value="">Choose a session</option>
                {SESSION_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.label} · {type.duration} · {priceLabel(type.priceCents)}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField label="Date *" error={errors.date}>
            <Input type="date" min={floridaToday()} {...form.register("date")} />
          </FormField>
          <FormField label="Time (Florida time) *" error={errors.time} hint={date ? "Greyed-out times are taken or too soon." : "Choose a date first."}>
            <select className={selectClass} disabled={!date} {...form.register("time")}>
              <option value="">Choose a time</option>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot} disabled={unavailable.has(slot)}>
                  {slotLabel(slot)}
                  {unavailable.has(slot) ? " (unavailable)" : ""}
                </option>
              ))}
            </select>
          </FormField>
          <div className="sm:col-span-2">
            <FormField label="Location">
              <Input placeholder="A public venue, e.g. a café in Brickell" {...form.register("location")} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <FormField label="Special requests">
              <Textarea rows={3} {...form.register("specialRequests")} />
            </FormField>
          </div>
          <p className="text-lg font-semibold sm:col-span-2" aria-live="polite">
            Total price: {chosenType ? priceLabel(chosenType.priceCents) : "choose a session"}
          </p>
          <p className="text-sm text-muted-foreground sm:col-span-2">{POLICY_TEXT}</p>
          <Button type="submit" size="lg" disabled={form.formState.isSubmitting} className="sm:col-span-2">
            {form.formState.isSubmitting ? "Booking..." : "Book Session"}
          </Button>
        </form>
      </div>
    </>
  );
}

