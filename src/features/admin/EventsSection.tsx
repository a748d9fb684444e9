import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { EVENT_CATEGORIES } from "../../shared/events.ts";
import { formatDateTime } from "../../shared/format.ts";
import { ApiError } from "../../web/lib/api.ts";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { adminEventInput, eventSourceInput, eventsKey, type AdminEvent, type AdminEventFormValues, type EventSource } from "../events/index.ts";
import { useAdminAction } from "./actions.ts";
import {
  addEventSource,
  adminKey,
  adminQueries,
  createEvent,
  refreshEvents,
  removeEvent,
  removeEventSource,
  updateEvent,
  updateEventSource,
  uploadEventImage,
} from "./queries.ts";
import { CompactSelect, ImageUploadField, Loading, SectionHeader, StateToggle, visibilityColumn } from "./controls.tsx";
import { DataTable } from "./DataTable.tsx";

/** The public events page shows what staff change here. */
const refreshPublicPages = [eventsKey];

/** Where an event came from, in a word an operator recognises. */
function originOf(event: AdminEvent): string {
  if (event.source === "admin") return "Written here";
  if (event.source === "sample") return "Sample";
  try {
    return new URL(event.source).host;
  } catch {
    return event.source;
  }
}

/** Local events as staff run them: write, edit, hide and delete events, and the sources a refresh reads. */
export function EventsSection() {
  const list = useQuery(adminQueries.events());
  const [editing, setEditing] = useState<string | "new" | null>(null);
  const visibility = useAdminAction(({ id, hidden }: { id: string; hidden: boolean }) => updateEvent(id, { hidden }), {
    success: "Visibility updated",
    alsoRefresh: refreshPublicPages,
  });
  const remove = useAdminAction(removeEvent, { success: "Event deleted", alsoRefresh: refreshPublicPages });
  const refresh = useAdminAction(refreshEvents, {
    success: (result) => ({
      title: "Successfully updated local events!",
      description: `${result.count} upcoming events read; ${result.sources.filter((source) => !source.ok).length} of ${result.sources.length} sources failed.`,
    }),
    alsoRefresh: refreshPublicPages,
  });
  const events = list.data?.events ?? [];
  const current = events.find((event) => event.id === editing);
  const confirmDelete = (event: AdminEvent) => {
    const fromSource = event.source !== "admin" && event.source !== "sample";
    const warning = fromSource ? " Its source still lists it, so the next refresh brings it back: hide it instead to keep it off the site." : "";
    if (window.confirm(`Delete "${event.title}"?${warning}`)) remove.mutate(event.id);
  };

  return (
    <section aria-labelledby="events-admin-title" className="grid gap-8">
      <div>
        <SectionHeader
          id="events-admin-title"
          title="Events"
          description={`The events page lists upcoming events that are not hidden. Last refreshed: ${list.data?.lastRefresh ? formatDateTime(list.data.lastRefresh) : "never"}.`}
        >
          <Button variant="outline" disabled={refresh.isPending} onClick={() => refresh.mutate(undefined)}>
            {refresh.isPending ? "Refreshing events..." : "Refresh events now"}
          </Button>
          <Button onClick={() => setEditing("new")}>Add event</Button>
        </SectionHeader>
        {editing === "new" ? <EventEditor key="new" onDone={() => setEditing(null)} /> : null}
        {current ? <EventEditor key={current.id} event={current} onDone={() => setEditing(null)} /> : null}
        {list.isPending ? <Loading what="events" /> : null}
        {list.data ? (
          <DataTable<AdminEvent>
            caption="Events"
            rows={events}
            rowKey={(row) => row.id}
            initialSort={{ key: "date", direction: "ascending" }}
            empty="No upcoming events. Add one, or add a source and refresh."
            columns={[
              {
                key: "event",
                header: "Event",
                sortValue: (row) => row.title,
                className: "max-w-xs",
                cell: (row) => (
                  <>
                    <span className="block break-words font-semibold">{row.title}</span>
                    <span className="block text-xs text-muted-foreground">
                      {row.venue_name} · {row.category}
                      {row.price_range ? ` · ${row.price_range}` : ""}
                    </span>
                  </>
                ),
              },
              { key: "date", header: "When", sortValue: (row) => row.starts_at, cell: (row) => `${row.event_date} · ${row.event_time}` },
              {
                key: "origin",
                header: "From",
                sortValue: originOf,
                cell: (row) => (
                  <>
                    {originOf(row)}
                    {row.edited && row.source !== "admin" ? <span className="block text-xs text-muted-foreground">Edited: refresh leaves it</span> : null}
                  </>
                ),
              },
              visibilityColumn((row) => row.title, visibility),
              {
                key: "actions",
                header: "Actions",
                cell: (row) => (
                  <div className="flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(row.id)} aria-label={`Edit ${row.title}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => confirmDelete(row)} aria-label={`Delete ${row.title}`}>
                      Delete
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        ) : null}
      </div>
      <EventSourcesPanel />
    </section>
  );
}

const emptyEvent: AdminEventFormValues = {
  title: "",
  description: "",
  category: "bar",
  venue_name: "",
  event_date: "",
  event_time: "19:00",
  price_range: "",
  tags: "",
  hidden: false,
  title_es: "",
  description_es: "",
};

const valuesOf = (event: AdminEvent): AdminEventFormValues => ({
  title: event.title,
  description: event.description,
  category: event.category,
  venue_name: event.venue_name,
  event_date: event.event_date,
  event_time: event.event_time_24h,
  price_range: event.price_range ?? "",
  tags: event.tags.join(", "),
  hidden: event.hidden,
  title_es: event.title_es ?? "",
  description_es: event.description_es ?? "",
});

/** What an empty Spanish field means, said under each. */
const SPANISH_HINT = "Leave empty to show the English on the Spanish page, marked (in English).";

function EventEditor({ event, onDone }: { event?: AdminEvent; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(adminEventInput), defaultValues: event ? valuesOf(event) : emptyEvent });
  const { errors, isSubmitting: saving } = form.formState;
  const save = form.handleSubmit(async (input) => {
    try {
      if (event) await updateEvent(event.id, input);
      else await createEvent(input);
      toast.success(event ? "Event updated" : "Event added");
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]);
      onDone();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Not saved", { description: error instanceof ApiError ? error.message : undefined });
    }
  });
  return (
    <div className="mb-6 grid gap-4 rounded-lg border bg-card p-4">
      <h3 className="text-lg font-semibold">{event ? `Edit ${event.title}` : "New event"}</h3>
      <form className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-3" onSubmit={(submit) => void save(submit)} noValidate>
        <FormField label="Title" error={errors.title?.message}>
          <Input maxLength={140} {...form.register("title")} />
        </FormField>
        <FormField label="Title in Spanish" hint={SPANISH_HINT} error={errors.title_es?.message}>
          <Input maxLength={140} lang="es" {...form.register("title_es")} />
        </FormField>
        <FormField label="Venue" error={errors.venue_name?.message}>
          <Input maxLength={140} {...form.register("venue_name")} />
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          <CompactSelect className="w-full" {...form.register("category")}>
            {EVENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </CompactSelect>
        </FormField>
        <FormField label="Date (Florida time)" error={errors.event_date?.message}>
          <Input type="date" {...form.register("event_date")} />
        </FormField>
        <FormField label="Time" error={errors.event_time?.message}>
          <Input type="time" step={300} {...form.register("event_time")} />
        </FormField>
        <FormField label="Price range" hint="For example Free, $15 or $20 - $35." error={errors.price_range?.message}>
          <Input maxLength={60} {...form.register("price_range")} />
        </FormField>
        <div className="md:col-span-2 xl:col-span-3">
          <FormField label="Tags" hint="Separate with commas; the card shows the first three." error={errors.tags?.message}>
            <Input {...form.register("tags")} />
          </FormField>
        </div>
        <div className="md:col-span-2 xl:col-span-3">
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={3} maxLength={2000} {...form.register("description")} />
          </FormField>
        </div>
        <div className="md:col-span-2 xl:col-span-3">
          <FormField label="Description in Spanish" hint={SPANISH_HINT} error={errors.description_es?.message}>
            <Textarea rows={3} maxLength={2000} lang="es" {...form.register("description_es")} />
          </FormField>
        </div>
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register("hidden")} />
          Hidden from the events page
        </label>
        <div className="flex gap-2 md:col-span-2 xl:col-span-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : event ? "Save changes" : "Add event"}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            Close
          </Button>
        </div>
      </form>
      {event ? <EventImageUpload event={event} /> : <p className="text-xs text-muted-foreground">Add a picture once the event is saved.</p>}
    </div>
  );
}

function EventImageUpload({ event }: { event: AdminEvent }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    try {
      setProgress(0);
      await uploadEventImage(event.id, file, setProgress);
      toast.success("Event picture uploaded");
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKey }), queryClient.invalidateQueries({ queryKey: eventsKey })]);
    } catch (error) {
      toast.error(`${file.name} was not uploaded`, { description: error instanceof ApiError ? error.message : undefined });
    } finally {
      setProgress(null);
    }
  };
  return (
    <section aria-label={`Picture of ${event.title}`} className="grid gap-2">
      <h4 className="font-semibold">Picture</h4>
      {event.image_url ? <img src={event.image_url} alt="" width={240} height={135} className="aspect-video w-60 rounded object-cover" /> : null}
      <ImageUploadField label={event.has_uploaded_image ? "Replace the picture" : "Upload a picture"} progress={progress} upload={([file]) => upload(file)} />
      <p className="text-xs text-muted-foreground">JPEG, PNG or WebP up to 10 MB; shown 16:9 on the card.</p>
    </section>
  );
}

