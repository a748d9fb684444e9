import { lazy, Suspense } from "react";
import type { BookingView } from "./schema.ts";

/** Loaded when the client chooses Reschedule: its form code stays out of the page's first JavaScript. */
const RescheduleForm = lazy(() => import("./RescheduleForm.tsx"));

/**
 * The reschedule form of a changeable booking while the client is moving it. `onClose` runs when they save
 * or keep the current time; `onMoved` gets the moved booking.
 */
export function ReschedulePanel({
  booking,
  token,
  open,
  onClose,
  onMoved,
}: {
  booking: BookingView;
  token: string | null;
  open: boolean;
  onClose: () => void;
  onMoved: (booking: BookingView) => void;
}) {
  if (!open || !booking.changeable) return null;
  return (
    <Suspense fallback={null}>
      <RescheduleForm
        booking={booking}
        token={token}
        onDone={(moved) => {
          onClose();
          if (moved) onMoved(moved);
        }}
      />
    </Suspense>
  );
}
