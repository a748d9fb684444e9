import { Tooltip as Primitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { uiTimings } from "../../shared/ui-timings.ts";
import { cn } from "../lib/cn.ts";

/** Wraps the app once; the spec's tooltip opens after 700 ms (§9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Primitive.Provider delayDuration={uiTimings.tooltip.delayDuration}>{children}</Primitive.Provider>;
}

export const Tooltip = Primitive.Root;
export const TooltipTrigger = Primitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content
        sideOffset={sideOffset}
        className={cn("z-50 rounded-md bg-secondary px-3 py-1.5 text-xs text-secondary-foreground shadow", className)}
        {...props}
      />
    </Primitive.Portal>
  );
}
