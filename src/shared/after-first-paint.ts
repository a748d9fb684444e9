/**
 * For the pages' inline scripts (src/server/http/first-paint.ts, src/web/layout/brand-fonts.ts): the source of
 * a function that calls `then` once the page's first contentful paint has been reported. Waiting for a frame
 * (requestAnimationFrame, then a task) is not enough: a browser may present that frame later, and whatever
 * starts before it competes with it. Where paint timing is not reported, the frame after the next one.
 */
export const AFTER_FIRST_PAINT = `((then) => {
  const painted = (entries) => entries.getEntriesByName("first-contentful-paint").length > 0;
  if (painted(performance)) return then();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(then, 0));
  new PerformanceObserver((entries, observer) => {
    if (!painted(entries)) return;
    observer.disconnect();
    then();
  }).observe({ type: "paint", buffered: true });
})`;
