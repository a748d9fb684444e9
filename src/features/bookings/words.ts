import type { WordLoaders } from "../../web/i18n/words.ts";

// Each catalog in each language, fetched on demand: a route lists those its page shows (PageHandle.words),
// a part loaded later (a dialog) asks for its own (useWords).

/** The booking, consultation and My Bookings words. */
export const bookingWords: WordLoaders = {
  name: "booking",
  en: () => import("./booking.messages.en.ts"),
  es: () => import("./booking.messages.es.ts"),
};
