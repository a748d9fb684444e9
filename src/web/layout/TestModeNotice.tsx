import { useQuery } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { api } from "../lib/api.ts";

interface SiteInfo {
  testPayments: boolean;
}

/**
 * On every page while payments run in the sandbox (development, or a test shop in production): no card is
 * charged, so nobody may believe they paid.
 */
export function TestModeNotice() {
  const site = useQuery({ queryKey: ["site"], queryFn: ({ signal }) => api.get<SiteInfo>("/api/site", { signal }), staleTime: Infinity, retry: false });
  if (!site.data?.testPayments) return null;
  return (
    <aside aria-label="Test mode" className="border-b border-dashed border-gold bg-[#fdf6e7]">
      <p role="note" className="flex items-center justify-center gap-2 px-4 py-1.5 text-center text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-4 shrink-0" /> Test mode: no payment is taken.
      </p>
    </aside>
  );
}
