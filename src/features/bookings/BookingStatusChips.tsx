import { useText } from "../../web/i18n/text.tsx";
import { cn } from "../../web/lib/cn.ts";
import { PAYMENT_TONES, showsPaymentChip, STATUS_TONES } from "./booking-labels.ts";
import type bookingCatalog from "./booking.messages.en.ts";
import type { BookingView } from "./schema.ts";

const chip = "inline-flex min-h-6 items-center rounded-full border px-3 py-0.5 text-sm font-medium";

type ChipState = Pick<BookingView, "status" | "paymentStatus"> & Partial<Pick<BookingView, "totalPriceCents">>;

/** A free session waits for its address to confirm it, not for a payment. */
function statusKey(booking: ChipState) {
  if (booking.status === "pending" && booking.paymentStatus === "free") return "status.awaitingConfirmation" as const;
  if (booking.status === "expired" && booking.totalPriceCents === 0) return "status.expiredUnconfirmed" as const;
  return `status.${booking.status}` as const;
}

/** A booking's state and its payment's, as two chips (one when they would say the same). */
export function BookingStatusChips({ booking, className }: { booking: ChipState; className?: string }) {
  const t = useText<typeof bookingCatalog>();
  return (
    <p className={cn("flex flex-wrap gap-2", className)}>
      <span className={cn(chip, STATUS_TONES[booking.status])}>
        <span className="sr-only">{t("status.label")} </span>
        {t(statusKey(booking))}
      </span>
      {showsPaymentChip(booking) ? (
        <span className={cn(chip, PAYMENT_TONES[booking.paymentStatus])}>
          <span className="sr-only">{t("payment.label")} </span>
          {t(`payment.${booking.paymentStatus}`)}
        </span>
      ) : null}
    </p>
  );
}
