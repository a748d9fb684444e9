import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is what a newcomer reads in ten minutes; docs/ holds the current truth per audience. History
 * lives in git and in CHANGELOG.md, so neither the documents nor the code's comments cite issue numbers or
 * carry a work log. These checks read the repository itself, so they hold for what is written tomorrow.
 */
const README = "README.md";
const README_MAX_LINES = 250;
/** The README's first lines: what a newcomer types. */
const FIRST_COMMANDS = "npm install && npm start\nnpm test";
/** Where comments and documents live (this file too: its examples below are put together, so it holds none). */
const SCANNED_FOLDERS = ["src", "scripts", "bench", "tests", "docs"];
const SCANNED_FILE = /\.(ts|tsx|js|mjs|css|md)$/;

/** An issue's number cited in prose, with or without "#": the reason belongs in the text, the number in git. */
const ISSUE_NUMBER = /\bissues? ?#?\d+\b/i;
/** A round of work named by its place in a series, in words or figures. */
const WORK_ROUND = /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th)) session\b/i;
/** A work log's date: one in brackets after a title, or after "since", "until", "as of". A date inside code (a test's data) is not one. */
const WORK_LOG_DATE = /\(\d{4}-\d{2}-\d{2}[,)]|\b(?:since|until|as of) \d{4}-\d{2}-\d{2}\b/i;
/** A heading that dates what follows. */
const DATED_HEADING = /^#{1,6} .*\b\d{4}-\d{2}-\d{2}\b/;

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

const documents = [README, ...filesUnder("docs", (file) => file.endsWith(".md"))];
const read = (file: string) => readFileSync(file, "utf8");

/** A document's prose: fenced code blocks blanked (line numbers kept), so a sample never counts as a link. */
function prose(markdown: string): string[] {
  let fenced = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return "";
    }
    return fenced ? "" : line;
  });
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replaceAll("`", "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replaceAll(" ", "-");
}

/** The anchors of a document's headings, numbered as GitHub numbers repeated ones ("-1", "-2"). */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(read(file))) {
    const heading = /^#{1,6} (.+)$/.exec(line)?.[1];
    if (!heading) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Link {
  from: string;
  line: number;
  target: string;
}

/** The relative links of a document ([text](target)); addresses on the web are not checked here. */
function linksOf(file: string): Link[] {
  return prose(read(file)).flatMap((line, index) =>
    [...line.replace(/`[^`]*`/g, "").matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? "")
      .filter((target) => !/^[a-z]+:/i.test(target))
      .map((target) => ({ from: file, line: index + 1, target })),
  );
}

/** Why a link does not resolve, or null when it does. */
function brokenLink({ from, target }: Link): string | null {
  const [pathPart = "", anchor] = target.split("#");
  const file = pathPart ? path.posix.normalize(path.posix.join(path.posix.dirname(from), pathPart)) : from;
  if (!existsSync(file)) return `${file} does not exist`;
  if (anchor === undefined) return null;
  if (!file.endsWith(".md")) return `${file} is not a document with headings`;
  return anchorsOf(file).has(anchor) ? null : `${file} has no heading #${anchor}`;
}

/** The repository paths a document names in code spans (`src/server/app.ts`): each must exist. */
function namedPaths(file: string): { line: number; name: string }[] {
  return prose(read(file)).flatMap((line, index) =>
    [...line.matchAll(/`((?:src|scripts|bench|tests|docs|public|\.ci)\/[\w./-]*)`/g)].map((match) => ({ line: index + 1, name: match[1] ?? "" })),
  );
}

/** Every line of the scanned files that `pattern` finds, as "file:line: text". */
function linesMatching(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("the README", () => {
  const readme = read(README);

  it(`is a ten-minute read: at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("opens with the two commands, before any section", () => {
    const firstBlock = /^```\w*\n([\s\S]*?)\n```/m.exec(readme);
    expect(firstBlock?.[1]).toBe(FIRST_COMMANDS);
    expect(readme.indexOf(FIRST_COMMANDS)).toBeLessThan(readme.indexOf("\n## "));
  });

  it("links to every document in docs/", () => {
    const linked = new Set(linksOf(README).map((link) => link.target.split("#")[0]));
    const missing = filesUnder("docs", (file) => file.endsWith(".md") && !file.startsWith("docs/decisions/")).filter((file) => !linked.has(file));
    expect(missing).toEqual([]);
  });
});

describe("the documents", () => {
  it("list every decision in the architecture's decisions", () => {
    const listed = new Set(linksOf("docs/architecture.md").map((link) => path.posix.join("docs", link.target.split("#")[0] ?? "")));
    const missing = filesUnder("docs/decisions", (file) => file.endsWith(".md")).filter((file) => !listed.has(file));
    expect(missing).toEqual([]);
  });

  it.each(documents)("%s: every relative link and heading anchor resolves", (file) => {
    const broken = linksOf(file).flatMap((link) => {
      const why = brokenLink(link);
      return why ? [`${file}:${link.line}: (${link.target}) ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it.each(documents)("%s: every repository path it names exists", (file) => {
    const missing = namedPaths(file).flatMap(({ line, name }) => (existsSync(name) ? [] : [`${file}:${line}: ${name}`]));
    expect(missing).toEqual([]);
  });

  it.each(documents)("%s: no heading is dated", (file) => {
    const dated = prose(read(file)).flatMap((line, index) => (DATED_HEADING.test(line) ? [`${file}:${index + 1}: ${line}`] : []));
    expect(dated).toEqual([]);
  });
});

describe("comments and documents speak of the product, not of the work's history", () => {
  const files = [README, ".env.example", ...SCANNED_FOLDERS.flatMap((dir) => filesUnder(dir, (file) => SCANNED_FILE.test(file)))];

  it("cite no issue number", () => {
    expect(linesMatching(files, ISSUE_NUMBER)).toEqual([]);
  });

  it("name no numbered session of work", () => {
    expect(linesMatching(files, WORK_ROUND)).toEqual([]);
  });

  it("date nothing as a work log does", () => {
    expect(linesMatching(files, WORK_LOG_DATE)).toEqual([]);
  });

  it("find what they refuse (the patterns are not dead)", () => {
    // Put together from parts, so that this file, which the checks read too, holds no such phrase itself.
    const said = (...parts: (string | number)[]) => parts.join(" ");
    const day = ["2026", "11", "25"].join("-");
    expect(ISSUE_NUMBER.test(said("as", "issue", 26, "asks"))).toBe(true);
    expect(ISSUE_NUMBER.test(said("Issue", "#25"))).toBe(true);
    expect(WORK_ROUND.test(said("measured in the", "ninth", "session"))).toBe(true);
    expect(WORK_LOG_DATE.test(said("### Server memory", `(${day},`, "night)"))).toBe(true);
    expect(WORK_LOG_DATE.test(said("(since", `${day})`, "it waits"))).toBe(true);
    expect(DATED_HEADING.test(said("### First paint", `(${day})`))).toBe(true);
    expect(WORK_LOG_DATE.test(`floridaTimeToUtc("${day}", "09:00")`)).toBe(false);
    expect(ISSUE_NUMBER.test("result.error.issues[0]")).toBe(false);
  });
});
