import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import type { SiteInfo } from "../../shared/site-info.ts";
import { TEST_MODE_NOTICE_ATTRIBUTE, TEST_PAYMENTS_ATTRIBUTE } from "../../shared/page-markers.ts";
import { api } from "../lib/api.ts";
import { useText } from "../i18n/text.tsx";
import type common from "./common.messages.en.ts";

/** What the server said on <html> (every page it sends says it); undefined where it did not (`npm run dev`'s pages). */
function testPaymentsDeclared(): boolean | undefined {
  const declared = typeof document === "undefined" ? null : document.documentElement.getAttribute(TEST_PAYMENTS_ATTRIBUTE);
  return declared === null ? undefined : declared === "true";
}

/**
 * On every page while payments run in the sandbox (development, or a test shop in production): no card is
 * charged, so nobody may believe they paid. It is in the HTML the server sends (hidden at build time, shown
 * by the server), so it shows before and without the app. Fixed to the bottom of the screen: it must neither
 * push the page down nor catch clicks meant for what is under it.
 */
export function TestModeNotice() {
  const t = useText<typeof common>();
  const declared = testPaymentsDeclared();
  const site = useQuery({
    queryKey: ["site"],
    queryFn: ({ signal }) => api.get<SiteInfo>("/api/site", { signal }),
    staleTime: Infinity,
    retry: false,
    enabled: declared === undefined,
  });
  const shown = declared ?? site.data?.testPayments ?? false;
  return (
    <aside
      hidden={!shown}
      {...{ [TEST_MODE_NOTICE_ATTRIBUTE]: "" }}
      aria-label={t("testMode.label")}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 border-t border-dashed border-gold bg-[#fdf6e7]/95 shadow-sm print:hidden"
    >
      <p role="note" className="flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-4 shrink-0" /> {t("testMode.text")}
      </p>
    </aside>
  );
}
