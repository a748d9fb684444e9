import { useMemo, useState, type ReactNode } from "react";
import { cn } from "../../web/lib/cn.ts";

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortValue?: (row: Row) => string | number | null;
  className?: string;
}

type Direction = "ascending" | "descending";

const compare = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
};

/**
 * A table for daily admin work: click a column heading to sort by it (again to reverse); on a narrow
 * screen it scrolls inside its own box instead of widening the page.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  initialSort,
  empty,
  compact = false,
}: {
  caption: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  initialSort?: { key: string; direction: Direction };
  empty: string;
  /** Lets the table shrink to a narrow column (a list beside a detail pane) instead of scrolling. */
  compact?: boolean;
}) {
  const [sort, setSort] = useState(initialSort ?? null);
  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.key);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sign = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, columns, sort]);

  const toggle = (key: string) =>
    setSort((current) => ({ key, direction: current?.key === key && current.direction === "ascending" ? "descending" : "ascending" }));

  if (rows.length === 0) return <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    // relative: what a cell places absolutely (screen-reader text) scrolls with the table, never widening the page.
    <div className="relative overflow-x-auto rounded-lg border bg-card">
      <table className={cn("w-full text-left text-sm", !compact && "min-w-[40rem]")}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn("p-2 font-semibold", column.className)}
                aria-sort={sort?.key === column.key ? sort.direction : undefined}
              >
                {column.sortValue ? (
                  <button type="button" className="inline-flex min-h-6 items-center gap-1 rounded hover:underline" onClick={() => toggle(column.key)}>
                    {column.header}
                    <span aria-hidden="true" className="text-xs text-muted-foreground">
                      {sort?.key === column.key ? (sort.direction === "ascending" ? "▲" : "▼") : "↕"}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className="border-t align-top">
              {columns.map((column) => (
                <td key={column.key} className={cn("p-2", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
