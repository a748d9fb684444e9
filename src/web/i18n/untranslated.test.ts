import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Finds words written straight into components instead of a catalog: JSX text, and the texts of
 * aria-label, title, placeholder, alt and label attributes. Every component must take its words from
 * a catalog, except the staff's screens listed below.
 */
/** The staff's screens stay in English (the team's own tools): the dashboard's folder, and the companions' workspace. */
const STAFF_FOLDER = "src/features/admin/";
const STAFF_SCREENS = new Set([
  "src/features/bookings/AllBookingsTable.tsx",
  "src/features/workspace/AvailabilityEditor.tsx",
  "src/features/workspace/CalendarSubscription.tsx",
  "src/features/workspace/WorkspacePage.tsx",
]);
const isStaffScreen = (file: string) => file.startsWith(STAFF_FOLDER) || STAFF_SCREENS.has(file);

const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label"]);
const WORDS = /[A-Za-z]{2,}/;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(file);
    return file.endsWith(".tsx") && !file.endsWith(".test.tsx") ? [file] : [];
  });
}

/** The hard-coded texts of one file, as "line: text". */
function hardCodedTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (WORDS.test(node.initializer.text)) report(node, `${node.name.getText()}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("words in components", () => {
  const files = [...componentFiles("src/web"), ...componentFiles("src/features")].map((file) => file.split(path.sep).join("/"));
  const translated = files.filter((file) => !isStaffScreen(file));

  it.each(translated)("%s takes every word from a catalog", (file) => {
    expect(hardCodedTexts(file)).toEqual([]);
  });

  it.each([...STAFF_SCREENS])("%s is a staff screen (English by design) that exists", (file) => {
    expect(files).toContain(file);
  });
});
