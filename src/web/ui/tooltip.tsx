import { Tooltip as Primitive } from "radix-ui";
import type { ReactElement } from "react";
import { uiTimings } from "../../shared/ui-timings.ts";

/**
 * A tooltip with the spec's timing (§9: 700 ms to open) naming what an icon-only control does. The control
 * keeps its own aria-label: the tooltip is for sighted pointer users.
 */
export function Tip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Primitive.Provider delayDuration={uiTimings.tooltip.openDelay}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content sideOffset={4} className="z-50 rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground shadow">
            {label}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
