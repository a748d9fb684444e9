import { CalendarPlus, Copy, RefreshCw, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../web/lib/form-errors.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { calendarFeedForms, workspaceApi } from "./queries.ts";
import type { CalendarFeed } from "./schema.ts";

/** The app has started (the root marks the page): until then the forms post as a browser's own forms. */
const appIsRunning = () => document.documentElement.hasAttribute("data-hydrated");

const POSTED: Record<string, string> = {
  created: "Your calendar link is ready. Any earlier link no longer works.",
  revoked: "Your calendar link is revoked: calendars subscribed to it get nothing more.",
};

/**
 * The companion's calendar subscription: a private address their calendar app reads their sessions from.
 * Making, replacing and revoking it are forms (they work before the app has started); once it runs they
 * change it in place. The address is a secret: whoever has it sees the sessions (first names, times, places).
 */
export function CalendarSubscription({ feed, onChange }: { feed: CalendarFeed | null; onChange: (feed: CalendarFeed | null) => void }) {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  // A form posted before the app started comes back as ?done=<route>&outcome=..., or ?error=...&form=<route>.
  const ours = (route: string | null) => route === "calendar-feed" || route === "revoke";
  const posted = ours(params.get("done")) ? POSTED[params.get("outcome") ?? ""] : undefined;
  const failed = params.has("error") && ours(params.get("form"));
  const status = said ?? posted ?? null;

  const submit = (change: () => Promise<{ calendarFeed: CalendarFeed | null; outcome: "created" | "revoked" }>) => async (event: FormEvent) => {
    if (!appIsRunning()) return;
    event.preventDefault();
    setBusy(true);
    try {
      const result = await change();
      onChange(result.calendarFeed);
      setSaid(POSTED[result.outcome] ?? null);
    } catch (error) {
      toast.error("Calendar link not changed", { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed.httpsUrl);
      toast.success("Link copied", { description: "Paste it where your calendar app asks for a calendar's address." });
    } catch {
      toast.error("Could not copy", { description: "Select the link and copy it yourself." });
    }
  };

  return (
    <section aria-labelledby="calendar-subscription-title" className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <h2 id="calendar-subscription-title" className="text-2xl font-bold text-secondary">
        Calendar subscription
      </h2>
      <p className="text-sm text-muted-foreground">
        See your sessions in your own calendar app, updated as bookings change: each with the client&apos;s first name, the time and the place. The link is
        private: anyone who has it sees these sessions, so keep it to yourself, and revoke it if it gets out.
      </p>
      {status ? (
        <p role="status" className="rounded-md bg-accent p-2 text-sm text-accent-foreground">
          {status}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-2 text-sm text-destructive">
          Your calendar link could not be changed. Please try again.
        </p>
      ) : null}
      {feed ? (
        <>
          <p className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={feed.webcalUrl}>
                <CalendarPlus aria-hidden /> Subscribe in your calendar app
              </a>
            </Button>
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden /> Copy link
            </Button>
          </p>
          <label className="grid min-w-0 gap-1 text-sm">
            <span>Link for Google Calendar (Other calendars, From URL) or any app that asks for one:</span>
            <input
              readOnly
              value={feed.httpsUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full min-w-0 rounded-md border bg-background px-2 py-1 font-mono text-xs"
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <form method="post" action={calendarFeedForms.create} onSubmit={(event) => void submit(workspaceApi.createCalendarFeed)(event)}>
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <RefreshCw aria-hidden /> Replace link
              </Button>
            </form>
            <form method="post" action={calendarFeedForms.revoke} onSubmit={(event) => void submit(workspaceApi.revokeCalendarFeed)(event)}>
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <Trash2 aria-hidden /> Revoke link
              </Button>
            </form>
          </div>
        </>
      ) : (
        <form method="post" action={calendarFeedForms.create} onSubmit={(event) => void submit(workspaceApi.createCalendarFeed)(event)}>
          <Button type="submit" disabled={busy}>
            <CalendarPlus aria-hidden /> Create a calendar link
          </Button>
        </form>
      )}
    </section>
  );
}
