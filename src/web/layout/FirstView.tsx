import { useDeferredValue, useState, type ReactNode } from "react";

/**
 * Where the server may write a page's first view (issue 25): until `ready`, the markup found in the element
 * `id` when the app started is kept exactly as it came (so hydration matches and nothing moves), or
 * `placeholder` when there was none; once `ready`, the app's own `children` replace it. The element may be
 * another's with the same id that is about to be replaced (the start-up fallback's, for a profile).
 */
export function FirstView({ id, ready, placeholder, children }: { id: string; ready: boolean; placeholder: ReactNode; children?: ReactNode }) {
  const [kept] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
  // The page's own view is drawn in the background, in slices, while the first view stays on screen
  // (from the start when there is one: even a page whose data is already here draws over it).
  const show = useDeferredValue(ready, kept === null ? ready : false);
  if (show) return children;
  if (kept === null) {
    return (
      <div id={id} className="contents">
        {placeholder}
      </div>
    );
  }
  return <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: kept }} />;
}
