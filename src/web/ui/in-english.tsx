import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { useLocale, useText } from "../i18n/text.tsx";
import type common from "../layout/common.messages.en.ts";

/**
 * Text staff write in each language (a companion's bio, an event's description), as the server gave it. When
 * `inEnglish` (nothing written in the page's language yet, so the English came instead) it is marked
 * `lang="en"` for screen readers and translators, and says so in a small "(in English)" in the page's language.
 */
export function StaffText({ inEnglish, block, className, children }: { inEnglish: boolean; block?: boolean; className?: string; children: ReactNode }) {
  const Tag = block ? "p" : "span";
  if (!inEnglish) return <Tag className={className}>{children}</Tag>;
  return (
    <Tag className={className}>
      <span lang="en">{children}</span> <InEnglishNote />
    </Tag>
  );
}

/** The small "(in English)" in the page's language, after text (or a list, itself marked `lang="en"`) shown in English. */
export function InEnglishNote({ className }: { className?: string }) {
  const t = useText<typeof common>();
  const locale = useLocale();
  return (
    <span lang={locale} className={cn("whitespace-nowrap text-xs font-medium text-muted-foreground", className)}>
      {t("text.inEnglish")}
    </span>
  );
}
