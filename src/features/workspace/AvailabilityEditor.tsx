import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useForm, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { clockLabel, describeRanges, MAX_BUFFER_MINUTES, minutesOf, WEEKDAYS } from "../../shared/availability.ts";
import { formatLongDate } from "../../shared/format.ts";
import { errorMessage } from "../../web/lib/form-errors.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Select } from "../../web/ui/input.tsx";
import { Tip } from "../../web/ui/tooltip.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { workspaceApi, type AvailabilityEndpoint } from "./queries.ts";
import { availabilityExceptionInput, weeklyAvailabilityInput, type CompanionAvailability, type WeeklyAvailabilityInput } from "./schema.ts";

const BUFFERS = [0, 15, 30, 45, 60, 90, MAX_BUFFER_MINUTES];
/** A "YYYY-MM-DD" Florida date for people (read at noon, so no zone moves it to the day before). */
const dayLabel = (date: string) => formatLongDate(`${date}T12:00:00Z`);

/**
 * Weekly hours, buffer and time off for one companion, in Florida time. The companion's workspace and the
 * back office both use it; `endpoint` says whose. Sessions already booked are never cancelled by a change.
 */
export function AvailabilityEditor({
  endpoint,
  availability,
  today,
  onChange,
}: {
  endpoint: AvailabilityEndpoint;
  availability: CompanionAvailability;
  /** Today in Florida, the first day time off may start: the server's, where the editor is part of the page's HTML. */
  today: string;
  onChange: (availability: CompanionAvailability) => void;
}) {
  return (
    <div className="grid gap-6">
      <WeeklyHoursForm endpoint={endpoint} availability={availability} today={today} onChange={onChange} />
      <TimeOffSection endpoint={endpoint} availability={availability} today={today} onChange={onChange} />
    </div>
  );
}

function WeeklyHoursForm({ endpoint, availability, onChange }: Parameters<typeof AvailabilityEditor>[0]) {
  const form = useForm({
    resolver: zodResolver(weeklyAvailabilityInput),
    values: { weeklyHours: availability.weeklyHours, bufferMinutes: availability.bufferMinutes } satisfies WeeklyAvailabilityInput,
  });
  const save = form.handleSubmit(
    async (input) => {
      try {
        onChange(await workspaceApi.saveWeekly(endpoint, input));
        toast.success("Hours saved", { description: "Only times inside these hours can be booked from now on." });
      } catch (error) {
        toast.error("Hours not saved", { description: errorMessage(error) });
      }
    },
    () => toast.error("Hours not saved", { description: "Please fix the highlighted days." }),
  );
  const dayErrors = form.formState.errors.weeklyHours;
  return (
    <form onSubmit={save} noValidate aria-labelledby="weekly-hours-title" className="grid gap-3 rounded-lg border bg-card p-5">
      <div>
        <h3 id="weekly-hours-title" className="text-lg font-bold text-secondary">
          Weekly hours
        </h3>
        <p className="text-sm text-muted-foreground">Florida time. Sessions start and end inside these hours; a day with no hours is a day off.</p>
      </div>
      <ol className="grid gap-2">
        {WEEKDAYS.map((weekday, day) => (
          <DayRow
            key={weekday}
            day={day}
            control={form.control}
            register={form.register}
            setValue={form.setValue}
            error={dayErrors?.[day]?.message ?? dayErrors?.[day]?.root?.message}
          />
        ))}
      </ol>
      <FormField label="Free time between sessions" hint="Kept free before and after each booking.">
        <Select className="sm:w-48" {...form.register("bufferMinutes", { valueAsNumber: true })}>
          {BUFFERS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? "None" : `${minutes} minutes`}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting || !form.formState.isDirty} className="justify-self-start">
        {form.formState.isSubmitting ? "Saving..." : "Save Hours"}
      </Button>
    </form>
  );
}

