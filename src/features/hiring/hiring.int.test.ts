import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakePdf, pngImage } from "../../server/adapters/storage/fixtures.ts";
import { hiringMessages } from "./schema.ts";
import { hiringApplications } from "./tables.server.ts";
import { outbox } from "../../server/db/platform-tables.ts";
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
const apply = (payload: object) => t.app.inject({ method: "POST", url: "/api/hiring/applications", payload });
const uploadHeadshot = async (body: Buffer, type = "image/png") => {
  const form = multipartFile({ body, filename: "me.png", contentType: type });
  return t.app.inject({ method: "POST", url: "/api/hiring/headshot", payload: form.payload, headers: form.headers });
};

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

  it("stores a complete application with its private headshot, and mails the business", async () => {
    const uploaded = await uploadHeadshot(await pngImage(200, 200));
    expect(uploaded.statusCode).toBe(201);
    const { headshotUrl } = uploaded.json();
    expect(headshotUrl).toMatch(/^guest-\d+\//);
    expect((await t.app.inject({ method: "GET", url: `/files/hiring-headshots/${headshotUrl}` })).statusCode).toBe(404);

    expect((await apply({ ...complete, headshotUrl })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(hiringApplications).where(eq(hiringApplications.email, "lena@example.com"));
    expect(row?.headshotKey).toBe(headshotUrl);
    const mail = (await t.database.db.select().from(outbox).where(eq(outbox.kind, "hiring-application")))[0];
    expect(mail?.toAddress).toBe(t.config.notifyEmail);
    expect(mail?.textBody).toContain("Lena Ortiz");

    const admin = await signUpAdmin(t.app, t.database.db);
    const list = (await t.app.inject({ method: "GET", url: "/api/admin/hiring", headers: { cookie: admin.cookie } })).json().applications;
    const headshot = await t.app.inject({ method: "GET", url: list[0].headshotUrl, headers: { cookie: admin.cookie } });
    expect(headshot.statusCode).toBe(200);
    const user = await signUpUser(t.app);
    expect((await t.app.inject({ method: "GET", url: list[0].headshotUrl, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/admin/hiring/${list[0].id}`,
          payload: { status: "interviewing", notes: "Call Tuesday" },
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200);

    // Accepting drafts a hidden catalogue entry with the headshot. Whoever signed up first with the applicant's
    // address is not linked: the companion account waits until the address is verified by its owner.
    const squatter = await signUpUser(t.app, { email: "lena@example.com" });
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/admin/hiring/${list[0].id}/accept`,
      payload: { companionId: "22" },
      headers: { cookie: admin.cookie },
    });
    expect(accepted.json()).toMatchObject({ companionId: "22", linkedAccount: false });
    const squatterRole = async () => (await t.app.inject({ method: "GET", url: "/api/account/me", headers: { cookie: squatter.cookie } })).json().role;
    expect(await squatterRole()).toBe("user");
    await verifyEmailFromOutbox(t.app, t.database.db, "lena@example.com");
    expect(await squatterRole()).toBe("wingwoman");
    const drafted = (await t.app.inject({ method: "GET", url: "/api/admin/companions", headers: { cookie: admin.cookie } }))
      .json()
      .companions.find((c: { id: string }) => c.id === "22");
    expect(drafted).toMatchObject({ name: "Lena Ortiz", hidden: true });
    expect(drafted.photos).toHaveLength(1);
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
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/admin/hiring/${application?.id}/accept`,
      payload: { companionId: "23" },
      headers: { cookie: admin.cookie },
    });
    expect(accepted.statusCode).toBe(201);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "marisol@example.com"));
    const welcome = mails.find((mail) => mail.kind === "hiring-accepted");
    expect(welcome?.subject).toBe("Te damos la bienvenida al equipo de Wingmate");
    expect(welcome?.textBody).toMatch(/^Hola, Marisol:\n\nBuenas noticias/);
    expect(welcome?.textBody).toContain("/es/auth?tab=signup");
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
