import { useEffect, useState } from "react";

/**
 * False while the app takes over a prerendered page, true from then on: what depends on the address's
 * search (which the prerendered HTML cannot know) waits for it, so hydration meets the HTML as drawn.
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}
