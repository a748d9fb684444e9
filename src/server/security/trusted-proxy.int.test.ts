import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * The client's address (every per-address limit and the sign-in lockout count by it) and the scheme (HSTS)
 * come from X-Forwarded-* only when the peer that sent them is one of the proxies named in TRUST_PROXY. A
 * client reaching the server directly cannot pick its own address by rotating the header.
 */
const PROXY = "10.0.0.7";
let t: TestApp;

beforeAll(async () => {
  // The setting as an operator writes it, read the way the server reads it at start.
  const { trustProxy } = loadConfig({ NODE_ENV: "production", PAYMENTS: "sandbox", TRUST_PROXY: `${PROXY},fd00::/8` });
  t = await createTestApp({
    config: { trustProxy },
    register: (app) => {
      app.get("/api/test/peer", async (request) => ({ ip: request.ip, protocol: request.protocol }));
    },
  });
}, 60_000);
afterAll(() => t.close());

const peer = async (remoteAddress: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: "GET", url: "/api/test/peer", remoteAddress, headers })).json() as { ip: string; protocol: string };

describe("a trusted proxy list", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy, however it is rotated", async () => {
    for (const forwarded of ["198.51.100.1", "198.51.100.2", "203.0.113.9, 198.51.100.3"]) {
      expect((await peer("192.0.2.44", { "x-forwarded-for": forwarded })).ip).toBe("192.0.2.44");
    }
  });

  it("ignores X-Forwarded-Proto from an untrusted peer: no HSTS, no https", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health", remoteAddress: "192.0.2.44", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect((await peer("192.0.2.44", { "x-forwarded-proto": "https" })).protocol).toBe("http");
  });

  it("reads the client's address and scheme from a listed proxy, by address or by range", async () => {
    expect(await peer(PROXY, { "x-forwarded-for": "198.51.100.1", "x-forwarded-proto": "https" })).toEqual({ ip: "198.51.100.1", protocol: "https" });
    expect((await peer("fd00::1:2", { "x-forwarded-for": "198.51.100.2" })).ip).toBe("198.51.100.2");
  });

  it("stops at the first untrusted hop: a client cannot prepend addresses through the proxy", async () => {
    // The proxy appended the address it saw (192.0.2.44); what the client wrote before it is not believed.
    expect((await peer(PROXY, { "x-forwarded-for": "198.51.100.1, 192.0.2.44" })).ip).toBe("192.0.2.44");
  });
});
