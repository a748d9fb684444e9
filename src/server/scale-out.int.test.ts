import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngImage, multipartBody } from "./adapters/storage/fixtures.ts";
import { startTestSmtpServer, type TestSmtpServer } from "./adapters/mail/testing.ts";
import { createScratchPostgresDatabase } from "./db/test-database.ts";
import { GOOD_PASSWORD, uniqueEmail } from "./testing/accounts.ts";
import { startServerProcess, type RunningServer } from "./testing/server-process.ts";

/**
 * Two server processes on one PostgreSQL database and one S3-compatible store, as behind a load
 * balancer: a session made on one is valid on the other, every outbox mail is delivered once, rate
 * limits are counted together, and an upload through one is served by the other. (Wingmate keeps
 * sessions, limits and the outbox in PostgreSQL: no Redis is needed.)
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const AUTH_SECRET = "scale-out-test-secret-0123456789abcdef";

interface Instance extends RunningServer {
  dataDir: string;
}

/** One instance from the TypeScript sources (the tests run without a build), with a data folder of its own. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "wingmate-instance-"));
  return { ...(await startServerProcess(["--import", "tsx", "src/server/main.ts"], { ...env, DATA_DIR: dataDir })), dataDir };
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.stop();
  await rm(instance.dataDir, { recursive: true, force: true });
}

describe.runIf(serverUrl)("two instances behind one load balancer", () => {
  let database: Awaited<ReturnType<typeof createScratchPostgresDatabase>>;
  let smtp: TestSmtpServer;
  let s3: S3rver;
  let s3Dir: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(serverUrl ?? "", "wingmate_scale");
    smtp = await startTestSmtpServer();
    s3Dir = await mkdtemp(path.join(tmpdir(), "wingmate-s3-"));
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: "wingmate", configs: [] }] });
    const { port: s3Port } = await s3.run();
    const env = {
      DATABASE_URL: database.url,
      AUTH_SECRET,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "127.0.0.1",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: "wingmate",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    };
    // The first migrates and seeds; the second starts on the same database (both at once is covered by the migration lock).
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await smtp?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
    await database?.drop();
  }, 60_000);

  const post = (instance: Instance, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(instance.url + url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((item) => item.split(";")[0])
      .join("; ");
  const signedInEmail = async (instance: Instance, cookie: string) =>
    ((await (await fetch(`${instance.url}/api/account/me`, { headers: { cookie } })).json()) as { user: { email: string } | null }).user?.email ?? null;

  it("a session made on one instance is valid on the other, and signing out on either ends it", async () => {
    const email = uniqueEmail("scale");
    const signUp = await post(
      a,
      "/api/account/sign-up",
      { fullName: "Scale Out", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      { "x-forwarded-for": "10.9.0.1" },
    );
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers
      .getSetCookie()
      .map((item) => item.split(";")[0])
      .join("; ");
    expect(await signedInEmail(b, cookie)).toBe(email);
    expect((await post(b, "/api/account/sign-out", {}, { cookie })).status).toBe(200);
    expect(await signedInEmail(a, cookie)).toBeNull();
  });

  describe("revocation with each instance's session cache", () => {
    const NEW_PASSWORD = `${GOOD_PASSWORD} changed`;
    let sql: pg.Client;
    beforeAll(async () => {
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
    });
    afterAll(() => sql?.end());

    let signUps = 0;
    const signUpOn = async (instance: Instance, label: string) => {
      const email = uniqueEmail(label);
      const response = await post(
        instance,
        "/api/account/sign-up",
        { fullName: "Cache Test", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
        { "x-forwarded-for": `10.9.5.${(signUps += 1)}` },
      );
      expect(response.status).toBe(201);
      return { email, cookie: cookieOf(response) };
    };
    const signInOn = async (instance: Instance, email: string) => cookieOf(await post(instance, "/api/account/sign-in", { email, password: GOOD_PASSWORD }));
    const stateOn = async (instance: Instance, cookie: string) =>
      (await (await fetch(`${instance.url}/api/account/me`, { headers: { cookie } })).json()) as {
        user: { id: string } | null;
        role: string | null;
        isMember: boolean;
      };
    /**
     * What `instance` says of a session once the other instance's change has reached it: the database's
     * notification travels to each instance on its own connection, so the other one may read it a moment later.
     */
    const settledOn = (instance: Instance, cookie: string) => expect.poll(() => stateOn(instance, cookie), { timeout: 3_000, interval: 20 });
    /** Several reads on `instance`, so that its cache surely holds the session. */
    const warm = async (instance: Instance, cookie: string) => {
      for (let read = 0; read < 3; read += 1) expect((await stateOn(instance, cookie)).user).not.toBeNull();
    };
    /** A direct write, outside every instance: each hears of it a moment later. */
    const makeAdmin = async (userId: string, cookie: string) => {
      await sql.query("update profiles set role = 'admin' where user_id = $1", [userId]);
      await expect.poll(async () => (await stateOn(a, cookie)).role).toBe("admin");
    };

    it("a sign-out on one instance ends the session on the other as soon as the change reaches it", async () => {
      for (let round = 0; round < 5; round += 1) {
        const { cookie } = await signUpOn(a, "cache-sign-out");
        await warm(b, cookie);
        expect((await post(a, "/api/account/sign-out", {}, { cookie })).status).toBe(200);
        await settledOn(b, cookie).toMatchObject({ user: null });
      }
    });

    it("a password change on one instance ends the account's other sessions on the other as soon as the change reaches it", async () => {
      const { email, cookie } = await signUpOn(a, "cache-password");
      const otherDevice = await signInOn(b, email);
      await warm(b, otherDevice);
      const change = await post(
        a,
        "/api/account/password/change",
        { currentPassword: GOOD_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        { cookie },
      );
      expect(change.status).toBe(200);
      await settledOn(b, otherDevice).toMatchObject({ user: null });
    });

    it("an admin's disable and role change on one instance apply on the other as soon as the change reaches it", async () => {
      const admin = await signUpOn(a, "cache-admin");
      await makeAdmin((await stateOn(a, admin.cookie)).user?.id ?? "", admin.cookie);
      const target = await signUpOn(b, "cache-target");
      const targetId = (await stateOn(b, target.cookie)).user?.id ?? "";

      await warm(b, target.cookie);
      const promote = await fetch(`${a.url}/api/admin/users/${targetId}/role`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: admin.cookie },
        body: JSON.stringify({ role: "wingwoman" }),
      });
      expect(promote.status).toBe(200);
      await settledOn(b, target.cookie).toMatchObject({ role: "wingwoman" });

      await warm(b, target.cookie);
      const disable = await fetch(`${a.url}/api/admin/users/${targetId}/access`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: admin.cookie },
        body: JSON.stringify({ disabled: true }),
      });
      expect(disable.status).toBe(200);
      await settledOn(b, target.cookie).toMatchObject({ user: null });
    });

    it("a membership granted on one instance opens on the other as soon as the change reaches it", async () => {
      const admin = await signUpOn(a, "cache-granting-admin");
      await makeAdmin((await stateOn(a, admin.cookie)).user?.id ?? "", admin.cookie);
      const member = await signUpOn(a, "cache-member");
      await warm(b, member.cookie);
      expect((await stateOn(b, member.cookie)).isMember).toBe(false);
      const grant = await post(a, "/api/admin/complimentary-memberships", { email: member.email, days: 30 }, { cookie: admin.cookie });
      expect(grant.status).toBe(200);
      await settledOn(b, member.cookie).toMatchObject({ isMember: true });
    });

    it("after losing its listening connection an instance reconnects and revocation stays immediate", async () => {
      const listeners = async () =>
        (
          await sql.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and application_name = 'wingmate-change-feed'")
        ).rows.map((row) => row.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      await sql.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'wingmate-change-feed' and datname = current_database()",
      );
      await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 15_000 }).toBe(2);

      const { cookie } = await signUpOn(a, "cache-reconnect");
      await warm(b, cookie);
      expect((await post(a, "/api/account/sign-out", {}, { cookie })).status).toBe(200);
      await settledOn(b, cookie).toMatchObject({ user: null });
    });
  });

  it("delivers every outbox mail exactly once, whichever instance wrote it", async () => {
    const before = smtp.received.length;
    for (let index = 0; index < 12; index += 1) {
      const response = await post(
        index % 2 ? b : a,
        "/api/consultations",
        { name: "Scale Out", email: `scale-${index}@example.com`, phone: "+1 305 555 0100", message: "" },
        { "x-forwarded-for": `10.9.1.${index}` },
      );
      expect(response.status).toBe(201);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const deadline = Date.now() + 60_000;
      let waiting = Infinity;
      while (waiting > 0 && Date.now() < deadline) {
        waiting = Number((await client.query<{ count: string }>("select count(*) from outbox where status <> 'sent'")).rows[0]?.count);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(waiting).toBe(0);
      const total = Number((await client.query<{ count: string }>("select count(*) from outbox")).rows[0]?.count);
      // Give a second worker the chance to send anything twice before counting.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const received = smtp.received.slice(before);
      const ids = received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]);
      expect(new Set(ids).size).toBe(received.length);
      expect(smtp.received.length).toBe(total);
    } finally {
      await client.end();
    }
  }, 90_000);

  it("counts rate limits across instances", async () => {
    const address = { "x-forwarded-for": "10.9.2.1" };
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await post(
        index % 2 ? b : a,
        "/api/franchise-enquiries",
        { name: "Scale Out", email: `scale-enquiry-${index}@example.com`, phone: "+1 305 555 0100", city: "Tampa" },
        address,
      );
      statuses.push(response.status);
    }
    // Five enquiries an hour per address in total, not five per instance.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("serves an upload made through one instance from the other (S3-compatible storage)", async () => {
    const email = uniqueEmail("scale");
    const signUp = await post(
      a,
      "/api/account/sign-up",
      { fullName: "Scale Photo", phone: "+1 305 555 0100", email, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD },
      { "x-forwarded-for": "10.9.3.1" },
    );
    const cookie = signUp.headers
      .getSetCookie()
      .map((item) => item.split(";")[0])
      .join("; ");
    const form = multipartBody([{ name: "file", filename: "me.png", contentType: "image/png", body: await pngImage(64, 64) }]);
    const upload = await fetch(`${a.url}/api/account/avatar`, { method: "POST", headers: { ...form.headers, cookie }, body: new Uint8Array(form.payload) });
    expect(upload.status).toBe(200);
    const { avatarUrl } = (await upload.json()) as { avatarUrl: string };
    const fromA = await fetch(a.url + avatarUrl);
    const fromB = await fetch(b.url + avatarUrl);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });
});
