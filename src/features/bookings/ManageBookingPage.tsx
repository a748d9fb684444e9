import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Clock, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { POLICY_TEXT } from "../../shared/bookings.ts";
import { formatDateTime } from "../../shared/format.ts";
import { bookingPath, companionPath, paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { bookingApi } from "./api.ts";
import { amountLabel, bookingText, cancelledOutcome } from "./booking-labels.ts";
import { BookingStatusChips } from "./BookingStatusChips.tsx";
import { CancelBookingDialog } from "./CancelBookingDialog.tsx";
import { ReschedulePanel } from "./ReschedulePanel.tsx";
import type { BookingView } from "./schema.ts";

export const meta = () => [...pageMeta("Your Booking", "See, pay, reschedule or cancel your Wingmate booking."), { name: "robots", content: "noindex" }];

/** While the provider's confirmation is on its way (its webhook may lag behind the browser). */
const POLL_MS = 2_000;
const GIVE_UP_AFTER_MS = 2 * 60_000;

const bookingKey = (id: string, token: string | null) => ["bookings", "one", id, token ?? ""] as const;

/**
 * One booking's page, for its signed-in owner or whoever holds the signed link from the e-mail: where
 * the payment provider sends the client back (`paid=1` after paying), and where the booking is paid,
 * moved or cancelled.
 */
export default function ManageBookingPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token");
  const paid = params.get("paid") === "1";
  const { loading } = useAuth();
  // Polling stops after a while; the page then says so instead of spinning forever.
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [paid]);
  const query = useQuery({
    queryKey: bookingKey(id, token),
    queryFn: ({ signal }) => bookingApi.one(id, token, signal),
    // Without a token the session decides, so wait until it is known.
    enabled: !loading || token !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    refetchInterval: (current) => (paid && !gaveUp && current.state.data?.booking.status === "pending" ? POLL_MS : false),
  });

  if (query.isError) {
    const invalid = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return invalid ? <InvalidLink /> : <LoadFailed onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <PageIntro title="Your Booking">
        <p role="status" className="mt-4 text-muted-foreground">
          Loading your booking…
        </p>
      </PageIntro>
    );
  }
  return <BookingDetails booking={query.data.booking} token={token} paid={paid} waitingTooLong={gaveUp} onCheckAgain={() => void query.refetch()} />;
}

