import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakePdf, pngImage } from "../../server/adapters/storage/fixtures.ts";
import { hiringMessages } from "./schema.ts";
import { hiringApplications } from "./tables.server.ts";
import { auditLog, outbox } from "../../server/db/platform-tables.ts";
import { profiles, users } from "../../server/auth/tables.ts";
import { verifyEmailFromOutbox, signUpUser } from "../../server/testing/accounts.ts";
import { signUpAdmin, signUpMember } from "../../server/testing/members.ts";
import { multipartFile } from "../../server/testing/multipart.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = {
  name: "Lena Ortiz",
  age: "26-30",
  phone: "+1 305 555 0190",
  email: "lena@example.com",
  relationshipStatus: "single",
  areasToWork: ["Miami Dade County"],
  weeklyAvailability: "10-20",
  transportationMethod: "own-car",
  experience: "Hospitality, 5 years",
  motivation: "I love helping people relax.",
  personalityTraits: ["Outgoing", "Patient"],
  communicationStyle: "empathetic",
  socialMediaComfort: "comfortable",
  scenario1: "I would introduce them to a friendly group.",
  scenario2: "I would step back and let them lead.",
  headshotUrl: "",
  backgroundCheck: true,
  terms: true,
};
const { headshotUrl: _noHeadshot, ...answers } = complete;
// Each from an address of its own: this file sends more applications than one address may in an hour.
let sender = 0;
const apply = (payload: object) => t.app.inject({ method: "POST", url: "/api/hiring/applications", payload, remoteAddress: `198.51.100.${++sender}` });
const uploadHeadshot = async (body: Buffer, type = "image/png") => {
  const form = multipartFile({ body, filename: "me.png", contentType: type });
  return t.app.inject({ method: "POST", url: "/api/hiring/headshot", payload: form.payload, headers: form.headers });
};

/** A companion profile as the catalogue's editor sends it. */
const newProfile = {
  gender: "woman",
  name: "Lena O.",
  age: 26,
  location: "Miami Dade",
  area: "Miami Dade",
  bio: "I love helping people relax.",
  fullBio: "I love helping people relax.",
  specialties: ["Social Companion"],
  achievements: [],
  personalityTraits: ["Outgoing", "Patient"],
  responseTime: "Within 2 hours",
  languages: ["English"],
  interests: [],
  experience: "Hospitality, 5 years",
  backgroundChecked: false,
};
const mailsTo = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.toAddress, to)));

