/**
 * A CSV file as spreadsheets read it: RFC 4180 quoting, CRLF line ends, and a byte order mark so that
 * Excel takes it as UTF-8. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a
 * tab or a carriage return: text a client typed, such as a name) is written with a leading apostrophe.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: CsvCell): string {
  if (value === null) return "";
  const text = String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cellText).join(",")).join("\r\n")}\r\n`;
}

/** The headers of a CSV download named `<name>-<YYYY-MM-DD>.csv`. */
export function csvDownloadHeaders(name: string, today: string): Record<string, string> {
  return { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}-${today}.csv"`, "cache-control": "no-store" };
}
