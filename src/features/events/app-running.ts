/**
 * The app has started, its toasts can show: the root marks the page once its effects have run. Until then a
 * control that the app would take over lets the browser do its own thing (follow the link, post the form).
 */
export function appIsRunning(): boolean {
  return document.documentElement.hasAttribute("data-hydrated");
}
