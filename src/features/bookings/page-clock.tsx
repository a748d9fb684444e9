import { createContext, useContext, type ReactNode } from "react";

/**
 * The instant a page's loader read the server's clock. What a booking page says about time ("until 7:15 PM",
 * upcoming or past) counts from it, so the server's HTML and the browser's first render say the same, whatever
 * the browser's clock.
 */
const PageClock = createContext<number | undefined>(undefined);

export function PageClockProvider({ now, children }: { now: number; children: ReactNode }) {
  return <PageClock.Provider value={now}>{children}</PageClock.Provider>;
}

/** The page's instant: the parts that tell time are drawn inside a PageClockProvider. */
export function usePageNow(): number {
  const now = useContext(PageClock);
  if (now === undefined) throw new Error("A booking part that tells time was drawn outside a PageClockProvider.");
  return now;
}
