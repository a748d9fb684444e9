import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVER_BUNDLE, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS, withFileLock } from "./ensure-builds.ts";

describe("how production starts the server", () => {
  it("`npm run serve` runs the bundle with the environment and flags the benchmark measures", () => {
    const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
    expect(packageJson.scripts.serve).toBe([...environment, "node", ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(" "));
  });
});

describe("one build at a time", () => {
  let folder: string;
  let lock: string;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "wingmate-lock-"));
    lock = path.join(folder, "cache", "build.lock");
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  async function until(condition: () => boolean): Promise<void> {
    for (let tries = 0; !condition(); tries++) {
      if (tries > 100) throw new Error("timed out");
      await sleep(50);
    }
  }

  it("gives the work's result and lets the lock go, also when the work fails", () => {
    expect(withFileLock(lock, () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withFileLock(lock, () => {
        throw new Error("build failed");
      }),
    ).toThrow("build failed");
    expect(existsSync(lock)).toBe(false);
  });

  it("waits while a running process holds the lock", async () => {
    const released = path.join(folder, "released");
    const holder = spawn(process.execPath, [
      "-e",
      `const fs = require("node:fs");
       fs.mkdirSync(${JSON.stringify(path.dirname(lock))}, { recursive: true });
       fs.writeFileSync(${JSON.stringify(lock)}, String(process.pid), { flag: "wx" });
       setTimeout(() => { fs.writeFileSync(${JSON.stringify(released)}, ""); fs.rmSync(${JSON.stringify(lock)}); }, 400);`,
    ]);
    await until(() => existsSync(lock));
    expect(withFileLock(lock, () => existsSync(released))).toBe(true);
    await once(holder, "exit");
  });

  it("takes over a lock left by a process that died", () => {
    const { pid } = spawnSync(process.execPath, ["-e", ""]);
    mkdirSync(path.dirname(lock), { recursive: true });
    writeFileSync(lock, String(pid));
    expect(withFileLock(lock, () => "built")).toBe("built");
  });
});
