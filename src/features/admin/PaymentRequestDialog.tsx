import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ComponentProps } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { floridaToday, PAYMENT_REQUEST_DAYS, SESSION_TYPES, type SessionTypeId } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { bookingApi, slotAvailabilityOptions } from "../bookings/index.ts";
import { paymentRequestInput, type PaymentRequestInput } from "../bookings/index.ts";
import { messageOf } from "./actions.ts";
import { adminKey, adminQueries } from "./queries.ts";
import { Loading } from "./controls.tsx";
import type { AdminConsultation } from "../bookings/index.ts";
import { SlotOptions } from "../bookings/index.ts";

/** A free consultation is never paid for: the payment request offers the paid packages. */
const PACKAGES = SESSION_TYPES.filter((type) => type.id !== "consultation");
const priceOf = (id: string) => PACKAGES.find((type) => type.id === id)?.priceCents ?? null;

/** The request's values, prefilled from what the client asked for. */
function prefill(consultation: AdminConsultation): PaymentRequestInput {
  const sessionType = PACKAGES.find((type) => type.id === consultation.sessionType)?.id;
  return {
    companionId: consultation.companionId ?? "",
    sessionType: (sessionType ?? "") as SessionTypeId,
    date: consultation.preferredDate ?? "",
    time: consultation.preferredTime ?? "",
    amountCents: (sessionType ? priceOf(sessionType) : null) ?? 0,
    location: "",
  };
}

/** "Send payment request" on a consultation row: opens the form in a dialog. */
export function PaymentRequestButton({ consultation, again = false }: { consultation: AdminConsultation; again?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={again ? "outline" : "default"}
        className="h-auto min-h-8 whitespace-normal py-1 text-left"
        onClick={() => setOpen(true)}
        aria-label={`${again ? "Send a new payment request" : "Send payment request"} to ${consultation.name}`}
      >
        {again ? "Send a new payment request" : "Send payment request"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
          <DialogTitle className="pr-6">Send payment request</DialogTitle>
          <DialogDescription>
            {consultation.name} ({consultation.email}) gets an e-mail with a secure payment link. The companion's time is held for {PAYMENT_REQUEST_DAYS} days;
            the booking is confirmed when it is paid.
          </DialogDescription>
          {/* Mounted while open only: every opening starts from the client's request again. */}
          <PaymentRequestForm consultation={consultation} onSent={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function PaymentRequestForm({ consultation, onSent }: { consultation: AdminConsultation; onSent: () => void }) {
  const companions = useQuery(adminQueries.companions());
  if (companions.isPending) return <Loading what="companions" />;
  if (companions.isError)
    return (
      <p role="alert" className="mt-4 text-sm text-destructive">
        {messageOf(companions.error)}
      </p>
    );
  const options = companions.data.companions.map((companion) => ({
    id: companion.id,
    label: `${companion.name} (#${companion.id})${companion.hidden ? " · hidden" : ""}`,
  }));
  return <RequestFields consultation={consultation} companions={options} onSent={onSent} />;
}

function RequestFields({
  consultation,
  companions,
  onSent,
}: {
  consultation: AdminConsultation;
  companions: { id: string; label: string }[];
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<PaymentRequestInput, unknown, z.output<typeof paymentRequestInput>>({
    resolver: zodResolver(paymentRequestInput),
    defaultValues: prefill(consultation),
  });
  const { errors, isSubmitting } = form.formState;
  const [companionId, date] = useWatch({ control: form.control, name: ["companionId", "date"] });
  // Which hours the companion is already booked that day: marked in the list (the server has the last word).
  const availability = useQuery({
    ...slotAvailabilityOptions(companionId, date, ""),
    enabled: companionId !== "" && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const booked = new Set(availability.data?.unavailable ?? []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { booking } = await bookingApi.paymentRequest(consultation.id, values);
      toast.success("Payment request sent", {
        description: `${consultation.email} has until ${booking.holdExpiresAt ? formatDateTime(booking.holdExpiresAt) : `${PAYMENT_REQUEST_DAYS} days from now`} to pay ${formatCents(values.amountCents)}.`,
      });
      await queryClient.invalidateQueries({ queryKey: adminKey });
      onSent();
    } catch (error) {
      // What was typed stays; the server's reasons show beside the fields they concern.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof PaymentRequestInput, { message });
        if (error.code === "slot_taken") form.setError("time", { message: error.message });
      }
      toast.error("Payment request not sent", { description: messageOf(error) });
    }
  });

  return (
    <form className="mt-4 grid items-start gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <div className="sm:col-span-2">
        <FormField label="Companion" error={errors.companionId?.message}>
          <Select {...form.register("companionId")}>
            <option value="">Choose a companion</option>
            {companions.map((companion) => (
              <option key={companion.id} value={companion.id}>
                {companion.label}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField label="Package" error={errors.sessionType?.message}>
          <Select
            {...form.register("sessionType", {
              // A package comes with its list price; the admin may change it to what was agreed.
              onChange: (event: { target: { value: string } }) => {
                const price = priceOf(event.target.value);
                if (price !== null) form.setValue("amountCents", price, { shouldValidate: form.formState.isSubmitted });
              },
            })}
          >
            <option value="">Choose a package</option>
            {PACKAGES.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label} ({type.priceCents === null ? "price on request" : formatCents(type.priceCents)} · {type.duration})
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Date (Florida time)" error={errors.date?.message}>
        <Input type="date" min={floridaToday()} {...form.register("date")} />
      </FormField>
      <FormField label="Start time" error={errors.time?.message}>
        <Select {...form.register("time")}>
          <option value="">Choose a time</option>
          <SlotOptions taken={booked} takenMark=" (booked)" disableTaken={false} />
        </Select>
      </FormField>
      <Controller
        control={form.control}
        name="amountCents"
        render={({ field, fieldState }) => (
          <FormField label="Amount (USD)" hint="The package price; change it to what you agreed." error={fieldState.error?.message}>
            <DollarsInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} inputRef={field.ref} />
          </FormField>
        )}
      />
      <FormField label="Location (optional)" error={errors.location?.message}>
        <Input maxLength={200} placeholder="To agree with the client" {...form.register("location")} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send payment request"}
        </Button>
      </div>
    </form>
  );
}

/** Cents -> what the dollar box shows: "25000", "199.5". */
const dollarsText = (cents: number) => (cents > 0 ? String(cents / 100) : "");
/** What was typed -> cents; anything unreadable counts as 0 (the schema then asks for at least $1). */
const centsOf = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ""));
  return text.trim() === "" || !Number.isFinite(value) ? 0 : Math.round(value * 100);
};

/** An amount typed in dollars, kept in the form as integer cents. */
function DollarsInput({
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  ...labelling
}: { value: number; onChange: (cents: number) => void; onBlur: () => void; name: string; inputRef: (element: HTMLInputElement | null) => void } & Pick<
  ComponentProps<"input">,
  "id" | "aria-invalid" | "aria-describedby"
>) {
  const [text, setText] = useState(dollarsText(value));
  // A new package sets a new price from outside: show it unless it is what the admin is typing.
  const shown = centsOf(text) === value ? text : dollarsText(value);
  return (
    <div className="relative">
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        $
      </span>
      <Input
        {...labelling}
        ref={inputRef}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        className="pl-7"
        value={shown}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(centsOf(event.target.value));
        }}
      />
    </div>
  );
}
