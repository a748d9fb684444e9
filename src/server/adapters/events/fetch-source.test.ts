import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSource, isInternalAddress } from "./fetch-source.ts";

/** A page the operator listed may redirect; it may not lead the server to its own machine or a private network. */
let server: Server;
let base = "";
const hits: string[] = [];
/** Answers of the source that never answers by itself: ended when the tests are done. */
const unanswered: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? "");
    const url = new URL(request.url ?? "/", "http://local");
    const to = url.searchParams.get("to");
    const hop = Number(url.searchParams.get("hop") ?? "0");
    if (url.pathname === "/redirect" && to) return response.writeHead(302, { location: to }).end();
    if (url.pathname === "/never") return void unanswered.push(response);
    if (url.pathname === "/chain") return response.writeHead(302, { location: hop > 0 ? `/chain?hop=${hop - 1}` : "/page" }).end();
    response.writeHead(200, { "content-type": "text/html" }).end("<html>events</html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const response of unanswered) response.end();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const allowAll = async () => undefined;

describe("fetching an event source", () => {
  it("reads the page the operator listed", async () => {
    expect(await fetchSource(`${base}/page`)).toContain("events");
  });

  it.each([
    ["loopback", () => `${base}/page`],
    ["a private network", () => "http://10.1.2.3/secret"],
    ["link-local (cloud metadata)", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", () => "http://[::1]/"],
    ["an IPv4-mapped private address", () => "http://[::ffff:192.168.1.1]/"],
    ["another scheme", () => "file:///etc/passwd"],
  ])("refuses a redirect to %s, before connecting", async (_name, target) => {
    hits.length = 0;
    await expect(fetchSource(`${base}/redirect?to=${encodeURIComponent(target())}`)).rejects.toThrow(/refused/);
    expect(hits).toEqual([`/redirect?to=${encodeURIComponent(target())}`]);
  });

  it("gives up on a source that never answers once its timeout has passed", async () => {
    // Only the timer can end this fetch: however busy the machine, it cannot answer first.
    await expect(fetchSource(`${base}/never`, { timeoutMs: 50, maxBytes: 1024 })).rejects.toThrow(/timeout/);
  });

  it("follows at most 3 redirects", async () => {
    expect(await fetchSource(`${base}/chain?hop=2`, undefined, allowAll)).toContain("events");
    await expect(fetchSource(`${base}/chain?hop=3`, undefined, allowAll)).rejects.toThrow(/more than 3 redirects/);
  });

  it("knows internal addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.5",
      "172.20.1.1",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.1.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) expect(isInternalAddress(address), address).toBe(false);
  });
});
