import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true once the app has taken the
 * page over. A form whose code loads apart from the page's (a `lazy` part) is drawn only then: drawn by the
 * server, it would sit in the page as plain HTML until its code came, and a press on it would send the form
 * to the page's own address instead of to the app.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