function InvalidLink() {
  const { user } = useAuth();
  return (
    <PageIntro title="Booking not found" lead="This booking link is not valid or has expired.">
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Open the link in the most recent e-mail about your booking{user ? ", or find it in My Bookings" : ", or log in if you booked with an account"}.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {user ? (
          <Button asChild>
            <Link to={paths.myBookings}>My Bookings</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={`${paths.auth}?next=${paths.myBookings}`}>Log In</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.wingWomen}>Browse Profiles</Link>
        </Button>
      </div>
    </PageIntro>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageIntro title="Your Booking">
      <p role="alert" className="mt-4 text-muted-foreground">
        We could not load this booking just now.
      </p>
      <Button className="mt-4" onClick={onRetry}>
        Try Again
      </Button>
    </PageIntro>
  );
}

interface DetailsProps {
  booking: BookingView;
  token: string | null;
  paid: boolean;
  waitingTooLong: boolean;
  onCheckAgain: () => void;
}

function BookingDetails({ booking, token, paid, waitingTooLong, onCheckAgain }: DetailsProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [moving, setMoving] = useState(false);
  const what = `${booking.sessionLabel} with ${booking.companion.name}`;
  const confirming = paid && booking.status === "pending" && !waitingTooLong;

  const update = (next: BookingView) => {
    queryClient.setQueryData(bookingKey(booking.id, token), { booking: next });
    void queryClient.invalidateQueries({ queryKey: ["bookings"] });
  };

  // Back from paying and confirmed: the spec's toast, once (not again on every poll or a reload).
  const toasted = useRef(false);
  useEffect(() => {
    if (!paid || booking.status !== "confirmed" || toasted.current) return;
    toasted.current = true;
    const key = `wingmate:booking-confirmed:${booking.id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage may be off: the ref still keeps it to one toast on this page.
    }
    const message = bookingText.confirmedToast(booking, booking.companion.name);
    toast.success(message.title, { description: message.description });
  }, [paid, booking]);

  return (
    <>
      <PageIntro title="Your Booking" lead={what} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-12 sm:px-6">
        <section aria-labelledby="booking-summary" className="rounded-lg border bg-card p-5 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id="booking-summary" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-secondary outline-none">
              {booking.sessionLabel}
            </h2>
            <BookingStatusChips booking={booking} />
          </div>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail term="Companion">
              <Link to={companionPath(booking.companion.id)} className="font-semibold text-primary hover:underline">
                {booking.companion.name}
              </Link>
            </Detail>
            <Detail term="Date and time (Florida time)">{formatDateTime(booking.startsAt)}</Detail>
            <Detail term="Place">{booking.location || "To be agreed with your companion"}</Detail>
            <Detail term={booking.paymentStatus === "paid" ? "Amount paid" : "Amount"}>{amountLabel(booking.totalPriceCents)}</Detail>
          </dl>
          {/* One live region for the state below: "Confirming your payment…" turns into "Booking confirmed" in place. */}
          <div role="status" aria-live="polite" className="mt-5 empty:hidden">
            {confirming ? <Confirming /> : booking.status === "confirmed" ? <ConfirmedPanel guest={!user} /> : null}
          </div>
          {!confirming ? <StatePanel booking={booking} token={token} paid={paid} waitingTooLong={waitingTooLong} onCheckAgain={onCheckAgain} /> : null}
          {booking.changeable || booking.cancellable ? (
            <div className="mt-6 flex flex-wrap items-center gap-3 border-t pt-5">
              {booking.changeable && !moving ? (
                <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
                  Reschedule
                </Button>
              ) : null}
              {booking.cancellable && !confirming ? (
                <CancelBookingDialog booking={booking} token={token} onCancelled={update} focusAfterCancel={() => headingRef.current?.focus()} />
              ) : null}
            </div>
          ) : null}
          <ReschedulePanel booking={booking} token={token} open={moving} onClose={() => setMoving(false)} onMoved={update} />
        </section>
        <p className="text-sm text-muted-foreground">{POLICY_TEXT}</p>
        {user ? (
          <p>
            <Link to={paths.myBookings} className="font-semibold text-primary hover:underline">
              ← All my bookings
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

function Confirming() {
  return (
    <p className="flex items-start gap-3 rounded-md border bg-muted p-4">
      <LoaderCircle aria-hidden className="mt-0.5 size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none" />
      <span>
        <strong>Confirming your payment…</strong> This usually takes a few seconds. You can keep this page open.
      </span>
    </p>
  );
}

function ConfirmedPanel({ guest }: { guest: boolean }) {
  return (
    <div className="rounded-md border border-green-700/40 bg-green-50 p-4 text-green-950">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-700" /> Booking confirmed
      </p>
      <p className="mt-1">{bookingText.receipt}</p>
      {guest ? <p className="mt-1">{bookingText.guestLink}</p> : null}
    </div>
  );
}

interface StatePanelProps {
  booking: BookingView;
  token: string | null;
  paid: boolean;
  waitingTooLong: boolean;
  onCheckAgain: () => void;
}

/** What the client can do or should know in the booking's state (besides reschedule and cancel). */
function StatePanel({ booking, token, paid, waitingTooLong, onCheckAgain }: StatePanelProps) {
  const bookAgain = (
    <Link to={bookingPath(booking.companion.id, booking.companion.name)} className="font-semibold underline">
      {bookingText.bookAgain}
    </Link>
  );
  if (booking.status === "pending" && paid && waitingTooLong) {
    return (
      <div className="mt-5 rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
        <p>We have not heard from the payment provider yet. It can take a few minutes; you will get an e-mail as soon as the payment is confirmed.</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={onCheckAgain}>
          Check Again
        </Button>
      </div>
    );
  }
  if (booking.status === "pending") return <PayPanel booking={booking} token={token} bookAgain={bookAgain} />;
  if (booking.status === "expired") {
    return (
      <div className="mt-5 rounded-md border bg-muted p-4">
        <p>{bookingText.holdLapsed}</p>
        {paid ? <p className="mt-1">{bookingText.holdLapsedAfterPaying}</p> : null}
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  if (booking.status === "cancelled") {
    return (
      <div className="mt-5 rounded-md border bg-muted p-4">
        <p>This booking is cancelled. {booking.paymentStatus === "free" ? "" : cancelledOutcome(booking)}</p>
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  if (booking.status === "completed") return <p className="mt-5 text-muted-foreground">We hope you enjoyed your session.</p>;
  if (booking.status === "no_show") return <p className="mt-5 text-muted-foreground">This session was marked as missed.</p>;
  return null;
}

function PayPanel({ booking, token, bookAgain }: { booking: BookingView; token: string | null; bookAgain: ReactNode }) {
  const [state, setState] = useState<"idle" | "opening" | "lapsed">("idle");
  const queryClient = useQueryClient();
  const pay = async () => {
    setState("opening");
    try {
      const { checkoutUrl } = await bookingApi.pay(booking.id, token);
      window.location.assign(checkoutUrl);
    } catch (error) {
      if (error instanceof ApiError && error.code === "hold_expired") {
        setState("lapsed");
        void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      } else {
        setState("idle");
        toast.error("Payment not started", {
          description: error instanceof ApiError && error.status < 500 && error.code !== "network" ? error.message : bookingText.payFailed,
        });
      }
    }
  };
  if (state === "lapsed") {
    return (
      <div role="alert" className="mt-5 rounded-md border bg-muted p-4">
        <p>{bookingText.holdLapsed}</p>
        <p className="mt-2">{bookAgain}</p>
      </div>
    );
  }
  return (
    <div className="mt-5 rounded-md border border-amber-700/40 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-start gap-2">
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong>Awaiting payment.</strong> {booking.holdExpiresAt ? bookingText.holdUntil(booking.holdExpiresAt) : null} The booking is confirmed as soon as
          it is paid.
        </span>
      </p>
      {booking.payable ? (
        <Button size="lg" className="mt-4 w-full sm:w-auto" disabled={state === "opening"} onClick={() => void pay()}>
          {state === "opening" ? bookingText.redirecting : bookingText.pay(booking.totalPriceCents)}
        </Button>
      ) : null}
    </div>
  );
}
