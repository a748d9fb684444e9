import { NavigationMenu as Primitive } from "radix-ui";
import type { ComponentProps } from "react";
import { uiTimings } from "../../shared/ui-timings.ts";
import { cn } from "../lib/cn.ts";

/** Radix navigation menu with the spec's timings (§9: 200 ms open delay, 300 ms skip delay). */
export function NavigationMenu({ className, children, ...props }: ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root
      delayDuration={uiTimings.navigationMenu.delayDuration}
      skipDelayDuration={uiTimings.navigationMenu.skipDelayDuration}
      className={cn("relative z-20 flex items-center", className)}
      {...props}
    >
      {children}
    </Primitive.Root>
  );
}

export const NavigationMenuList = ({ className, ...props }: ComponentProps<typeof Primitive.List>) => (
  <Primitive.List className={cn("flex list-none items-center gap-1", className)} {...props} />
);

export const NavigationMenuItem = Primitive.Item;

export const NavigationMenuTrigger = ({ className, children, ...props }: ComponentProps<typeof Primitive.Trigger>) => (
  <Primitive.Trigger
    className={cn(
      "group inline-flex h-10 items-center gap-1 rounded-md px-2 text-sm lg:px-3 font-medium text-foreground/80 hover:bg-accent hover:text-accent-foreground data-[state=open]:bg-accent",
      className,
    )}
    {...props}
  >
    {children}
  </Primitive.Trigger>
);

export const NavigationMenuContent = ({ className, ...props }: ComponentProps<typeof Primitive.Content>) => (
  <Primitive.Content className={cn("absolute left-0 top-full mt-2 w-56 rounded-lg border bg-card p-2 shadow-lg", className)} {...props} />
);

export const NavigationMenuLink = Primitive.Link;