function LastFetch({ source }: { source: EventSource }) {
  if (!source.last_fetched_at) return <span className="text-muted-foreground">Not read yet</span>;
  return (
    <>
      <span className={source.last_status === "ok" ? "font-semibold text-primary" : "font-semibold text-destructive"}>
        {source.last_status === "ok" ? `OK · ${source.last_count ?? 0} upcoming ${source.last_count === 1 ? "event" : "events"}` : "Error"}
      </span>
      <span className="block text-xs text-muted-foreground">{formatDateTime(source.last_fetched_at)}</span>
      {source.last_error ? <span className="block break-words text-xs text-destructive">{source.last_error}</span> : null}
    </>
  );
}

/** The pages (schema.org Event JSON-LD) and iCalendar feeds a refresh reads, each with its last result. */
function EventSourcesPanel() {
  const list = useQuery(adminQueries.eventSources());
  const toggle = useAdminAction(({ id, enabled }: { id: string; enabled: boolean }) => updateEventSource(id, { enabled }), { success: "Source updated" });
  const remove = useAdminAction(removeEventSource, { success: "Source removed" });
  const form = useForm({ resolver: zodResolver(eventSourceInput), defaultValues: { url: "", label: "" } });
  const add = form.handleSubmit(async (input) => {
    try {
      await addEventSource(input);
      toast.success("Source added: it is read at the next refresh");
      form.reset();
      await list.refetch();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Not added", { description: error instanceof ApiError ? error.message : undefined });
    }
  });
  return (
    <section aria-labelledby="event-sources-title">
      <SectionHeader
        id="event-sources-title"
        title="Event sources"
        description="Pages with schema.org Event data and iCalendar (.ics) feeds, read at every refresh. Sources from the EVENT_SOURCES setting are listed too."
      />
      <form className="mb-4 flex flex-wrap items-start gap-2" onSubmit={(submit) => void add(submit)} noValidate>
        <FormField label="Address" error={form.formState.errors.url?.message}>
          <Input type="url" className="w-96 max-w-full" placeholder="https://venue.example/events" {...form.register("url")} />
        </FormField>
        <FormField label="Name (optional)" error={form.formState.errors.label?.message}>
          <Input className="w-56" maxLength={80} {...form.register("label")} />
        </FormField>
        <Button type="submit" className="mt-7" disabled={form.formState.isSubmitting}>
          Add source
        </Button>
      </form>
      {list.isPending ? <Loading what="sources" /> : null}
      {list.data ? (
        <DataTable<EventSource>
          caption="Event sources"
          rows={list.data.sources}
          rowKey={(row) => row.id}
          empty="No sources yet: the events page shows only events written here."
          columns={[
            {
              key: "source",
              header: "Source",
              sortValue: (row) => row.label || row.url,
              className: "max-w-sm",
              cell: (row) => (
                <>
                  {row.label ? <span className="block font-semibold">{row.label}</span> : null}
                  <span className="block break-all text-xs">{row.url}</span>
                  <span className="block text-xs text-muted-foreground">{row.origin === "env" ? "From EVENT_SOURCES" : "Added here"}</span>
                </>
              ),
            },
            { key: "last", header: "Last fetch", sortValue: (row) => row.last_fetched_at, className: "max-w-xs", cell: (row) => <LastFetch source={row} /> },
            {
              key: "enabled",
              header: "Read",
              sortValue: (row) => (row.enabled ? 1 : 0),
              cell: (row) => (
                <StateToggle
                  on={row.enabled}
                  text={["On", "Off"]}
                  verbs={["Turn off", "Turn on"]}
                  name={row.label || row.url}
                  disabled={toggle.isPending}
                  onToggle={() => toggle.mutate({ id: row.id, enabled: !row.enabled })}
                />
              ),
            },
            {
              key: "remove",
              header: "Remove",
              cell: (row) =>
                row.origin === "admin" ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() => window.confirm(`Remove ${row.label || row.url}? Its events stay until they pass.`) && remove.mutate(row.id)}
                    aria-label={`Remove ${row.label || row.url}`}
                  >
                    Remove
                  </Button>
                ) : null,
            },
          ]}
        />
      ) : null}
    </section>
  );
}
