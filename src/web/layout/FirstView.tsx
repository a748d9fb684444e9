import { useDeferredValue, useState, type ReactNode } from "react";

/**
 * Where the server may write a page's first view (issue 25): until `ready`, the markup found in the element
 * `id` when the app started is kept exactly as it came (so hydration matches and nothing moves), or
 * `placeholder` when there was none; once `ready`, the app's own `children` replace it.
 */
export function FirstView({ id, ready, placeholder, children }: { id: string; ready: boolean; placeholder: ReactNode; children?: ReactNode }) {
  const [kept] = useState(() => (typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null)));
  // The page's own view is drawn in the background, in slices, while the first view stays on screen.
  const show = useDeferredValue(ready);
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
