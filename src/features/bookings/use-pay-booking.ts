import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useText } from "../../web/i18n/text.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { bookingApi } from "./queries.ts";
import type bookingCatalog from "./booking.messages.en.ts";
import type { BookingView } from "./schema.ts";

/**
 * Paying a held booking, from My Bookings or the booking's own page: opens the provider's checkout in
 * this tab. A hold that lapsed meanwhile is the caller's to show (`onLapsed`); any other refusal is a toast.
 */
export function usePayBooking(booking: Pick<BookingView, "id">, token: string | null, onLapsed: () => void) {
  const [opening, setOpening] = useState(false);
  const queryClient = useQueryClient();
  const t = useText<typeof bookingCatalog>();
  const say = useSentence();
  const pay = async () => {
    setOpening(true);
    try {
      const { checkoutUrl } = await bookingApi.pay(booking.id, token);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setOpening(false);
      if (error instanceof ApiError && error.code === "hold_expired") {
        onLapsed();
        void queryClient.invalidateQueries({ queryKey: ["bookings"] });
      } else {
        toast.error(t("manage.payNotStarted"), {
          description: error instanceof ApiError && error.status < 500 && error.code !== "network" ? say(error) : t("manage.payFailed"),
        });
      }
    }
  };
  return { opening, pay: () => void pay() };
}
