import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { POLICY_TEXT } from "../../shared/bookings.ts";
import { formatDateTime } from "../../shared/format.ts";
import { bookingManagePath, companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Select } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { BOOKING_STATUSES } from "./schema.ts";
import { bookingApi, type AdminBooking } from "./api.ts";
import { amountLabel, bookingText, PAYMENT_STATUS_LABELS, STATUS_LABELS } from "./booking-labels.ts";
import { BookingStatusChips } from "./BookingStatusChips.tsx";
import { CancelBookingDialog } from "./CancelBookingDialog.tsx";
import { ReschedulePanel } from "./ReschedulePanel.tsx";
import type { BookingView } from "./schema.ts";

export const meta = () => pageMeta("My Bookings", "Your upcoming and past Wingmate sessions.");

type AdminSettable = (typeof BOOKING_STATUSES)[number];
/** An admin sets confirmed, completed or no-show by hand; pending, cancelled and expired come from payments and cancels. */
const isAdminSettable = (status: BookingView["status"]): status is AdminSettable => (BOOKING_STATUSES as readonly string[]).includes(status);

export default function MyBookingsPage() {
  const { user, isAdmin, loading } = useAuth();
  if (loading) return <PageIntro title="My Bookings" lead="Loading…" />;
  if (!user) {
    return (
      <PageIntro title="My Bookings" lead="Log in to see your bookings.">
        <Button asChild className="mt-6">
          <Link to={`${paths.auth}?next=${paths.myBookings}`}>Log In</Link>
        </Button>
      </PageIntro>
    );
  }
  return (
    <>
      <PageIntro title="My Bookings" lead={POLICY_TEXT} />
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-12 sm:px-6">
        <OwnBookings />
        {isAdmin ? <AllBookings /> : null}
      </div>
    </>
  );
}

/** Still ahead and still on: held while awaiting payment, or confirmed. */
const isUpcoming = (booking: BookingView, now: number) =>
  (booking.status === "pending" || booking.status === "confirmed") && new Date(booking.endsAt).getTime() >= now;
const rowId = (id: string) => `booking-${id}`;

function OwnBookings() {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: ["bookings", "mine"], queryFn: ({ signal }) => bookingApi.mine(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["bookings"] });
  const replace = (next: BookingView) => {
    queryClient.setQueryData<{ bookings: BookingView[] }>(["bookings", "mine"], (old) =>
      old ? { bookings: old.bookings.map((item) => (item.id === next.id ? next : item)) } : old,
    );
    void refresh();
  };
  const now = Date.now();
  const list = mine.data?.bookings ?? [];
  const upcoming = list.filter((booking) => isUpcoming(booking, now));
  const past = list.filter((booking) => !isUpcoming(booking, now));
  if (mine.isPending) return <p role="status">Loading your bookings…</p>;
  if (mine.isError) {
    return (
      <p role="alert">
        We could not load your bookings.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-2xl font-bold text-secondary">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-muted-foreground">
            No upcoming sessions.{" "}
            <Link to={paths.wingWomen} className="font-semibold text-primary">
              Browse profiles
            </Link>{" "}
            to book one.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <BookingRow booking={booking} onChanged={replace} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-title">
          <h2 id="past-title" className="text-2xl font-bold text-secondary">
            Past and cancelled
          </h2>
          <ul className="mt-3 grid gap-3">
            {past.map((booking) => (
              <li key={booking.id}>
                <BookingRow booking={booking} onChanged={replace} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function BookingRow({ booking, onChanged }: { booking: BookingView; onChanged: (booking: BookingView) => void }) {
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState<"pay" | null>(null);
  const what = `${booking.sessionLabel} with ${booking.companion.name}`;

  const pay = async () => {
    setBusy("pay");
    try {
      const { checkoutUrl } = await bookingApi.pay(booking.id, null);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError && error.code === "hold_expired") {
        toast.error("The hold has lapsed", { description: bookingText.holdLapsed });
        void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      } else {
        toast.error("Payment not started", {
          description: error instanceof ApiError && error.status < 500 && error.code !== "network" ? error.message : bookingText.payFailed,
        });
      }
    }
  };

  return (
    <article
      id={rowId(booking.id)}
      tabIndex={-1}
      className="rounded-lg border bg-card p-4 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      aria-label={what}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            <Link to={bookingManagePath(booking.id)} className="text-primary hover:underline">
              {booking.sessionLabel}
            </Link>{" "}
            with{" "}
            <Link to={companionPath(booking.companion.id)} className="hover:underline">
              {booking.companion.name}
            </Link>
          </p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(booking.startsAt)} · {booking.location || "place to be agreed"} · {amountLabel(booking.totalPriceCents)}
          </p>
          {booking.status === "pending" && booking.holdExpiresAt ? (
            <p className="mt-1 text-sm text-amber-900">{bookingText.holdUntil(booking.holdExpiresAt)}</p>
          ) : null}
        </div>
        <BookingStatusChips booking={booking} />
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {booking.status === "pending" && booking.payable ? (
          <Button
            size="sm"
            disabled={busy === "pay"}
            onClick={() => void pay()}
            aria-label={`${bookingText.payNow}: ${amountLabel(booking.totalPriceCents)} for ${what}`}
          >
            {busy === "pay" ? bookingText.redirecting : `${bookingText.payNow} (${amountLabel(booking.totalPriceCents)})`}
          </Button>
        ) : null}
        {booking.changeable && !moving ? (
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            Reschedule
          </Button>
        ) : null}
        {booking.cancellable ? (
          <CancelBookingDialog booking={booking} onCancelled={onChanged} focusAfterCancel={() => document.getElementById(rowId(booking.id))?.focus()} />
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={bookingManagePath(booking.id)} aria-label={`Details: ${what}`}>
            Details
          </Link>
        </Button>
      </div>
      <ReschedulePanel booking={booking} token={null} open={moving} onClose={() => setMoving(false)} onMoved={onChanged} />
    </article>
  );
}

function AllBookings() {
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: ["bookings", "all"], queryFn: ({ signal }) => bookingApi.all(signal) });
  const setStatus = async (booking: AdminBooking, status: AdminSettable) => {
    try {
      await bookingApi.setStatus(booking.id, status);
      toast.success("Status updated");
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    } catch {
      toast.error("Status not updated");
    }
  };
  return (
    <section aria-labelledby="all-title">
      <h2 id="all-title" className="text-2xl font-bold text-secondary">
        All bookings (admin)
      </h2>
      <div className="mt-3 overflow-x-auto">
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