function DayRow({
  day,
  control,
  register,
  setValue,
  error,
}: {
  day: number;
  control: Control<WeeklyAvailabilityInput>;
  register: UseFormRegister<WeeklyAvailabilityInput>;
  setValue: UseFormSetValue<WeeklyAvailabilityInput>;
  error?: string;
}) {
  // Plain setValue rather than useFieldArray: the ranges have no identity of their own, and react-hook-form's
  // field-array code would otherwise join the chunk every form page loads.
  const ranges = useWatch({ control, name: `weeklyHours.${day}` }) ?? [];
  const setRanges = (next: typeof ranges) => setValue(`weeklyHours.${day}`, next, { shouldDirty: true, shouldValidate: true });
  const weekday = WEEKDAYS[day];
  return (
    <li className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr]" aria-label={weekday}>
      <div>
        <p className="font-semibold">{weekday}</p>
        <p className="text-xs text-muted-foreground">{describeRanges(ranges)}</p>
      </div>
      <div className="grid gap-2">
        {ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <label className="sr-only" htmlFor={`day-${day}-${index}-start`}>
              {weekday} range {index + 1} from
            </label>
            <Select id={`day-${day}-${index}-start`} className="w-32" {...register(`weeklyHours.${day}.${index}.start`)}>
              <TimeOptions times={START_TIMES} current={range.start} />
            </Select>
            <span aria-hidden>to</span>
            <label className="sr-only" htmlFor={`day-${day}-${index}-end`}>
              {weekday} range {index + 1} until
            </label>
            <Select id={`day-${day}-${index}-end`} className="w-32" {...register(`weeklyHours.${day}.${index}.end`)}>
              <TimeOptions times={END_TIMES} current={range.end} />
            </Select>
            <Tip label="Remove these hours">
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setRanges(ranges.filter((__, position) => position !== index))}
                aria-label={`Remove ${weekday} range ${index + 1}`}
              >
                <Trash2 aria-hidden />
              </Button>
            </Tip>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setRanges([...ranges, { start: "18:00", end: "24:00" }])}>
            <Plus aria-hidden /> Add hours
          </Button>
          {ranges.length > 0 ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => setRanges([])}>
              Day off
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}

const clockValue = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** Every half hour from midnight to 23:30: the start of a range. */
const START_TIMES = Array.from({ length: 48 }, (_, index) => clockValue(index * 30));
/** Every half hour from 00:30 to midnight: the end of a range. */
const END_TIMES = Array.from({ length: 48 }, (_, index) => clockValue((index + 1) * 30));

/**
 * The times a range may start or end at, each written as the day's hours are described ("6:30 PM", "midnight"):
 * one format across the editor. A time saved off the half hour stays offered, so opening the form changes nothing.
 */
function TimeOptions({ times, current }: { times: readonly string[]; current: string }) {
  const offered = times.includes(current) || !current ? times : [...times, current].sort((a, b) => minutesOf(a) - minutesOf(b));
  return offered.map((time) => (
    <option key={time} value={time}>
      {clockLabel(time)}
    </option>
  ));
}

function TimeOffSection({ endpoint, availability, today, onChange }: Parameters<typeof AvailabilityEditor>[0]) {
  const form = useForm({ resolver: zodResolver(availabilityExceptionInput), defaultValues: { startsOn: "", endsOn: "", ranges: [], note: "" } });
  const add = form.handleSubmit(async (input) => {
    try {
      onChange(await workspaceApi.addTimeOff(endpoint, input));
      form.reset();
      toast.success("Time off added", { description: "Those dates can no longer be booked. Sessions already booked stay: see them marked above." });
    } catch (error) {
      toast.error("Time off not added", { description: errorMessage(error) });
    }
  });
  const remove = useMutation({
    mutationFn: (id: string) => workspaceApi.removeTimeOff(endpoint, id),
    onSuccess: (next) => {
      onChange(next);
      toast.success("Time off removed");
    },
    onError: (error) => toast.error("Time off not removed", { description: errorMessage(error) }),
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="time-off-title" className="grid gap-3 rounded-lg border bg-card p-5">
      <h3 id="time-off-title" className="text-lg font-bold text-secondary">
        Time off
      </h3>
      {availability.exceptions.length === 0 ? (
        <p className="text-sm text-muted-foreground">No time off planned.</p>
      ) : (
        <ul className="grid gap-2">
          {availability.exceptions.map((exception) => (
            <li key={exception.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm">
              <span>
                <strong>
                  {dayLabel(exception.startsOn)}
                  {exception.endsOn !== exception.startsOn ? ` – ${dayLabel(exception.endsOn)}` : ""}
                </strong>
                {" · "}
                {exception.ranges.length === 0 ? "Off all day" : describeRanges(exception.ranges)}
                {exception.note ? ` · ${exception.note}` : ""}
              </span>
              <Button type="button" size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(exception.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-3" aria-label="Add time off">
        <FormField label="First day" error={errors.startsOn?.message}>
          <Input type="date" min={today} {...form.register("startsOn")} />
        </FormField>
        <FormField label="Last day" error={errors.endsOn?.message}>
          <Input type="date" min={today} {...form.register("endsOn")} />
        </FormField>
        <FormField label="Note (optional)" error={errors.note?.message}>
          <Input maxLength={200} placeholder="e.g. Holiday" {...form.register("note")} />
        </FormField>
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting} className="justify-self-start sm:col-span-3">
          Add Time Off
        </Button>
      </form>
    </section>
  );
}
