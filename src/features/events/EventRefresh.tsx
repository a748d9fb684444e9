import { RefreshCw } from "lucide-react";
import { formatDateTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import type words from "./events.messages.en.ts";
import type { EventsResponse } from "./schema.ts";

/**
 * Under the events' title: the Update button while the site may refresh its events, else when it last did.
 */
export function EventRefresh({ refresh, updating, onUpdate }: { refresh: EventsResponse["refresh"] | undefined; updating: boolean; onUpdate: () => void }) {
  const t = useText<typeof words>();
  const locale = useLocale();
  if (refresh?.allowed) {
    return (
      <Button variant="outline" onClick={onUpdate} disabled={updating}>
        <RefreshCw aria-hidden className={cn(updating && "animate-spin")} /> {updating ? t("events.updating") : t("events.update")}
      </Button>
    );
  }
  if (!refresh?.lastRefresh) return null;
  return <p className="text-sm text-muted-foreground">{t("events.refreshedAt", { when: formatDateTime(refresh.lastRefresh, locale) })}</p>;
}
