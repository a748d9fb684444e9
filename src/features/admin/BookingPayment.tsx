import { useState } from "react";
import { formatCents, formatDateTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../web/ui/dialog.tsx";
import { bookingApi, type AdminBooking } from "../bookings/index.ts";
import { PAYMENT_STATUS_LABELS } from "../bookings/index.ts";
import type { BookingPaymentStatus, BookingStatus } from "../../shared/bookings.ts";
import type { AdminPayment } from "../bookings/index.ts";
import { useAdminAction } from "./actions.ts";
import { RescheduleForClient } from "./RescheduleForClient.tsx";

type Tone = "good" | "waiting" | "quiet" | "bad";

const toneClass: Record<Tone, string> = {
  good: "bg-green-50 text-green-900 ring-1 ring-inset ring-green-700/30",
  waiting: "bg-accent text-accent-foreground ring-1 ring-inset ring-primary/25",
  quiet: "bg-muted text-muted-foreground",
  bad: "bg-destructive text-destructive-foreground",
};

/** A booking's payment state in the client's words (one set of labels); the tone says what needs watching. */
const PAYMENT_TONE: Record<BookingPaymentStatus, Tone> = {
  free: "quiet",
  unpaid: "waiting",
  paid: "good",
  refund_pending: "waiting",
  refunded: "quiet",
  non_refundable: "quiet",
  expired: "quiet",
};

/** A payment record's state (the Payments section). */
export const PAYMENT_RECORD_STATUS: Record<AdminPayment["status"], { label: string; tone: Tone }> = {
  open: { label: "Open", tone: "waiting" },
  paid: { label: "Paid", tone: "good" },
  refund_pending: { label: "Refund pending", tone: "waiting" },
  refunded: { label: "Refunded", tone: "quiet" },
  expired: { label: "Expired", tone: "quiet" },
};

/** The booking states an admin cannot set by hand: shown as text instead of the status editor. */
export const BOOKING_STATUS_LABEL: Partial<Record<BookingStatus, string>> = {
  pending: "Pending payment",
  expired: "Expired unpaid",
  cancelled: "Cancelled",
};

export function Pill({ label, tone }: { label: string; tone: Tone }) {
  return <span className={cn("inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold", toneClass[tone])}>{label}</span>;
}

export function PaymentBadge({ status }: { status: BookingPaymentStatus }) {
  return <Pill label={PAYMENT_STATUS_LABELS[status] ?? status} tone={PAYMENT_TONE[status] ?? "quiet"} />;
}

/**
 * Whether the admin may still cancel: anything but a lapsed hold or a finished cancellation. A client's late
 * cancellation (non-refundable by the policy) stays open to the admin, who may refund it in full.
 */
const cancellable = (booking: AdminBooking) => booking.status !== "expired" && !(booking.status === "cancelled" && booking.paymentStatus !== "non_refundable");
const amountOf = (booking: AdminBooking) => (booking.totalPriceCents === null ? null : formatCents(booking.totalPriceCents));

/** The Payment cell of a booking: its state, when the payment link went out, and what the admin may do. */
export function BookingPaymentCell({ booking }: { booking: AdminBooking }) {
  const fromRequest = booking.paymentRequestSentAt !== null || booking.consultationId !== null;
  return (
    <div className="grid justify-items-start gap-1.5">
      <PaymentBadge status={booking.paymentStatus} />
      {booking.status === "pending" && booking.holdExpiresAt ? (
        <span className="text-xs text-muted-foreground">Pay by {formatDateTime(booking.holdExpiresAt)}</span>
      ) : null}
      {booking.paymentRequestSentAt ? <span className="text-xs text-muted-foreground">Link mailed {formatDateTime(booking.paymentRequestSentAt)}</span> : null}
      {booking.status === "pending" && fromRequest ? <ResendPaymentRequest bookingId={booking.id} name={booking.fullName} /> : null}
      {booking.changeable ? <RescheduleForClient booking={booking} /> : null}
      {cancellable(booking) ? <CancelBooking booking={booking} /> : null}
    </div>
  );
}

/** Mails the payment link again; the server moves the deadline to PAYMENT_REQUEST_DAYS from now. */
export function ResendPaymentRequest({ bookingId, name, short = false }: { bookingId: string; name: string; short?: boolean }) {
  const resend = useAdminAction(() => bookingApi.resendPaymentRequest(bookingId), {
    success: ({ booking }) => ({
      title: "Payment request sent again",
      description: `${booking.email} has until ${booking.holdExpiresAt ? formatDateTime(booking.holdExpiresAt) : "the new deadline"} to pay.`,
    }),
    failure: "Payment request not sent",
  });
  return (
    <Button
      size="sm"
      variant="outline"
      className="h-auto min-h-8 whitespace-normal py-1 text-left"
      disabled={resend.isPending}
      onClick={() => resend.mutate(undefined)}
      aria-label={`Resend payment request to ${name}`}
    >
      {resend.isPending ? "Sending..." : short ? "Resend" : "Resend payment request"}
    </Button>
  );
}

/** Cancel (and refund in full, when paid) after the admin confirms in a dialog. */
function CancelBooking({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState(false);
  const alreadyCancelled = booking.status === "cancelled";
  const refund = booking.paymentStatus === "paid" || booking.paymentStatus === "non_refundable";
  const amount = amountOf(booking);
  const cancel = useAdminAction(() => bookingApi.adminCancel(booking.id), {
    success: ({ booking: cancelled }) => {
      const title = alreadyCancelled ? "Refund sent" : "Booking cancelled";
      const refunded = cancelled.totalPriceCents === null ? "The payment" : formatCents(cancelled.totalPriceCents);
      if (cancelled.paymentStatus === "refunded") return { title, description: `${refunded} refunded in full to ${cancelled.fullName}.` };
      if (cancelled.paymentStatus === "refund_pending")
        return { title, description: `${refunded} refund requested; it shows as refunded once the provider confirms.` };
      return { title, description: "The companion's time is free again." };
    },
    failure: alreadyCancelled ? "Not refunded" : "Booking not cancelled",
  });
  const action = alreadyCancelled ? "Refund in full" : refund ? "Cancel & refund" : "Cancel";
  const question = alreadyCancelled
    ? `Refund ${amount ?? "the payment"} in full?`
    : refund
      ? `Cancel this booking and refund ${amount ?? "the payment"} in full?`
      : "Cancel this booking?";
  const consequence = alreadyCancelled
    ? "The client cancelled within 24 hours, so the policy kept the payment. Refunding returns it to the client's card through the payment provider."
    : refund
      ? "The payment goes back to the client's card through the payment provider, and the client is told by e-mail."
      : booking.status === "pending"
        ? "Nothing has been paid: the payment link stops working and the companion's time is free again."
        : "Nothing is refunded; the companion's time is free again.";
  const confirm = alreadyCancelled ? `Refund ${amount ?? ""}`.trim() : refund ? `Cancel & refund ${amount ?? ""}`.trim() : "Cancel booking";
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="h-8 px-2 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setOpen(true)}
        aria-label={`${action} ${booking.fullName}'s booking`}
      >
        {action}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogTitle className="pr-6 text-xl">{question}</DialogTitle>
          <DialogDescription className="mt-2">
            {booking.sessionLabel} with {booking.companion.name} for {booking.fullName}, {formatDateTime(booking.startsAt)}. {consequence}
          </DialogDescription>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {alreadyCancelled ? "Don't refund" : "Keep booking"}
            </Button>
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}>
              {cancel.isPending ? "Working..." : confirm}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
