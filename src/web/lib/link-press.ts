/**
 * A link pressed while the app redraws it. As a page's code arrives, the app replaces the markup the server
 * wrote (the shell's start-up view, a page's first view) with its own copy of the same links. When the
 * element a mouse button went down on is gone before the button comes up, the browser sends the click to
 * what the two elements have in common, not to a link, so the press would do nothing. Such a press is given
 * to the link now under the pointer when it goes to the same address. A tap needs no help: its click goes to
 * what is under the finger when it lifts.
 */
let pressed: HTMLAnchorElement | null = null;

const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a[href]") : null);

const isPlainPress = (event: PointerEvent) =>
  event.pointerType === "mouse" && event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;

export function keepLinkPressesThroughRedraws(): void {
  document.addEventListener("pointerdown", (event) => (pressed = isPlainPress(event) ? linkOf(event.target) : null), { capture: true });
  // A click that reaches a link is the browser's own: nothing to give.
  document.addEventListener("click", (event) => linkOf(event.target) && (pressed = null), { capture: true });
  document.addEventListener(
    "pointerup",
    (event) => {
      const link = pressed;
      if (!link || !isPlainPress(event)) return;
      // The browser's click, when it sends one, comes in this same task, before this timer.
      setTimeout(() => {
        if (pressed !== link) return;
        pressed = null;
        const now = linkOf(event.target);
        if (!link.isConnected && now?.href === link.href) now.click();
      });
    },
    { capture: true },
  );
}
