import { FlaskConical } from "lucide-react";
import { useText } from "../i18n/text.tsx";
import { useRootData } from "../site-settings.ts";
import type common from "./common.messages.en.ts";

/**
 * On every page while payments run in the sandbox (development, or a test shop in production): no card is
 * charged, so nobody may believe they paid. Fixed to the bottom of the screen: it must neither push the page
 * down nor catch clicks meant for what is under it.
 */
export function TestModeNotice() {
  const t = useText<typeof common>();
  if (!useRootData()?.site.testPayments) return null;
  return (
    <aside
      aria-label={t("testMode.label")}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 border-t border-dashed border-gold bg-[#fdf6e7]/95 shadow-sm print:hidden"
    >
      <p role="note" className="flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-4 shrink-0" /> {t("testMode.text")}
      </p>
    </aside>
  );
}
