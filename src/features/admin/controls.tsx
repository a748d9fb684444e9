import { useId, useState, type ReactNode } from "react";
import { api } from "../../web/lib/api.ts";
import { cn } from "../../web/lib/cn.ts";
import { Button } from "../../web/ui/button.tsx";
import { Textarea } from "../../web/ui/input.tsx";
import { useAdminAction } from "./api.ts";

export const selectClass = "h-9 rounded-md border border-input bg-card px-2 text-sm";

const humanize = (value: string) => value.replace(/[_-]/g, " ").replace(/^\w/, (first) => first.toUpperCase());

/** A status pill: waiting states stand out, finished ones recede. */
export function StatusPill({ status }: { status: string }) {
  const waiting = ["new", "open", "pending", "failed", "confirmed", "interviewing"].includes(status);
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2 py-0.5 text-xs font-semibold",
        waiting ? "bg-accent text-accent-foreground" : "bg-muted text-muted-foreground",
        status === "failed" && "bg-destructive text-destructive-foreground",
      )}
    >
      {humanize(status)}
    </span>
  );
}

/**
 * The one editor for an inbox row's status and private notes (PATCH `path` with `{ status?, notes? }`).
 * What the admin typed stays in the box when saving fails.
 */
export function StatusNotesEditor({
  path,
  label,
  statuses,
  status,
  notes,
}: {
  path: string;
  label: string;
  statuses?: readonly string[];
  status?: string;
  notes: string | null;
}) {
  const id = useId();
  const [draftStatus, setDraftStatus] = useState(status);
  const [draftNotes, setDraftNotes] = useState(notes ?? "");
  // The server's values changed (saved here, or by another action such as a payment request): start from them.
  const [saved, setSaved] = useState({ status, notes });
  if (saved.status !== status || saved.notes !== notes) {
    setSaved({ status, notes });
    setDraftStatus(status);
    setDraftNotes(notes ?? "");
  }
  const save = useAdminAction((change: { status?: string; notes: string }) => api.patch(path, change), { success: "Saved" });
  const changed = draftStatus !== status || draftNotes !== (notes ?? "");
  return (
    <form
      className="grid min-w-52 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ ...(statuses ? { status: draftStatus } : {}), notes: draftNotes });
      }}
    >
      {statuses ? (
        <select aria-label={`Status of ${label}`} className={selectClass} value={draftStatus} onChange={(event) => setDraftStatus(event.target.value)}>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </select>
      ) : null}
      <label htmlFor={`${id}-notes`} className="sr-only">
        Notes on {label}
      </label>
      <Textarea
        id={`${id}-notes`}
        rows={2}
        className="min-h-16"
        maxLength={5000}
        placeholder="Private notes"
        value={draftNotes}
        onChange={(event) => setDraftNotes(event.target.value)}
      />
      <Button type="submit" size="sm" variant="outline" disabled={!changed || save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}

/** A section's heading row with room for its filters. */
export function SectionHeader({ id, title, description, children }: { id: string; title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-2xl font-bold text-secondary">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading {what}…
    </p>
  );
}
