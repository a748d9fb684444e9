import { useRef, useState } from "react";
import { formatDateTime } from "../../shared/format.ts";
import { ApiError } from "../../web/lib/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../web/ui/dialog.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { bookingApi } from "./queries.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useBookingWords } from "./booking-words.ts";
import type { BookingView } from "./schema.ts";

interface CancelBookingDialogProps {
  booking: BookingView;
  /** A guest's signed link token; a signed-in owner needs none. */
  token?: string | null;
  onCancelled: (booking: BookingView) => void;
  /**
   * Where focus goes once the booking is cancelled (its Cancel button is gone by then). Without a cancel,
   * closing returns focus to the button that opened the dialog.
   */
  focusAfterCancel?: () => void;
}

/**
 * "Cancel Booking", asked first: the dialog says what the policy means for this booking's money
 * (refunded in full, non-refundable, or nothing charged) before anything is cancelled.
 */
export function CancelBookingDialog({ booking, token = null, onCancelled, focusAfterCancel }: CancelBookingDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelled = useRef(false);
  const words = useBookingWords();
  const { t } = words;
  const say = useSentence();
  const what = words.what(booking);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const { booking: updated } = await bookingApi.cancel(booking.id, token);
      cancelled.current = true;
      toast.success(t("cancel.done"), { description: words.cancelledOutcome(updated) });
      setOpen(false);
      onCancelled(updated);
    } catch (failure) {
      setError(say(failure instanceof ApiError ? failure : "error.unexpected"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="destructive" aria-label={t("cancel.buttonLabel", { what })}>
          {t("cancel.button")}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!cancelled.current || !focusAfterCancel) return;
          event.preventDefault();
          // After the page has shown the new state (the row may have moved to another list).
          requestAnimationFrame(() => focusAfterCancel());
        }}
      >
        <DialogTitle className="pr-6">{t("cancel.title")}</DialogTitle>
        <DialogDescription className="mt-2 text-base text-foreground">
          {t("cancel.when", { what, when: formatDateTime(booking.startsAt, words.locale) })}
        </DialogDescription>
        <p className="mt-3 rounded-md border border-amber-700/40 bg-amber-50 p-3 font-medium text-amber-950">{words.cancelConsequence(booking)}</p>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t("cancel.keep")}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? t("cancel.busy") : t("cancel.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
