import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}

/** A native select styled like the inputs: the browser's own picker works best on phones. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn("h-10 w-full rounded-md border border-input bg-card px-3 text-sm disabled:opacity-60 aria-[invalid=true]:border-destructive", className)}
      {...props}
    />
  );
}
