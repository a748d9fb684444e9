import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { useText } from "../i18n/text.tsx";
import type common from "../layout/common.messages.en.ts";

export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span className={cn("inline-flex items-center gap-1 rounded-full bg-gold-deep px-2.5 py-0.5 text-xs font-semibold text-white", className)} {...props} />
  );
}

/**
 * Marks invented content (the sample data set): a reader never takes a sample review or event for a real one.
 * The title says why it is there.
 */
export function SampleLabel({ what, className }: { what: "review" | "event"; className?: string }) {
  const t = useText<typeof common>();
  return (
    <span
      title={t(`sample.${what}.why`)}
      className={cn(
        "inline-flex items-center rounded border border-dashed border-muted-foreground px-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground",
        className,
      )}
    >
      {t(`sample.${what}`)}
    </span>
  );
}
