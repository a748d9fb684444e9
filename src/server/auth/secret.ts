import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config.ts";

/**
 * AUTH_SECRET when set; otherwise a random secret made on first start and kept in DATA_DIR (never in
 * the repository), so sessions survive restarts of a single instance. Several instances must share AUTH_SECRET.
 */
export function resolveAuthSecret(config: Pick<AppConfig, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}
