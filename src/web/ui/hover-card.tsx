import { HoverCard as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { uiTimings } from "../../shared/ui-timings.ts";
import { cn } from "../lib/cn.ts";

/** Hover card with the spec's timings (§9: 700 ms to open, 300 ms to close). */
export function HoverCard(props: ComponentProps<typeof Primitive.Root>) {
  return <Primitive.Root openDelay={uiTimings.hoverCard.openDelay} closeDelay={uiTimings.hoverCard.closeDelay} {...props} />;
}

export const HoverCardTrigger = Primitive.Trigger;

export function HoverCardContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Primitive.Content>) {
  return (
    <Primitive.Portal>
      <Primitive.Content sideOffset={sideOffset} className={cn("z-50 w-64 rounded-lg border bg-card p-4 text-sm shadow-lg", className)} {...props} />
    </Primitive.Portal>
  );
}
