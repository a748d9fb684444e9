import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { floridaToday, lastBookableDate, MINIMUM_NOTICE_HOURS } from "../../shared/bookings.ts";
import { formatDateTime } from "../../shared/format.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { Input, Select } from "../../web/ui/input.tsx";
import { bookingApi, SlotOptions, slotAvailabilityOptions, type AdminBooking } from "../bookings/index.ts";
import { useAdminAction } from "./actions.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Moves a session for a client who asked the team (by phone, by mail): the companion's free times only, the
 * client's own rules (24 hours ahead), and the client is mailed the new time.
 */
export function RescheduleForClient({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const slots = useQuery({ ...slotAvailabilityOptions(booking.companion.id, date, booking.sessionType), enabled: open && DATE.test(date) });
  const move = useAdminAction(() => bookingApi.adminReschedule(booking.id, date, time), {
    success: ({ booking: moved }) => ({ title: "Session moved", description: `${moved.fullName} is mailed the new time: ${formatDateTime(moved.startsAt)}.` }),
    failure: "Session not moved",
  });
  return (
    <>
      <Button size="sm" variant="outline" className="h-8 px-2" onClick={() => setOpen(true)} aria-label={`Reschedule ${booking.fullName}'s booking`}>
        Reschedule
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle className="pr-6 text-xl">Move {booking.fullName}&apos;s session</DialogTitle>
          <DialogDescription className="mt-2">
            {booking.sessionLabel} with {booking.companion.name}, now {formatDateTime(booking.startsAt)}. Only {booking.companion.name}&apos;s free times are
            offered; the client is mailed the new time.
          </DialogDescription>
          <form
            className="mt-4 grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              move.mutate(undefined, { onSuccess: () => setOpen(false) });
            }}
          >
            <label className="grid gap-1 text-sm font-medium">
              New date
              <Input
                type="date"
                required
                min={floridaToday()}
                max={lastBookableDate()}
                value={date}
                onChange={(event) => {
                  setDate(event.target.value);
                  setTime("");
                }}
              />
            </label>
            <label className="grid gap-1 text-sm font-medium">
              New time (Florida)
              <Select required disabled={!date} value={time} onChange={(event) => setTime(event.target.value)}>
                <option value="">Choose a time</option>
                <SlotOptions
                  taken={new Set(slots.data?.unavailable ?? [])}
                  date={date}
                  tooSoonMark={` (less than ${MINIMUM_NOTICE_HOURS} hours from now)`}
                  held={slots.data?.held}
                  heldMark={(minutes) => ` (held while someone pays: free again in ${minutes} min)`}
                />
              </Select>
            </label>
            <div className="mt-2 flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Keep the time
              </Button>
              <Button type="submit" disabled={!date || !time || move.isPending}>
                {move.isPending ? "Moving..." : "Move session"}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
