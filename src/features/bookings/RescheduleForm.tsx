import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { floridaToday, lastBookableDate } from "../../shared/bookings.ts";
import { formatDateTime } from "../../shared/format.ts";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { bookingApi, slotAvailabilityOptions } from "./queries.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useBookingWords } from "./booking-words.ts";
import { rescheduleForm, type BookingView, type RescheduleFormValues } from "./schema.ts";
import { ClientSlotOptions } from "./SlotOptions.tsx";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A new date and time for a booking, offering only the companion's free slots. `onDone` gets the moved
 * booking, or null when the client keeps the current time. A guest passes the token of their mailed link.
 */
export default function RescheduleForm({
  booking,
  token,
  onDone,
}: {
  booking: BookingView;
  token: string | null;
  onDone: (booking: BookingView | null) => void;
}) {
  const words = useBookingWords();
  const { t } = words;
  const say = useSentence();
  const blank: RescheduleFormValues = { date: "", time: "" };
  const form = useForm({ resolver: zodResolver(rescheduleForm), defaultValues: blank });
  const [date, time] = useWatch({ control: form.control, name: ["date", "time"] });
  const availability = useQuery({
    ...slotAvailabilityOptions(booking.companion.id, date, booking.sessionType),
    enabled: DATE.test(date),
  });

  const save = form.handleSubmit(async (values) => {
    try {
      const { booking: moved } = await bookingApi.reschedule(booking.id, values.date, values.time, token);
      const session = words.session.name(moved.sessionType);
      toast.success(t("reschedule.moved"), { description: t("reschedule.movedText", { session, when: formatDateTime(moved.startsAt, words.locale) }) });
      onDone(moved);
    } catch (failure) {
      // Said here, in the page's language: the field shows it as it is.
      const message = say(failure instanceof ApiError ? failure : "error.unexpected");
      form.setError("time", { message });
      toast.error(t("reschedule.notChanged"), { description: message });
    }
  });
  const saving = form.formState.isSubmitting;
  return (
    <form className="mt-4 grid gap-4 rounded-md border p-4 sm:grid-cols-2" aria-label={t("reschedule.label")} onSubmit={save} noValidate>
      <FormField label={t("reschedule.date")} error={form.formState.errors.date?.message}>
        <Input type="date" min={floridaToday()} max={lastBookableDate()} {...form.register("date")} />
      </FormField>
      <FormField label={t("reschedule.time")} error={form.formState.errors.time?.message}>
        <Select disabled={!date} {...form.register("time")}>
          <option value="">{t("form.chooseTime")}</option>
          <ClientSlotOptions date={date} slots={availability.data} />
        </Select>
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={!date || !time || saving}>
          {saving ? t("reschedule.saving") : t("reschedule.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={saving} onClick={() => onDone(null)}>
          {t("reschedule.keep")}
        </Button>
      </div>
    </form>
  );
}