describe("the hiring application", () => {
  it.each([
    [{ name: "", email: "", areasToWork: [] }, "Please enter your name"],
    [{ email: "", phone: "", terms: false }, "Please enter your email"],
    [{ phone: "", areasToWork: [] }, "Please enter your phone number"],
    [{ areasToWork: [], backgroundCheck: false }, "Please select at least one area where you can work"],
    [{ backgroundCheck: false, terms: false }, "Background check consent is required"],
    [{ terms: false }, "Please accept the terms and conditions"],
  ])("reports the first failing rule in the spec's order (%o)", async (change, message) => {
    const response = await apply({ ...complete, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it("answers every problem at once, each under its field, the spec's first as the message", async () => {
    const { error } = (await apply({ ...complete, email: "not-an-address", phone: " ", areasToWork: [], terms: false })).json();
    // A malformed address comes after every missing answer.
    expect(error.message).toBe("Please enter your phone number");
    expect(error.fields).toEqual({
      phone: "Please enter your phone number",
      areasToWork: "Please select at least one area where you can work",
      terms: "Please accept the terms and conditions",
      email: "Please enter a valid email address",
    });
  });

  it("confirms the application to the applicant in the page's language: received, and what happens next", async () => {
    expect((await apply({ ...complete, name: "Ana Ruiz", email: "Ana.Ruiz@example.com" })).statusCode).toBe(201);
    expect((await apply({ ...complete, name: "Inés Soto", email: "ines@example.com", locale: "es" })).statusCode).toBe(201);
    const confirmation = async (to: string) =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, "hiring-confirmation"), eq(outbox.toAddress, to)))
      )[0];
    const english = await confirmation("ana.ruiz@example.com");
    expect(english?.subject).toBe("We received your Wingmate application");
    expect(english?.textBody).toMatch(/^Hello,\n\nThank you for applying to join the Wingmate team \(reference [0-9A-F]{8}\)/);
    expect(english?.textBody).toContain("within 2 business days");
    // Our words only: nothing the form carried reaches an address nobody proved.
    expect(english?.textBody).not.toContain("Ana");
    const spanish = await confirmation("ines@example.com");
    expect(spanish?.subject).toBe("Recibimos tu solicitud para Wingmate");
    expect(spanish?.textBody).toContain("te contactamos en 2 días hábiles");
    expect(spanish?.textBody).toContain("El equipo de Wingmate");
  });

  it("gives the catalog ids of its messages beside their English", async () => {
    const { error } = (await apply({ ...complete, name: "" })).json();
    expect(error).toMatchObject({ id: hiringMessages.name, fields: { name: "Please enter your name" }, fieldIds: { name: hiringMessages.name } });
    const stale = (await apply({ ...complete, headshotUrl: "guest-1/missing.webp" })).json().error;
    expect(stale).toMatchObject({ message: "Please upload your headshot again.", fieldIds: { headshotUrl: hiringMessages.headshotAgain } });
  });

  it.each([
    [{ age: "18-20" }],
    [{ areasToWork: ["Orlando"] }],
    [{ transportationMethod: "helicopter" }],
    [{ personalityTraits: ["Outgoing", "Patient", "Creative", "Adaptable", "Energetic", "Supportive"] }],
  ])("refuses values outside the spec's lists and a 6th trait (%o)", async (change) => {
    expect((await apply({ ...complete, ...change })).statusCode).toBe(400);
  });

  it("stores a complete application with its private headshot and mails the business; an admin accepts it and creates the companion profile", async () => {
    const uploaded = await uploadHeadshot(await pngImage(200, 200));
    expect(uploaded.statusCode).toBe(201);
    const { headshotUrl } = uploaded.json();
    expect(headshotUrl).toMatch(/^guest-\d+\//);
    expect((await t.app.inject({ method: "GET", url: `/files/hiring-headshots/${headshotUrl}` })).statusCode).toBe(404);

    expect((await apply({ ...complete, headshotUrl })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(hiringApplications).where(eq(hiringApplications.email, "lena@example.com"));
    expect(row?.headshotKey).toBe(headshotUrl);
    const mail = (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "hiring-application"), eq(outbox.replyTo, "lena@example.com")))
    )[0];
    expect(mail?.toAddress).toBe(t.config.notifyEmail);
    expect(mail?.textBody).toContain("Lena Ortiz");

    const admin = await signUpAdmin(t.app, t.database.db);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/hiring", headers: { cookie: admin.cookie } })).json().applications;
    const headshot = await t.app.inject({ method: "GET", url: list[0].headshotUrl, headers: { cookie: admin.cookie } });
    expect(headshot.statusCode).toBe(200);
    const user = await signUpUser(t.app);
    expect((await t.app.inject({ method: "GET", url: list[0].headshotUrl, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const application = list.find((row: { email: string }) => row.email === "lena@example.com");
    expect(application).toMatchObject({ status: "new", companionId: null });
    const patch = (payload: object, cookie?: string) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/hiring/${application.id}`, payload, headers: cookie ? { cookie } : {} });
    const createProfile = (payload: object, cookie?: string) =>
      t.app.inject({ method: "POST", url: `/api/admin/hiring/${application.id}/companion`, payload, headers: cookie ? { cookie } : {} });
    const profile = { ...newProfile, id: "22", name: "Lena O." };

    // Only admins decide: a visitor is asked to log in, anyone else is refused.
    expect((await patch({ status: "accepted" })).statusCode).toBe(401);
    expect((await patch({ status: "accepted" }, user.cookie)).statusCode).toBe(403);
    expect((await createProfile(profile)).statusCode).toBe(401);
    expect((await createProfile(profile, user.cookie)).statusCode).toBe(403);
    // No profile before the application is accepted.
    expect((await createProfile(profile, admin.cookie)).json().error.code).toBe("not_accepted");

    // A status alone is stored as it is chosen, and audited.
    expect((await patch({ status: "accepted" }, admin.cookie)).statusCode).toBe(200);
    const [stored] = await t.database.db.select().from(hiringApplications).where(eq(hiringApplications.id, application.id));
    expect(stored).toMatchObject({ status: "accepted", notes: null });
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, application.id));
    expect(audited).toMatchObject({ action: "hiring_application.update", before: { status: "new" }, after: { status: "accepted" } });
    expect(await mailsTo("lena@example.com", "hiring-accepted")).toHaveLength(0);

    // The profile: the catalogue's own rules, then a hidden entry with the headshot, unchecked background.
    // Whoever signed up first with the applicant's address is not linked: the companion account waits until the
    // address is verified by its owner.
    const squatter = await signUpUser(t.app, { email: "lena@example.com" });
    const refused = await createProfile({ ...profile, id: "m22", age: 19 }, admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(expect.arrayContaining(["age"]));
    const existing = { ...newProfile, id: "40", name: "Nadia K." };
    expect((await t.app.inject({ method: "POST", url: "/api/admin/companions", payload: existing, headers: { cookie: admin.cookie } })).statusCode).toBe(201);
    const taken = await createProfile({ ...profile, id: "40" }, admin.cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ id: "A companion with this id already exists." });
    const created = await createProfile(profile, admin.cookie);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ companionId: "22", linkedAccount: false });
    // A second press makes nothing more.
    expect((await createProfile({ ...profile, id: "24" }, admin.cookie)).json().error.code).toBe("already_created");

    const drafted = (await t.app.inject({ method: "GET", url: "/api/admin/companions", headers: { cookie: admin.cookie } }))
      .json()
      .companions.find((c: { id: string }) => c.id === "22");
    expect(drafted).toMatchObject({ name: "Lena O.", hidden: true, backgroundChecked: false, area: "Miami Dade" });
    expect(drafted.photos).toHaveLength(1);
    expect((await t.app.inject({ method: "GET", url: "/api/companions/22", headers: { cookie: user.cookie } })).statusCode).toBe(404);
    const relisted = (await t.app.inject({ method: "GET", url: "/api/admin/hiring", headers: { cookie: admin.cookie } })).json().applications;
    expect(relisted.find((row: { id: string }) => row.id === application.id)).toMatchObject({ status: "accepted", companionId: "22" });
    const actions = (await t.database.db.select().from(auditLog)).map((entry) => `${entry.action} ${entry.subjectId}`);
    expect(actions).toEqual(expect.arrayContaining(["companion.create 22", `hiring_application.companion ${application.id}`]));

    const [welcome, ...more] = await mailsTo("lena@example.com", "hiring-accepted");
    expect(more).toHaveLength(0);
    expect(welcome?.subject).toBe("Welcome to the Wingmate team");
    expect(welcome?.textBody).toMatch(/^Hi Lena,\n\nGreat news: your application was accepted\./);
    expect(welcome?.textBody).toContain("/auth?tab=signup");

    const squatterRole = async () => (await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: squatter.cookie } })).json().role;
    expect(await squatterRole()).toBe("user");
    await verifyEmailFromOutbox(t.app, t.database.db, "lena@example.com");
    expect(await squatterRole()).toBe("wingwoman");
    const [lenaProfile] = await t.database.db
      .select({ role: profiles.role })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, "lena@example.com"));
    expect(lenaProfile?.role).toBe("wingwoman");
  });

  it("answers an applicant from the Spanish page in Spanish, with links to the Spanish pages", async () => {
    const admin = await signUpAdmin(t.app, t.database.db);
    expect((await apply({ ...complete, name: "Marisol Vega", email: "marisol@example.com", locale: "es" })).statusCode).toBe(201);
    const [application] = await t.database.db.select().from(hiringApplications).where(eq(hiringApplications.email, "marisol@example.com"));
    expect(application?.locale).toBe("es");
    const headers = { cookie: admin.cookie };
    expect((await t.app.inject({ method: "PATCH", url: `/api/admin/hiring/${application?.id}`, payload: { status: "accepted" }, headers })).statusCode).toBe(
      200,
    );
    const created = await t.app.inject({
      method: "POST",
      url: `/api/admin/hiring/${application?.id}/companion`,
      payload: { ...newProfile, id: "23", name: "Marisol V." },
      headers,
    });
    expect(created.statusCode).toBe(201);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "marisol@example.com"));
    const welcome = mails.find((mail) => mail.kind === "hiring-accepted");
    expect(welcome?.subject).toBe("Te damos la bienvenida al equipo de Wingmate");
    expect(welcome?.textBody).toMatch(/^Hola, Marisol:\n\nBuenas noticias/);
    expect(welcome?.textBody).toContain("lo completamos contigo");
    expect(welcome?.textBody).toContain("/es/auth?tab=signup");
  });

  it("offers Palm Beach County, and reads applications stored with the old name as Palm Beach County", async () => {
    expect((await apply({ ...complete, email: "palm@example.com", areasToWork: ["Palm Beach County"] })).statusCode).toBe(201);
    expect((await apply({ ...complete, email: "west@example.com", areasToWork: ["West Palm Beach County"] })).statusCode).toBe(400);
    const [old] = await t.database.db
      .insert(hiringApplications)
      .values({ ...answers, email: "stored@example.com", areasToWork: ["Broward County", "West Palm Beach County"] })
      .returning({ id: hiringApplications.id });
    const migration = readFileSync(new URL("../../server/db/migrations/0023_applicant_companion_profiles.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint").filter((text) => /^UPDATE/m.test(text))) {
      await t.database.db.execute(sql.raw(statement));
    }
    const [row] = await t.database.db
      .select()
      .from(hiringApplications)
      .where(eq(hiringApplications.id, old?.id ?? ""));
    expect(row?.areasToWork).toEqual(["Broward County", "Palm Beach County"]);
  });

  it("refuses a headshot that is not an image (415) or over 5 MB (413), and an unknown token", async () => {
    expect((await uploadHeadshot(fakePdf(), "image/jpeg")).statusCode).toBe(415);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadHeadshot(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({ message: "Image size must be less than 5MB", id: hiringMessages.headshotTooLarge });
    expect((await apply({ ...complete, email: "x@example.com", headshotUrl: "guest-1/2026/11/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.webp" })).statusCode).toBe(
      400,
    );
  });
});

describe("member public profiles", () => {
  const profile = {
    displayName: "Alex",
    bio: "Loves jazz and sailing.",
    location: "Brickell",
    availability: "Weekends",
    age: 150,
    interests: [" Jazz ", "Jazz", "Sailing"],
    isPublic: true,
  };

  it("are written by members only, with the spec's messages and the age fallback", async () => {
    const free = await signUpUser(t.app);
    expect((await t.app.inject({ method: "PUT", url: "/api/member-profile", payload: profile, headers: { cookie: free.cookie } })).statusCode).toBe(403);
    const member = await signUpMember(t.app, t.database.db);
    const blank = await t.app.inject({
      method: "PUT",
      url: "/api/member-profile",
      payload: { ...profile, displayName: "  " },
      headers: { cookie: member.cookie },
    });
    expect(blank.json().error.fields.displayName).toBe("Display name is required");
    const saved = (await t.app.inject({ method: "PUT", url: "/api/member-profile", payload: profile, headers: { cookie: member.cookie } })).json().profile;
    expect(saved).toMatchObject({ age: 18, interests: ["Jazz", "Sailing"], isPublic: true });
  });

  it("take at most 3 images, and are shown to wing women and admins only, without phone or e-mail", async () => {
    const member = await signUpMember(t.app, t.database.db);
    const id = (await t.app.inject({ method: "PUT", url: "/api/member-profile", payload: profile, headers: { cookie: member.cookie } })).json().profile.id;
    for (let index = 0; index < 3; index++) {
      const form = multipartFile({ body: await pngImage(64, 64), filename: "a.png", contentType: "image/png" });
      expect(
        (await t.app.inject({ method: "POST", url: "/api/member-profile/images", payload: form.payload, headers: { ...form.headers, cookie: member.cookie } }))
          .statusCode,
      ).toBe(201);
    }
    const fourth = multipartFile({ body: await pngImage(64, 64), filename: "a.png", contentType: "image/png" });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/member-profile/images",
      payload: fourth.payload,
      headers: { ...fourth.headers, cookie: member.cookie },
    });
    expect(refused.json().error.message).toBe("Maximum 3 images allowed");

    const plainUser = await signUpUser(t.app);
    const denied = await t.app.inject({ method: "GET", url: `/api/vip-profiles/${id}`, headers: { cookie: plainUser.cookie } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Access denied. Only wing women and admins can view VIP profiles.");
    expect(denied.json().error.id).toBe("memberProfile.error.accessDenied");
    expect((await t.app.inject({ method: "GET", url: `/api/vip-profiles/${id}` })).statusCode).toBe(401);

    const wingwoman = await signUpUser(t.app);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, wingwoman.email));
    await t.database.db
      .update(profiles)
      .set({ role: "wingwoman" })
      .where(eq(profiles.userId, account?.id ?? ""));
    const viewed = await t.app.inject({ method: "GET", url: `/api/vip-profiles/${id}`, headers: { cookie: wingwoman.cookie } });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().profile).toMatchObject({ display_name: "Alex", images: expect.any(Array) });
    expect(viewed.body).not.toMatch(/phone|email|@example\.com/i);
    expect(viewed.json().ownPreview).toBe(false);

    // The owner (a member, not a wing woman) opens the link the manager shows: their own profile, marked as a preview.
    const own = await t.app.inject({ method: "GET", url: `/api/vip-profiles/${id}`, headers: { cookie: member.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ ownPreview: true, profile: { display_name: "Alex" } });

    const removed = await t.app.inject({ method: "DELETE", url: "/api/member-profile/images/0", headers: { cookie: member.cookie } });
    expect(removed.json().profile.images).toHaveLength(2);
  });
});
