import { useQuery } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { useAdminAction } from "./actions.ts";
import { adminQueries, sendTestMail } from "./queries.ts";
import type { LaunchCheck } from "./schema.ts";

const NAMES: Record<string, string> = {
  payments: "Payments",
  mail: "Mail",
  storage: "Storage",
  "event-sources": "Event sources",
  admins: "Admin accounts",
  "public-url": "Public address",
  backups: "Backups",
};

const STATES = {
  ok: { Icon: CircleCheck, label: "OK", tone: "text-green-700" },
  warn: { Icon: CircleAlert, label: "Check", tone: "text-amber-700" },
  missing: { Icon: CircleX, label: "Missing", tone: "text-destructive" },
} as const;

/** The dashboard places a check's fix names, opened from the check itself. */
const SECTION_OF: Record<string, { section: string; label: string }> = {
  "event-sources": { section: "events", label: "Add an event source" },
};

/**
 * The operator's first-run list (the same as `npm run cli -- doctor`): each adapter and setting, its state and
 * the one line that fixes it. Open while something is not OK; mail has its test button once it can be delivered.
 */
export function LaunchChecklist({ openSection }: { openSection: (section: string) => void }) {
  const list = useQuery(adminQueries.checklist());
  const test = useAdminAction(sendTestMail, {
    success: ({ to }) => ({ title: "Test mail queued", description: `Sent to ${to} through the outbox: see the Mail section for its delivery.` }),
    failure: "Test mail not sent",
  });
  const checks = list.data?.checks;
  if (!checks) return null;
  const pending = checks.filter((check) => check.state !== "ok").length;
  return (
    <section aria-labelledby="checklist-title" className="rounded-lg border bg-card p-4">
      <details open={pending > 0}>
        <summary className="cursor-pointer">
          <h2 id="checklist-title" className="inline text-lg font-bold text-secondary">
            Launch checklist
          </h2>{" "}
          <span className="text-sm text-muted-foreground">{pending === 0 ? "everything is set" : `${pending} to look at`}</span>
        </summary>
        <ul className="mt-3 grid gap-2">
          {checks.map((check) => (
            <CheckRow key={check.id} check={check} openSection={openSection}>
              {/* Without SMTP (production) a test mail would reach nobody: the fix comes first. */}
              {check.id === "mail" && check.state !== "missing" ? (
                <Button size="sm" variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
                  Send a test mail
                </Button>
              ) : null}
            </CheckRow>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          The same list on the server: <code>npm run cli -- doctor</code>
        </p>
      </details>
    </section>
  );
}

function CheckRow({ check, openSection, children }: { check: LaunchCheck; openSection: (section: string) => void; children?: React.ReactNode }) {
  const { Icon, label, tone } = STATES[check.state];
  const place = check.state === "ok" ? undefined : SECTION_OF[check.id];
  return (
    <li className="grid gap-1 rounded-md border p-3 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-start sm:gap-3" data-check={check.id}>
      <span className={cn("flex items-center gap-2 font-semibold", tone)}>
        <Icon aria-hidden className="size-4 shrink-0" />
        <span>
          {NAMES[check.id] ?? check.id}
          <span className="sr-only">: {label}</span>
        </span>
      </span>
      <span className="min-w-0 text-sm">
        <span className="block break-words">{check.detail}</span>
        {check.fix ? <span className="block break-words text-muted-foreground">{check.fix}</span> : null}
      </span>
      <span className="flex flex-wrap gap-2">
        {place ? (
          <Button size="sm" variant="outline" onClick={() => openSection(place.section)}>
            {place.label}
          </Button>
        ) : null}
        {children}
      </span>
    </li>
  );
}
