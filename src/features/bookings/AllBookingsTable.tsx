import { useQuery, useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "../../shared/format.ts";
import { Select } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { allBookingsOptions, bookingApi, bookingsKey, type AdminBooking } from "./queries.ts";
import { amountLabel, PAYMENT_STATUS_LABELS, STATUS_LABELS } from "./booking-labels.ts";
import { BOOKING_STATUSES, type BookingView } from "./schema.ts";

type AdminSettable = (typeof BOOKING_STATUSES)[number];
/** An admin sets confirmed, completed or no-show by hand; pending, cancelled and expired come from payments and cancels. */
const isAdminSettable = (status: BookingView["status"]): status is AdminSettable => (BOOKING_STATUSES as readonly string[]).includes(status);

/** Every client's booking, under an admin's own on My Bookings (English, like the rest of the staff's screens). */
export function AllBookingsTable() {
  const queryClient = useQueryClient();
  const all = useQuery(allBookingsOptions());
  const setStatus = async (booking: AdminBooking, status: AdminSettable) => {
    try {
      await bookingApi.setStatus(booking.id, status);
      toast.success("Status updated");
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
    } catch {
      toast.error("Status not updated");
    }
  };
  return (
    <section aria-labelledby="all-title">
      <h2 id="all-title" className="text-2xl font-bold text-secondary">
        All bookings (admin)
      </h2>
      <div className="relative mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="p-2">When</th>
              <th className="p-2">Client</th>
              <th className="p-2">Companion</th>
              <th className="p-2">Session</th>
              <th className="p-2">Payment</th>
              <th className="p-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {(all.data?.bookings ?? []).map((booking) => (
              <tr key={booking.id} className="border-b">
                <td className="p-2">{formatDateTime(booking.startsAt)}</td>
                <td className="p-2">
                  {booking.fullName}
                  <br />
                  <span className="text-muted-foreground">{booking.email}</span>
                </td>
                <td className="p-2">{booking.companion.name}</td>
                <td className="p-2">
                  {booking.sessionLabel}
                  <br />
                  <span className="text-muted-foreground">{amountLabel(booking.totalPriceCents)}</span>
                </td>
                <td className="p-2">{PAYMENT_STATUS_LABELS[booking.paymentStatus]}</td>
                <td className="p-2">
                  {isAdminSettable(booking.status) ? (
                    <Select
                      aria-label={`Status of ${booking.fullName}'s booking`}
                      className="h-9 w-auto px-2"
                      value={booking.status}
                      onChange={(event) => void setStatus(booking, event.target.value as AdminSettable)}
                    >
                      {BOOKING_STATUSES.map((value) => (
                        <option key={value} value={value}>
                          {STATUS_LABELS[value]}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    STATUS_LABELS[booking.status]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
