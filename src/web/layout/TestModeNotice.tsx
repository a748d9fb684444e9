import { FlaskConical } from "lucide-react";
import { useText } from "../i18n/text.tsx";
import { useRootData } from "../site-settings.ts";
import type common from "./common.messages.en.ts";

/** True while payments run in the sandbox: the test mode bar is shown at the bottom of every page. */
export function useTestMode(): boolean {
  return useRootData()?.site.testPayments === true;
}

/**
 * On every page while payments run in the sandbox (development, or a test shop in production): no card is
 * charged, so nobody may believe they paid. Fixed to the bottom of the screen: it must neither push the page
 * down nor catch clicks meant for what is under it. `TestModeSpace` ends the page above it.
 */
export function TestModeNotice() {
  const t = useText<typeof common>();
  if (!useTestMode()) return null;
  return (
    <aside aria-label={t("testMode.label")} className="pointer-events-none fixed inset-x-0 bottom-0 z-40 bg-[#fdf6e7]/95 shadow-sm print:hidden">
      <TestModeBar text={t("testMode.text")} />
    </aside>
  );
}

/**
 * As tall as the test mode bar, wrapped lines and all (the same words, unseen), at the end of the page: the
 * footer's last row (Terms, Privacy, language) scrolls up above the bar instead of staying under it.
 */
export function TestModeSpace() {
  const t = useText<typeof common>();
  if (!useTestMode()) return null;
  return (
    <div aria-hidden className="invisible print:hidden">
      <TestModeBar text={t("testMode.text")} />
    </div>
  );
}

function TestModeBar({ text }: { text: string }) {
  return (
    <p role="note" className="flex items-center justify-center gap-2 border-t border-dashed border-gold px-4 py-1.5 text-center text-sm text-[#6b4a10]">
      <FlaskConical aria-hidden className="size-4 shrink-0" /> {text}
    </p>
  );
}
