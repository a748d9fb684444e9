import { useDeferredValue, useEffect, useState, type MouseEvent, type ReactNode } from "react";

/** What a click is held for: the first view's markup is inert, the page's own controls are not. */
const CONTROL = "button, [role=button]";

/**
 * A click on a control of a first view that the page had not yet replaced: given to the same control once it
 * has (the first view may belong to the start-up fallback, so this outlives the component that held it).
 */
let heldClick: { id: string; pathname: string; path: number[]; label: string } | null = null;

/** The child indices that lead from `root` down to `node`. */
function pathWithin(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

function atPath(root: Element | null, path: readonly number[]): Element | null {
  let at: Element | null = root;
  for (const index of path) at = at?.children[index] ?? null;
  return at;
}

const labelOf = (control: Element) => control.getAttribute("aria-label") ?? control.textContent ?? "";

function holdClick(id: string, event: MouseEvent<HTMLDivElement>) {
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (!control || !event.currentTarget.contains(control)) return;
  event.preventDefault();
  event.stopPropagation();
  heldClick = { id, pathname: window.location.pathname, path: pathWithin(event.currentTarget, control), label: labelOf(control) };
}

/**
 * Clicks the live control where the held click's was, when it is the same control on the same page. It takes
 * the focus first, as a clicked button does, so a dialog it opens gives the focus back to it on closing.
 */
function giveHeldClick(id: string) {
  const click = heldClick;
  if (click?.id !== id) return;
  heldClick = null;
  if (click.pathname !== window.location.pathname) return;
  const control = atPath(document.getElementById(id), click.path);
  if (!(control instanceof HTMLElement) || labelOf(control) !== click.label) return;
  control.focus();
  control.click();
}

/** The address the document came from: the server wrote its first view for it, and for no other. */
const arrival = typeof window === "undefined" ? null : window.location.pathname + window.location.search;
/** Set once a page has drawn its own view in place of a first view: the server's markup is gone for good. */
let serverViewReplaced = false;

/**
 * The server's markup for the element `id`, while the document still shows it: on its first address, before
 * any page has replaced it. Later, the element holds another page's view (the one being left, on a navigation).
 */
function serverFirstView(id: string): string | null {
  if (typeof document === "undefined" || serverViewReplaced || window.location.pathname + window.location.search !== arrival) return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/**
 * Where the server may write a page's first view (issue 25): until `ready`, the markup found in the element
 * `id` when the app started is kept exactly as it came (so hydration matches and nothing moves), or
 * `placeholder` when there was none; once `ready`, the app's own `children` replace it. The element may be
 * another's with the same id that is about to be replaced (the start-up fallback's, for a profile).
 * A click on one of the first view's buttons is not lost: it is given to the same button once it is live.
 */
export function FirstView({ id, ready, placeholder, children }: { id: string; ready: boolean; placeholder: ReactNode; children?: ReactNode }) {
  const [kept] = useState(() => serverFirstView(id));
  // The page's own view is drawn in the background, in slices, while the first view stays on screen
  // (from the start when there is one: even a page whose data is already here draws over it).
  const show = useDeferredValue(ready, kept === null ? ready : false);
  useEffect(() => {
    if (!show) return;
    serverViewReplaced = true;
    giveHeldClick(id);
  }, [show, id]);
  if (show) {
    return (
      <div key="live" id={id} className="contents">
        {children}
      </div>
    );
  }
  if (kept === null) {
    return (
      <div key="live" id={id} className="contents">
        {placeholder}
      </div>
    );
  }
  return <div key="kept" id={id} className="contents" dangerouslySetInnerHTML={{ __html: kept }} onClickCapture={(event) => holdClick(id, event)} />;
}
