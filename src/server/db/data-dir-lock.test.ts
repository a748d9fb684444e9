import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "wingmate-lock-"));

describe("lockDataDir", () => {
  it("refuses a folder held by another running process", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "wingmate.pid"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it("takes over a lock left by a process that is gone, and releases it", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "wingmate.pid"), "999999");
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "wingmate.pid"), "utf8")).toBe(String(process.pid));
    release();
    const again = lockDataDir(dir);
    again();
  });
});
