import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { floridaToday, POLICY_TEXT, slotLabel, TIME_SLOTS } from "../../shared/bookings.ts";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../account/AuthProvider.tsx";
import { bookingApi, type AdminBooking } from "./api.ts";
import type { BookingView } from "./schema.ts";

export const meta = () => pageMeta("My Bookings", "Your upcoming and past Wingmate sessions.");

const STATUS_LABELS: Record<BookingView["status"], string> = { confirmed: "Confirmed", completed: "Completed", cancelled: "Cancelled", no_show: "No-show" };

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

function OwnBookings() {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: ["bookings", "mine"], queryFn: ({ signal }) => bookingApi.mine(signal) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["bookings"] });
  const now = Date.now();
  const list = mine.data?.bookings ?? [];
  const upcoming = list.filter((booking) => new Date(booking.endsAt).getTime() >= now && booking.status === "confirmed");
  const past = list.filter((booking) => !upcoming.includes(booking));
  if (mine.isPending) return <p role="status">Loading your bookings…</p>;
  return (
    <>
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-2xl font-bold text-secondary">
          Upcoming
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-muted-foreground">
            No upcoming sessions. <Link to={paths.wingWomen} className="font-semibold text-primary">Browse profiles</Link> to book one.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <BookingRow booking={booking} onChanged={refresh} />
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
                <BookingRow booking={booking} onChanged={refresh} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function BookingRow({ booking, onChanged }: { booking: BookingView; onChanged: () => void }) {
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
      setMoving(false);
      onChanged();
    } catch (error) {
      toast.error("Booking not changed", { description: error instanceof ApiError ? error.message : "Please try again." });
    }
  };
  return (
    <article className="rounded-lg border bg-card p-4" aria-label={`${booking.sessionLabel} with ${booking.companion.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-semibold">
            {booking.sessionLabel} with <Link to={companionPath(booking.companion.id)} className="text-primary hover:underline">{booking.companion.name}</Link>
          </p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(booking.startsAt)} · {booking.location || "place to be agreed"} · {booking.totalPriceCents === null ? "NA" : formatCents(booking.totalPriceCents)}
          </p>
        </div>
        <span className="rounded-full bg-accent px-3 py-0.5 text-sm font-medium text-accent-foreground">{STATUS_LABELS[booking.status]}</span>
      </div>
      {booking.changeable ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          {moving ? (
            <>
              <label className="grid gap-1 text-sm">
                New date
                <Input type="date" min={floridaToday()} value={date} onChange={(event) => setDate(event.target.value)} />
              </label>
              <label className="grid gap-1 text-sm">
                New time
                <select className="h-10 rounded-md border border-input bg-card px-3 text-sm" value={time} onChange={(event) => setTime(event.target.value)}>
                  <option value="">Choose</option>
                  {TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {slotLabel(slot)}
                    </option>
                  ))}
                </select>
              </label>
              <Button size="sm" disabled={!date || !time} onClick={() => void act(() => bookingApi.reschedule(booking.id, date, time), "Booking moved")}>
                Save New Time
              </Button>
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
              Reschedule
            </Button>
          )}
          <Button size="sm" variant="destructive" onClick={() => void act(() => bookingApi.cancel(booking.id), "Booking cancelled")}>
            Cancel Booking
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function AllBookings() {
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: ["bookings", "all"], queryFn: ({ signal }) => bookingApi.all(signal) });
  const setStatus = async (booking: AdminBooking, status: BookingView["status"]) => {
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
                <td className="p-2">{booking.sessionLabel}</td>
                <td className="p-2">
                  <select
                    aria-label={`Status of ${booking.fullName}'s booking`}
                    className="h-9 rounded-md border border-input bg-card px-2"
                    value={booking.status}
                    onChange={(event) => void setStatus(booking, event.target.value as BookingView["status"])}
                  >
                    {Object.entries(STATUS_LABELS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
