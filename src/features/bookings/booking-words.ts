import { useCallback } from "react";
import { formatCents } from "../../shared/format.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { holdDeadline } from "./booking-labels.ts";
import { usePageNow } from "./page-clock.tsx";
import type bookingCatalog from "./booking.messages.en.ts";
import type { BookingView } from "./schema.ts";
import { useSessionWords } from "./session-words.ts";

type MoneyState = Pick<BookingView, "status" | "paymentStatus" | "refundOnCancel" | "totalPriceCents">;

/**
 * What the client's booking screens say about a booking, in the page's language (the booking catalog's
 * words): what it is, its amount, how long it is held, and what cancelling does with the money.
 */
export function useBookingWords() {
  const t = useText<typeof bookingCatalog>();
  const locale = useLocale();
  const session = useSessionWords();
  const money = useCallback((cents: number) => formatCents(cents, locale), [locale]);
  const pageNow = usePageNow();

  const what = (item: Pick<BookingView, "sessionType" | "companion">) =>
    t("manage.what", { session: session.name(item.sessionType), companion: item.companion.name });
  const amount = (cents: number | null) => (cents === null ? session.price(null) : cents === 0 ? t("manage.amountFree") : money(cents));
  const holdUntil = (iso: string) => t("manage.holdUntil", { deadline: holdDeadline(iso, new Date(pageNow), locale) });

  /** What cancelling means for this booking's money, said before the client confirms. */
  const cancelConsequence = (item: MoneyState) => {
    if (item.status === "pending") return t("cancel.ifPending");
    if (item.refundOnCancel) return t("cancel.ifRefundable", { amount: money(item.totalPriceCents ?? 0) });
    if (item.paymentStatus === "paid") return t("cancel.ifLate");
    return t("cancel.ifUnpaid");
  };

  /** What happened to the money once a booking is cancelled (or has lapsed). */
  const cancelledOutcome = (item: Pick<BookingView, "paymentStatus" | "totalPriceCents">) => {
    const paid = money(item.totalPriceCents ?? 0);
    switch (item.paymentStatus) {
      case "refunded":
        return t("cancelled.refunded", { amount: paid });
      case "refund_pending":
        return t("cancelled.refundPending", { amount: paid });
      case "non_refundable":
        return t("cancelled.nonRefundable");
      case "expired":
      case "unpaid":
        return t("cancelled.released");
      default:
        return t("cancelled.nothing");
    }
  };

  return { t, locale, session, what, amount, money, holdUntil, cancelConsequence, cancelledOutcome };
}
