import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ComponentProps, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { cn } from "../../web/lib/cn.ts";
import { Download } from "lucide-react";
import { Button, buttonVariants } from "../../web/ui/button.tsx";
import { Select, Textarea } from "../../web/ui/input.tsx";
import { useAdminAction } from "./actions.ts";
import type { StatusNotesEndpoint } from "./contract.ts";
import { saveStatusNotes } from "./queries.ts";
import type { Column } from "./DataTable.tsx";
import { notesOnlyInput } from "./schema.ts";

/** The dashboard's compact select, for filters and inline status changes. */
export function CompactSelect({ className, ...props }: ComponentProps<typeof Select>) {
  return <Select className={cn("h-9 w-auto px-2", className)} {...props} />;
}

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

/** The editor's fields; the route checks the status against the resource's own list. */
const statusNotesForm = notesOnlyInput.extend({ status: z.string() });

/**
 * The one editor for an inbox row's status and private notes (PATCH its endpoint with `{ status?, notes? }`).
 * A status is stored as soon as it is chosen (the select goes back to the stored one if that fails); the notes
 * are saved with their button. What the admin typed stays in the box when saving fails or the row changes.
 */
export function StatusNotesEditor({
  endpoint,
  id: rowId,
  label,
  statuses,
  status,
  notes,
}: {
  endpoint: StatusNotesEndpoint;
  /** The row's id. */
  id: string;
  label: string;
  statuses?: readonly string[];
  status?: string;
  notes: string | null;
}) {
  const id = useId();
  // `values`: when the server's values change (saved here, or by another action such as a payment
  // request) the form starts again from them, keeping notes being typed.
  const form = useForm({
    resolver: zodResolver(statusNotesForm),
    values: { status: status ?? "", notes: notes ?? "" },
    resetOptions: { keepDirtyValues: true },
  });
  const saveStatus = useAdminAction((next: string) => saveStatusNotes(endpoint, rowId, { status: next }), {
    success: (_, next) => ({ title: `Status saved: ${humanize(next)}` }),
  });
  const saveNotes = useAdminAction((change: { notes: string }) => saveStatusNotes(endpoint, rowId, change), { success: "Notes saved" });
  const submit = form.handleSubmit(({ notes: typed }) =>
    saveNotes.mutate({ notes: typed }, { onSuccess: () => form.resetField("notes", { defaultValue: typed }) }),
  );
  const statusField = form.register("status", {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      saveStatus.mutate(next, {
        onSuccess: () => form.resetField("status", { defaultValue: next }),
        // Back to the stored status: the select never shows one that was not saved.
        onError: () => form.resetField("status"),
      });
    },
  });
  const notesError = form.formState.errors.notes?.message;
  return (
    <form className="grid min-w-52 gap-2" onSubmit={submit} noValidate>
      {statuses ? (
        <CompactSelect aria-label={`Status of ${label}`} {...statusField}>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {humanize(value)}
            </option>
          ))}
        </CompactSelect>
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
        aria-invalid={notesError ? true : undefined}
        {...form.register("notes")}
      />
      {notesError ? (
        <p role="alert" className="text-sm text-destructive">
          {notesError}
        </p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!form.formState.dirtyFields.notes || saveNotes.isPending}
        className="justify-self-start"
        aria-label={`Save notes on ${label}`}
      >
        {saveNotes.isPending ? "Saving..." : "Save notes"}
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

/** A link that downloads a CSV file of a list (a link, so it works whatever the app is doing). */
export function CsvDownload({ href, what }: { href: string; what: string }) {
  return (
    <a href={href} download className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Download every one of the ${what} as a CSV file`}>
      <Download aria-hidden /> Download CSV
    </a>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" className="py-10 text-center text-muted-foreground">
      Loading {what}…
    </p>
  );
}

/**
 * A table cell's on/off switch that says both the state and what a click does ("Shown · Hide"), with an
 * accessible name naming the row ("Hide Sofia R.").
 */
export function StateToggle({
  on,
  text,
  verbs,
  name,
  disabled,
  onToggle,
}: {
  on: boolean;
  /** The state shown: [when on, when off]. */
  text: readonly [string, string];
  /** What a click does: [when on, when off]. */
  verbs: readonly [string, string];
  name: string;
  disabled?: boolean;
  onToggle: () => void;
}) {
  const verb = on ? verbs[0] : verbs[1];
  return (
    <Button size="sm" variant="outline" disabled={disabled} onClick={onToggle} aria-label={`${verb} ${name}`}>
      {on ? text[0] : text[1]} · {verb}
    </Button>
  );
}

/** The "Visible" column of a list staff can hide rows of (companions, events): "Shown · Hide" / "Hidden · Show". */
export function visibilityColumn<Row extends { id: string; hidden: boolean }>(
  nameOf: (row: Row) => string,
  visibility: { isPending: boolean; mutate: (change: { id: string; hidden: boolean }) => void },
): Column<Row> {
  return {
    key: "visible",
    header: "Visible",
    sortValue: (row) => (row.hidden ? 0 : 1),
    cell: (row) => (
      <StateToggle
        on={!row.hidden}
        text={["Shown", "Hidden"]}
        verbs={["Hide", "Show"]}
        name={nameOf(row)}
        disabled={visibility.isPending}
        onToggle={() => visibility.mutate({ id: row.id, hidden: !row.hidden })}
      />
    ),
  };
}

/** An image upload input with its progress bar: `upload` gets the chosen files; the input clears after it. */
export function ImageUploadField({
  label,
  multiple = false,
  progress,
  upload,
}: {
  label: string;
  multiple?: boolean;
  /** 0–100 while uploading, null otherwise. */
  progress: number | null;
  upload: (files: File[]) => Promise<void>;
}) {
  return (
    <>
      <label className="grid max-w-sm gap-1 text-sm">
        <span className="font-medium">{label}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple={multiple}
          disabled={progress !== null}
          onChange={(change) => void upload([...(change.target.files ?? [])]).then(() => (change.target.value = ""))}
        />
      </label>
      {progress !== null ? (
        <progress max={100} value={progress} aria-label="Upload progress" className="w-64">
          {progress}%
        </progress>
      ) : null}
    </>
  );
}
