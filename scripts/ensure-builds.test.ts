import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_BUNDLE, SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "./ensure-builds.ts";

describe("how production starts the server", () => {
  it("`npm run serve` runs the bundle with the environment and flags the benchmark measures", () => {
    const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const environment = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);
    expect(packageJson.scripts.serve).toBe([...environment, "node", ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(" "));
  });
});
