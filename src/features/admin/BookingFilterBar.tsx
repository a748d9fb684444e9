import { BOOKING_STATUS_VALUES } from "../../shared/bookings.ts";
import { Input } from "../../web/ui/input.tsx";
import type { AdminBooking } from "../bookings/index.ts";
import { BOOKING_STATUS_LABEL } from "./BookingPayment.tsx";
import { CompactSelect } from "./controls.tsx";
import type { BookingFilters } from "./booking-filters.ts";

const statusLabel = (status: AdminBooking["status"]) => BOOKING_STATUS_LABEL[status] ?? status.replace("_", "-").replace(/^\w/, (first) => first.toUpperCase());

/** Search, status, companion and dates over the bookings list; `shown` of `total` are listed. */
export function BookingFilterBar({
  filters,
  onChange,
  rows,
  shown,
}: {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
  rows: readonly AdminBooking[];
  shown: number;
}) {
  const set = <Key extends keyof BookingFilters>(key: Key, value: BookingFilters[Key]) => onChange({ ...filters, [key]: value });
  const companions = [...new Map(rows.map((row) => [row.companion.id, row.companion.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <div role="search" aria-label="Filter bookings" className="mb-3 flex flex-wrap items-end gap-2 text-sm">
      <label className="grid gap-1">
        <span className="text-xs font-medium">Search</span>
        <Input
          type="search"
          className="h-9 w-56"
          placeholder="Client, e-mail, phone, place"
          value={filters.search}
          onChange={(event) => set("search", event.target.value)}
        />
      </label>
      <label className="grid gap-1">
        <span className="text-xs font-medium">Status</span>
        <CompactSelect value={filters.status} onChange={(event) => set("status", event.target.value as BookingFilters["status"])}>
          <option value="">Any status</option>
          {BOOKING_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </CompactSelect>
      </label>
      <label className="grid gap-1">
        <span className="text-xs font-medium">Companion</span>
        <CompactSelect value={filters.companionId} onChange={(event) => set("companionId", event.target.value)}>
          <option value="">Every companion</option>
          {companions.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </CompactSelect>
      </label>
      <label className="grid gap-1">
        <span className="text-xs font-medium">From</span>
        <Input type="date" className="h-9 w-auto" value={filters.from} onChange={(event) => set("from", event.target.value)} />
      </label>
      <label className="grid gap-1">
        <span className="text-xs font-medium">To</span>
        <Input type="date" className="h-9 w-auto" value={filters.to} onChange={(event) => set("to", event.target.value)} />
      </label>
      <p className="pb-2 text-xs text-muted-foreground" aria-live="polite">
        {shown} of {rows.length} bookings
      </p>
    </div>
  );
}
