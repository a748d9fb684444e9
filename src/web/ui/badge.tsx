import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full bg-gold-deep px-2.5 py-0.5 text-xs font-semibold text-white", className)} {...props} />
  );
}
