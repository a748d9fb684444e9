import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.ts";

describe("a CSV download", () => {
  it("quotes what needs quoting, keeps numbers and empty cells, and starts with a byte order mark", () => {
    const csv = toCsv(["Name", "Note", "Cents", "Phone"], [["Ana Ruiz", 'said "hi", then left', 22000, null]]);
    expect(csv).toBe('\uFEFFName,Note,Cents,Phone\r\nAna Ruiz,"said ""hi"", then left",22000,\r\n');
  });

  it("never lets a spreadsheet run a typed cell as a formula", () => {
    const csv = toCsv(["Name"], [['=HYPERLINK("http://evil")'], ["+1 305"], ["-2"], ["@SUM(A1)"]]);
    expect(csv.split("\r\n").slice(1, 5)).toEqual(['"\'=HYPERLINK(""http://evil"")"', "'+1 305", "'-2", "'@SUM(A1)"]);
    expect(toCsv(["Cents"], [[-500]])).toContain("\r\n-500\r\n");
  });
});
