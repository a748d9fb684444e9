import type { ReactNode } from "react";

/**
 * A tooltip naming what an icon-only control does, shown after the spec's 700 ms (§9) on hover or keyboard
 * focus. Pure CSS (no JavaScript): the control keeps its own aria-label, the tooltip is for sighted users.
 */
export function Tip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="group relative inline-flex">
      {children}
      <span
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-50 mb-1 -translate-x-1/2 whitespace-nowrap rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground shadow transition-[visibility] delay-0 group-focus-within:visible group-focus-within:delay-700 group-hover:visible group-hover:delay-700"
      >
        {label}
      </span>
    </span>
  );
}
