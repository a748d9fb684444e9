import { RefreshCw } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { formatDateTime } from "../../shared/format.ts";
import { cn } from "../../web/lib/cn.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import type words from "./events.messages.en.ts";
import { appIsRunning } from "./app-running.ts";
import { refreshFormAction } from "./queries.ts";
import type { EventsResponse } from "./schema.ts";

/**
 * A form around a refresh button: it posts to the API's refresh route, which takes a browser's own post too
 * (before the app has started) and sends it back to the page; once the app runs, `onUpdate` refreshes in place.
 */
export function RefreshForm({ onUpdate, className, children }: { onUpdate: () => void; className?: string; children: ReactNode }) {
  const refreshInPlace = (submit: FormEvent) => {
    if (!appIsRunning()) return;
    submit.preventDefault();
    onUpdate();
  };
  return (
    <form method="post" action={refreshFormAction} onSubmit={refreshInPlace} className={className}>
      {children}
    </form>
  );
}

/**
 * Under the events' title: the Update button while the site may refresh its events, else when it last did.
 */
export function EventRefresh({ refresh, updating, onUpdate }: { refresh: EventsResponse["refresh"] | undefined; updating: boolean; onUpdate: () => void }) {
  const t = useText<typeof words>();
  const locale = useLocale();
  if (refresh?.allowed) {
    return (
      <RefreshForm onUpdate={onUpdate}>
        <Button type="submit" variant="outline" disabled={updating}>
          <RefreshCw aria-hidden className={cn(updating && "animate-spin")} /> {updating ? t("events.updating") : t("events.update")}
        </Button>
      </RefreshForm>
    );
  }
  if (!refresh?.lastRefresh) return null;
  return <p className="text-sm text-muted-foreground">{t("events.refreshedAt", { when: formatDateTime(refresh.lastRefresh, locale) })}</p>;
}
