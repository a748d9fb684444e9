import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDiskStore } from "../../server/adapters/storage/store.ts";
import { bookings, consultations, payments } from "./tables.server.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import { auditLog, outbox, rateLimitCounters } from "../../server/db/platform-tables.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { signUpUser, uniqueEmail, verifyEmailFromOutbox, type SignedInUser } from "../../server/testing/accounts.ts";
import { signUpAdmin } from "../../server/testing/members.ts";
import { manageTokenOf, queuedMailKinds } from "../../server/testing/outbox.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
import { floridaTimeToUtc, floridaToday } from "../../shared/bookings.ts";
import { formatLongDate, formatTime } from "../../shared/format.ts";
import { sweepBookingPayments } from "./payments.server.ts";
import { adminBookingView, bookingView } from "./responses.ts";
import { bookingMessages } from "./schema.ts";
import { sendDueReminders, type BookingDeps } from "./service.server.ts";

let t: TestApp;
let client: SignedInUser;
let admin: SignedInUser;
let deps: BookingDeps;

/** A date `days` from today in Florida. */
const inDays = (days: number) => floridaToday(new Date(Date.now() + days * 86_400_000));
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { store: createDiskStore(t.config.dataDir), portraits: false, sampleData: true });
  client = await signUpUser(t.app);
  admin = await signUpAdmin(t.app, t.database.db);
  const { createSandboxProvider } = await import("../../server/adapters/payments/sandbox.ts");
  deps = { db: t.database.db, config: t.config, provider: createSandboxProvider(t.database.db, t.config.publicUrl), secret: t.config.authSecret ?? "" };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(payments);
  await t.database.db.delete(bookings);
  await t.database.db.delete(consultations);
  await t.database.db.delete(outbox);
  await t.database.db.delete(rateLimitCounters);
  await t.database.db.delete(companionAccounts);
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  companionId: "2",
  fullName: "Ana López",
  email: "ana@example.com",
  phone: "",
  sessionType: "coaching",
  date: inDays(5),
  time: "18:00",
  location: "Wynwood Walls",
  specialRequests: "",
  ...overrides,
});
const post = (url: string, payload: object = {}, cookie?: string) => t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
/** The mails the booking flow queued (sign-ups' verification mails aside). */
const mailKinds = () => queuedMailKinds(t.database.db);
const tokenOf = manageTokenOf;
const checkoutIdOf = (checkoutUrl: string) => checkoutUrl.split("/").pop() ?? "";

/** Books through the API and pays the sandbox checkout; returns the booking id and its guest token. */
async function bookAndPay(overrides: Record<string, unknown> = {}, cookie?: string) {
  const created = await post("/api/bookings", booking(overrides), cookie);
  expect(created.statusCode).toBe(201);
  const { booking: made, checkoutUrl, manageUrl } = created.json();
  const paid = await post(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}/pay`);
  expect(paid.statusCode).toBe(200);
  return { id: made.id as string, token: tokenOf(manageUrl), checkoutUrl: checkoutUrl as string };
}
const readBooking = async (id: string, token: string) => (await get(`/api/bookings/${id}?token=${encodeURIComponent(token)}`)).json().booking;

describe("pay to confirm", () => {
  it("holds the slot for 15 minutes and opens a checkout for the server's price, ignoring a client-sent total", async () => {
    const before = Date.now();
    const response = await post("/api/bookings", { ...booking(), totalPrice: 1, totalPriceCents: 1 });
    const after = Date.now();
    expect(response.statusCode).toBe(201);
    const { booking: made, checkoutUrl, manageUrl } = response.json();
    expect(made).toMatchObject({ totalPriceCents: 22_000, status: "pending", paymentStatus: "unpaid", payable: true });
    // 15 minutes from when the server took the booking, however long the request took.
    const heldUntil = new Date(made.holdExpiresAt).getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(before + 15 * MINUTE);
    expect(heldUntil).toBeLessThanOrEqual(after + 15 * MINUTE);
    expect(checkoutUrl).toMatch(/\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    expect(manageUrl).toMatch(new RegExp(`^/bookings/${made.id}\\?token=`));
    const [payment] = await t.database.db.select().from(payments);
    expect(payment).toMatchObject({ kind: "booking", bookingId: made.id, amountCents: 22_000, status: "open" });
    // Nothing is confirmed, so nothing is mailed yet; the slot is taken while held.
    expect(await mailKinds()).toEqual([]);
    const slots = (await get(`/api/booking/availability?companionId=2&date=${inDays(5)}`)).json();
    expect(slots.unavailable).toContain("18:00");
    // Taken only while the client pays: the form says when it is free again.
    expect(slots.held).toContainEqual({ time: "18:00", until: new Date(heldUntil).toISOString() });
    // A guest can open the test checkout of their booking without an account.
    const checkout = await get(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}`);
    expect(checkout.json()).toMatchObject({ kind: "payment", status: "open", priceCents: 22_000 });
  });

  it("confirms on payment, once, and mails the receipt with a calendar file, the business and the companion's account", async () => {
    const companionUser = await signUpUser(t.app, { email: uniqueEmail("camila") });
    const [companionRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, companionUser.email));
    await t.database.db
      .insert(companionAccounts)
      .values({ userId: companionRow?.id ?? "", companionId: "2" })
      .onConflictDoNothing();
    const { id, token, checkoutUrl } = await bookAndPay();
    expect(await readBooking(id, token)).toMatchObject({ status: "confirmed", paymentStatus: "paid", changeable: true, refundOnCancel: true });
    // A second click on Pay is sent on, and charges and mails nothing more.
    const again = await post(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}/pay`);
    expect(again.json().redirectUrl).toContain(`/bookings/${id}?token=`);
    expect(await mailKinds()).toEqual(["booking-confirmation", "booking-notification", "companion-booking-new"]);
    const [receipt] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirmation"));
    expect(receipt?.toAddress).toBe("ana@example.com");
    // Paid in the test shop: the receipt says so, and names no card.
    expect(receipt?.textBody).toMatch(/Receipt: \$220, a test payment on .+ \(test mode: no card was charged\)\./);
    expect(receipt?.textBody).not.toMatch(/paid by card/);
    const ics = Buffer.from(receipt?.attachments[0]?.contentBase64 ?? "", "base64").toString();
    expect(ics).toContain("BEGIN:VEVENT");
    const [companionMail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "companion-booking-new"));
    expect(companionMail?.toAddress).toBe(companionUser.email);
    expect(companionMail?.textBody).toContain("Client: Ana");
    expect(companionMail?.textBody).not.toContain("López");
    const ledger = await t.database.db.select().from(payments);
    expect(ledger.map((row) => row.status)).toEqual(["paid"]);
  });

  it("opens the payment page in the booking's language, saying what is paid for in it", async () => {
    const response = await post("/api/bookings", booking({ locale: "es" }));
    const { checkoutUrl } = response.json();
    expect(checkoutUrl).toMatch(/\/es\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const checkout = (await get(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}`)).json();
    expect(checkout.description).toMatch(/^Café y charla con .+, \d{1,2} [a-z]{3}\.? \d{4}.*p\. ?m\./);
  });

  it("mails the client in the language the booking was made in", async () => {
    const { id, token } = await bookAndPay({ locale: "es" });
    expect(await readBooking(id, token)).toMatchObject({ status: "confirmed" });
    const [receipt] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirmation"));
    expect(receipt?.subject).toMatch(/^Reserva confirmada: Café y charla con /);
    // Paid in the test shop, which proves nothing: our greeting, not the typed name.
    expect(receipt?.textBody).toContain("Hola:");
    expect(receipt?.textBody).toMatch(/Recibo: \$220, un pago de prueba el .+ \(modo de prueba: no se cobró ninguna tarjeta\)\./);
    expect(receipt?.textBody).toContain("Cancelación gratuita con reembolso completo");
    // Its link opens the booking's page in Spanish, and so does the payment page's way back.
    expect(receipt?.textBody).toMatch(new RegExp(`/es/bookings/${id}\\?token=`));
    // The team's notice stays in English.
    const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-notification"));
    expect(notice?.subject).toMatch(/^New booking/);
  });

  it("moves and cancels in the booking's language too, the calendar invitation included", async () => {
    const { id, token } = await bookAndPay({ locale: "es" });
    await t.database.db.delete(outbox);
    expect((await post(`/api/bookings/${id}/reschedule`, { token, date: inDays(6), time: "12:00" })).statusCode).toBe(200);
    const [moved] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-rescheduled"));
    expect(moved?.subject).toMatch(/^Reserva cambiada: Café y charla con /);
    expect(moved?.textBody).toContain("Tu sesión tiene una nueva hora.");
    const invitation = Buffer.from(moved?.attachments[0]?.contentBase64 ?? "", "base64").toString();
    expect(invitation).toContain("Café y charla con");
    expect((await post(`/api/bookings/${id}/cancel`, { token })).statusCode).toBe(200);
    const [cancelled] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-cancelled"));
    expect(cancelled?.textBody).toContain("Tu reserva ha sido cancelada.");
    expect(cancelled?.textBody).toMatch(/Un reembolso completo de \$220 va en camino/);
    const [notice] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-cancelled-notification"));
    expect(notice?.textBody).toMatch(/A full refund of \$220 is on its way/);
  });

  it("holds the free Initial Consultation, with no payment, until the guest confirms it from the mailed link", async () => {
    const response = await post("/api/bookings", booking({ sessionType: "consultation" }));
    expect(response.json()).toMatchObject({ checkoutUrl: null, booking: { status: "pending", paymentStatus: "free", totalPriceCents: 0, payable: false } });
    expect(await mailKinds()).toEqual(["booking-confirm-request"]);
    expect(await t.database.db.select().from(payments)).toHaveLength(0);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirm-request"));
    const link = new URL(/http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "");
    const confirmed = await post(`/api/bookings/${response.json().booking.id}/confirm`, { confirmation: link.searchParams.get("confirm") });
    expect(confirmed.json().booking).toMatchObject({ status: "confirmed", paymentStatus: "free" });
    expect(await mailKinds()).toEqual(["booking-confirm-request", "booking-confirmation", "booking-notification"]);
    // One upcoming free session per address: nobody fills every calendar for nothing. The second is refused
    // when its address confirms it, so the form tells nobody else whether this address has a booking.
    const second = await post("/api/bookings", booking({ sessionType: "consultation", companionId: "3" }));
    expect(second.json().booking.status).toBe("pending");
    const [secondMail] = (await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirm-request"))).filter(
      (row) => !row.textBody.includes(response.json().booking.id),
    );
    const secondLink = new URL(/http\S+\/bookings\/\S+/.exec(secondMail?.textBody ?? "")?.[0] ?? "");
    const refused = await post(`/api/bookings/${second.json().booking.id}/confirm`, { confirmation: secondLink.searchParams.get("confirm") });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "free_session_taken",
      message: "You already have a free Initial Consultation booked. Cancel it first to choose another time.",
      id: bookingMessages.freeSessionTaken,
    });
  });

  it("a double click (the form's same request key) returns the same hold; another client is refused the held slot", async () => {
    const sameForm = booking({ requestKey: "form-key-0123456789abcdef" });
    const [first, second] = await Promise.all([post("/api/bookings", sameForm), post("/api/bookings", sameForm)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().booking.id).toBe(second.json().booking.id);
    const other = await post("/api/bookings", booking({ email: "other@example.com", time: "19:00" }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: "slot_taken",
      message: "This time is already booked. Please choose another slot.",
      id: bookingMessages.slotTaken,
    });
    expect(await t.database.db.select().from(bookings)).toHaveLength(1);
  });

  it("lets exactly one of two different clients hold a slot", async () => {
    const results = await Promise.all([post("/api/bookings", booking()), post("/api/bookings", booking({ email: "other@example.com" }))]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it("releases an unpaid hold: the sweep expires it, the slot is bookable again, and its checkout refuses payment", async () => {
    const { booking: first, checkoutUrl } = (await post("/api/bookings", booking())).json();
    const later = new Date(Date.now() + 16 * MINUTE);
    expect(await sweepBookingPayments(deps, undefined, later)).toMatchObject({ expired: 1 });
    // Several instances sweep at once: the second finds nothing to do.
    expect(await sweepBookingPayments(deps, undefined, later)).toMatchObject({ expired: 0 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, first.id));
    expect(row).toMatchObject({ status: "expired", paymentStatus: "expired" });
    const retaken = await post("/api/bookings", booking({ email: "second@example.com" }));
    expect(retaken.statusCode).toBe(201);
    const refused = await post(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}/pay`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("checkout_expired");
    expect(await mailKinds()).toEqual([]);
  });

  it("refunds a payment that arrives after the hold lapsed and the slot went to someone else; confirms it if the slot is still free", async () => {
    const events = (await import("./payments.server.ts")).bookingPaymentEvents(deps);
    const late = (await post("/api/bookings", booking())).json();
    const [latePayment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, late.booking.id));
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(bookings.id, late.booking.id));
    const winner = await bookAndPay({ email: "winner@example.com" });
    await events.paid({ paymentId: latePayment?.id ?? "", providerPaymentId: "pi_late", amountCents: 22_000 });
    const [lateRow] = await t.database.db.select().from(bookings).where(eq(bookings.id, late.booking.id));
    expect(lateRow?.status).not.toBe("confirmed");
    const [refunded] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, latePayment?.id ?? ""));
    expect(refunded?.status).toBe("refunded");
    expect((await readBooking(winner.id, winner.token)).status).toBe("confirmed");
    expect(await mailKinds()).toContain("booking-payment-refunded");

    // The same, with the slot still free: the late payment confirms.
    const free = (await post("/api/bookings", booking({ time: "10:00" }))).json();
    const [freePayment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, free.booking.id));
    await t.database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(bookings.id, free.booking.id));
    await sweepBookingPayments(deps);
    await events.paid({ paymentId: freePayment?.id ?? "", providerPaymentId: "pi_free", amountCents: 22_000 });
    expect((await readBooking(free.booking.id, tokenOf(free.manageUrl))).status).toBe("confirmed");
  });

  it("refuses multi-day and custom packages as instant bookings", async () => {
    for (const sessionType of ["weekend", "executive", "transformation", "custom"]) {
      const response = await post("/api/bookings", booking({ sessionType }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("by_request");
    }
    expect(await t.database.db.select().from(bookings)).toHaveLength(0);
  });

  it("refuses past dates and slots too soon, and answers Missing Information", async () => {
    const past = await post("/api/bookings", booking({ date: inDays(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.date).toBe("Please choose today or a later date.");
    // Each message also by its catalog id, for a page to say it in its own language.
    expect(past.json().error).toMatchObject({ id: "error.invalidInput", fieldIds: { date: bookingMessages.pastDate } });
    const badPhone = await post("/api/bookings", booking({ phone: "call me" }));
    expect(badPhone.json().error.fields.phone).toBe("Please enter a valid phone number.");
    const pastPreference = await post("/api/consultations", { name: "Ana", email: "ana@example.com", phone: "+1 305 555 0100", preferredDate: inDays(-1) });
    expect(pastPreference.statusCode).toBe(400);
    expect(pastPreference.json().error.fields.preferredDate).toBe("Please choose today or a later date.");
    for (const field of ["fullName", "email", "sessionType", "date", "time"]) {
      const response = await post("/api/bookings", booking({ [field]: "" }));
      expect(response.json().error.fields[field]).toBe("Please fill in all required fields.");
      expect(response.json().error.fieldIds[field]).toBe(bookingMessages.required);
    }
  });
});

describe("a locked companion's name", () => {
  it("is not told to a visitor before they have paid for a session with them", async () => {
    const { booking: held, checkoutUrl, manageUrl } = (await post("/api/bookings", booking({ companionId: "7" }))).json();
    expect(held.companion.name).toBe("your companion");
    const checkout = (await get(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}`)).json();
    expect(checkout.description).toMatch(/^Coffee Chat, /);
    expect((await readBooking(held.id, tokenOf(manageUrl))).companion.name).toBe("your companion");
    await post(`/api/billing/sandbox/checkouts/${checkoutIdOf(checkoutUrl)}/pay`);
    expect((await readBooking(held.id, tokenOf(manageUrl))).companion.name).not.toBe("your companion");
  });
});

describe("a hidden companion", () => {
  it("is neither bookable nor answered for", async () => {
    const hide = (hidden: boolean) => t.app.inject({ method: "PATCH", url: "/api/admin/companions/9", payload: { hidden }, headers: { cookie: admin.cookie } });
    expect((await hide(true)).statusCode).toBe(200);
    try {
      expect((await get(`/api/booking/availability?companionId=9&date=${inDays(5)}`)).statusCode).toBe(404);
      expect((await get("/api/booking/open-days?companionId=9")).statusCode).toBe(404);
      expect((await post("/api/bookings", booking({ companionId: "9" }))).statusCode).toBe(404);
      expect((await get("/api/booking/companions/9")).statusCode).toBe(404);
    } finally {
      await hide(false);
    }
  });
});

describe("each role's view of a booking", () => {
  it("gives the owner exactly the owner's fields: never the admin's notes or contact details", async () => {
    const { id, token } = await bookAndPay({}, client.cookie);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/admin/bookings/${id}`,
          payload: { notes: "Asked for a quiet table." },
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(200);
    const ownerKeys = Object.keys(bookingView.shape).sort();
    const mine = (await get("/api/bookings/mine", client.cookie)).json().bookings.find((row: { id: string }) => row.id === id);
    expect(Object.keys(mine).sort()).toEqual(ownerKeys);
    expect(Object.keys(await readBooking(id, token)).sort()).toEqual(ownerKeys);
    expect(JSON.stringify(mine)).not.toContain("quiet table");
    const asAdmin = (await get("/api/admin/bookings", admin.cookie)).json().bookings.find((row: { id: string }) => row.id === id);
    expect(Object.keys(asAdmin).sort()).toEqual(Object.keys(adminBookingView.shape).sort());
    expect(asAdmin.adminNotes).toBe("Asked for a quiet table.");
  });
});

describe("guests' signed links", () => {
  it("opens a booking only for its owner or the holder of its link", async () => {
    const { id, token } = await bookAndPay();
    expect((await get(`/api/bookings/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}?token=${encodeURIComponent(token)}`)).statusCode).toBe(200);
    expect((await get(`/api/bookings/${id}?token=${encodeURIComponent(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))}`)).statusCode).toBe(404);
    const expired = `1.${token.split(".")[1]}`;
    expect((await get(`/api/bookings/${id}?token=${encodeURIComponent(expired)}`)).statusCode).toBe(404);
    const other = await bookAndPay({ time: "10:00" });
    expect((await get(`/api/bookings/${other.id}?token=${encodeURIComponent(token)}`)).statusCode).toBe(404);
    expect((await post(`/api/bookings/${other.id}/cancel`, { token })).statusCode).toBe(404);
    expect((await get(`/api/bookings/${id}`, client.cookie)).statusCode).toBe(404);
  });

  it("attaches a guest's bookings to the account that verifies the same e-mail", async () => {
    const email = uniqueEmail("guest");
    await bookAndPay({ email });
    const user = await signUpUser(t.app, { email });
    expect((await get("/api/bookings/mine", user.cookie)).json().bookings).toHaveLength(0);
    await verifyEmailFromOutbox(t.app, t.database.db, email);
    const mine = (await get("/api/bookings/mine", user.cookie)).json().bookings;
    expect(mine).toHaveLength(1);
    expect(mine[0]).not.toHaveProperty("adminNotes");
    expect(mine[0]).not.toHaveProperty("email");
  });
});

describe("refunds by the policy", () => {
  it("cancelling 24 hours or more ahead refunds in full and mails the client and the business", async () => {
    const { id, token } = await bookAndPay();
    await t.database.db.delete(outbox);
    const response = await post(`/api/bookings/${id}/cancel`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json().booking).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await t.database.db.select().from(payments))[0]?.status).toBe("refunded");
    expect(await mailKinds()).toEqual(["booking-cancelled", "booking-cancelled-notification"]);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-cancelled"));
    expect(mail?.textBody).toMatch(/A full refund of \$220 is on its way to your card/);
    expect((await post(`/api/bookings/${id}/cancel`, { token })).statusCode).toBe(409);
  });

  it("within 24 hours the cancellation is allowed and non-refundable; moving is refused", async () => {
    const { id, token } = await bookAndPay({}, client.cookie);
    await t.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 5 * 3_600_000), endsAt: new Date(Date.now() + 7 * 3_600_000) })
      .where(eq(bookings.id, id));
    expect((await readBooking(id, token)).refundOnCancel).toBe(false);
    expect((await post(`/api/bookings/${id}/reschedule`, { date: inDays(6), time: "12:00" }, client.cookie)).statusCode).toBe(409);
    const response = await post(`/api/bookings/${id}/cancel`, {}, client.cookie);
    expect(response.json().booking).toMatchObject({ status: "cancelled", paymentStatus: "non_refundable" });
    expect((await t.database.db.select().from(payments))[0]?.status).toBe("paid");
  });

  it("rescheduling in the free window keeps the payment and sends the new calendar time", async () => {
    const { id } = await bookAndPay({}, client.cookie);
    await t.database.db.delete(outbox);
    const moved = await post(`/api/bookings/${id}/reschedule`, { date: inDays(6), time: "12:00" }, client.cookie);
    expect(moved.json().booking).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await t.database.db.select().from(payments)).map((row) => row.status)).toEqual(["paid"]);
    expect(await mailKinds()).toEqual(["booking-rescheduled"]);
    expect((await post(`/api/bookings/${id}/reschedule`, { date: inDays(6), time: "12:00" }, (await signUpUser(t.app)).cookie)).statusCode).toBe(404);
  });

  it("an admin cancels with a full refund at any time, audited", async () => {
    const { id } = await bookAndPay();
    await t.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(bookings.id, id));
    expect((await post(`/api/admin/bookings/${id}/cancel`, {}, client.cookie)).statusCode).toBe(403);
    const response = await post(`/api/admin/bookings/${id}/cancel`, {}, admin.cookie);
    expect(response.json().booking).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const list = (await get("/api/admin/payments", admin.cookie)).json();
    expect(list.payments[0]).toMatchObject({ kind: "booking", amountCents: 22_000, status: "refunded" });
    expect(list.months[0]).toMatchObject({ paidCents: 22_000, refundedCents: 22_000, payments: 1 });
    // A cancelled (or unpaid) booking cannot be set back to confirmed by hand.
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/bookings/${id}`,
      payload: { status: "confirmed" },
      headers: { cookie: admin.cookie },
    });
    expect(patch.statusCode).toBe(409);
  });

  it("cancelling an unpaid hold releases it without mail", async () => {
    const { booking: held, manageUrl } = (await post("/api/bookings", booking())).json();
    const response = await post(`/api/bookings/${held.id}/cancel`, { token: tokenOf(manageUrl) });
    expect(response.json().booking.status).toBe("cancelled");
    expect((await post("/api/bookings", booking({ email: "b@example.com" }))).statusCode).toBe(201);
    expect(await mailKinds()).toEqual([]);
  });
});

describe("multi-day packages by payment request", () => {
  it("the form's request becomes an admin payment request that the client pays by link", async () => {
    const request = await post("/api/consultations", {
      name: "Tom Reyes",
      email: "tom@example.com",
      phone: "3055550199",
      category: "Custom Package",
      selectedPackage: "Transformation Journey ($25,000, 30 days)",
      message: "A month of confidence coaching.",
      preferredDate: inDays(10),
      companionId: "2",
      sessionType: "transformation",
    });
    expect(request.statusCode).toBe(201);
    const [consultation] = await t.database.db.select().from(consultations);
    expect(consultation).toMatchObject({ companionId: "2", sessionType: "transformation" });
    const input = { companionId: "2", sessionType: "transformation", date: inDays(10), time: "10:00", amountCents: 2_500_000, location: "Brickell" };
    expect((await post(`/api/admin/consultations/${consultation?.id}/payment-request`, input, client.cookie)).statusCode).toBe(403);
    const sent = await post(`/api/admin/consultations/${consultation?.id}/payment-request`, input, admin.cookie);
    expect(sent.statusCode).toBe(201);
    const made = sent.json().booking;
    expect(made).toMatchObject({ status: "pending", paymentStatus: "unpaid", totalPriceCents: 2_500_000, email: "tom@example.com" });
    expect(new Date(made.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-payment-request"));
    const link = new URL(/http\S+\/bookings\/\S+/.exec(mail?.textBody ?? "")?.[0] ?? "");
    const token = link.searchParams.get("token") ?? "";
    const consultationsList = (await get("/api/admin/consultations", admin.cookie)).json().consultations;
    expect(consultationsList[0]).toMatchObject({ companionName: "Camila V.", paymentRequest: { bookingId: made.id, status: "pending" }, status: "contacted" });
    // The companion's calendar is held for the agreed days.
    expect((await post("/api/bookings", booking({ date: inDays(12), time: "12:00" }))).statusCode).toBe(409);
    expect((await post(`/api/admin/bookings/${made.id}/payment-request`, {}, admin.cookie)).statusCode).toBe(200);
    const pay = await post(`/api/bookings/${made.id}/pay`, { token });
    expect(pay.statusCode).toBe(200);
    await post(`/api/billing/sandbox/checkouts/${checkoutIdOf(pay.json().checkoutUrl)}/pay`);
    expect(await readBooking(made.id, token)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await post(`/api/bookings/${made.id}/pay`, { token })).statusCode).toBe(409);
  });

  it("a request from the Spanish page is confirmed, and its payment link sent, in Spanish", async () => {
    const request = { name: "Lucía Pérez", email: "lucia@example.com", phone: "3055550198", companionId: "2", sessionType: "weekend", locale: "es" };
    expect((await post("/api/consultations", request)).statusCode).toBe(201);
    const [receipt] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "consultation-confirmation"));
    expect(receipt?.subject).toBe("Recibimos tu solicitud de consulta");
    const [consultation] = await t.database.db.select().from(consultations);
    const input = { companionId: "2", sessionType: "weekend", date: inDays(10), time: "10:00", amountCents: 150_000, location: "Brickell" };
    expect((await post(`/api/admin/consultations/${consultation?.id}/payment-request`, input, admin.cookie)).statusCode).toBe(201);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-payment-request"));
    expect(mail?.subject).toMatch(/^Tu enlace de pago: /);
    expect(mail?.textBody).toContain("Hola, Lucía:");
    expect(mail?.textBody).toContain("Precio: $1,500");
    expect(mail?.textBody).toMatch(/Te guardamos estas fechas hasta el /);
  });
});

describe("reminders", () => {
  it("reminds a confirmed booking once, 24 hours before; never an unpaid hold", async () => {
    await post("/api/bookings", booking({ time: "12:00" }));
    const { id } = await bookAndPay();
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const dayBefore = new Date((row?.startsAt.getTime() ?? 0) - 23 * 3_600_000);
    expect(await sendDueReminders(deps, new Date(dayBefore.getTime() - 2 * 3_600_000))).toBe(0);
    expect(await sendDueReminders(deps, dayBefore)).toBe(1);
    expect(await sendDueReminders(deps, dayBefore)).toBe(0);
  });

  const reminders = () => t.database.db.select().from(outbox).where(eq(outbox.kind, "booking-reminder"));
  /** A clock at a Florida time of the session's own day (`0`) or a day before it (`-1`). */
  const floridaClock = (date: string, days: number, time: string) => new Date(floridaTimeToUtc(date, time).getTime() + days * 86_400_000);

  it("says the right day in Florida time: tomorrow the evening before, today on the day", async () => {
    const date = inDays(5);
    const { id: evening } = await bookAndPay({ date, time: "17:00" });
    expect(await sendDueReminders(deps, floridaClock(date, -1, "18:00"))).toBe(1);
    const [tomorrow] = await reminders();
    expect(tomorrow?.subject).toMatch(/^Reminder: your session with .+ is tomorrow at 5:00 PM$/);
    expect(tomorrow?.textBody).toContain(`tomorrow, ${formatLongDate(floridaTimeToUtc(date, "17:00"))}, at 5:00 PM (Florida time)`);
    await t.database.db.delete(outbox);

    await t.database.db.update(bookings).set({ reminderSentAt: null }).where(eq(bookings.id, evening));
    expect(await sendDueReminders(deps, floridaClock(date, 0, "00:30"))).toBe(1);
    const [today] = await reminders();
    expect(today?.subject).toMatch(/^Reminder: your session with .+ is today at 5:00 PM$/);
    expect(today?.textBody).toContain("today at 5:00 PM (Florida time)");
  });

  it("says it in the booking's language", async () => {
    const date = inDays(5);
    await bookAndPay({ date, time: "13:00", locale: "es" });
    expect(await sendDueReminders(deps, floridaClock(date, 0, "08:00"))).toBe(1);
    const [mail] = await reminders();
    expect(mail?.subject).toMatch(new RegExp(`^Recordatorio: tu sesión con .+ es hoy, ${formatTime(floridaTimeToUtc(date, "13:00"), "es")}$`));
  });

  it("sends none for a session confirmed within the 24 hours before it: its confirmation says when", async () => {
    const date = inDays(5);
    const { id } = await bookAndPay({ date, time: "17:00" });
    // Booked at 11:58 for 5:00 PM the same day.
    await t.database.db
      .update(bookings)
      .set({ confirmedAt: floridaClock(date, 0, "11:58") })
      .where(eq(bookings.id, id));
    for (const time of ["12:03", "16:00"]) expect(await sendDueReminders(deps, floridaClock(date, 0, time)), time).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});

describe("the days a companion has free times", () => {
  it("lists the days from today to the last bookable one, without a day given as time off", async () => {
    const off = inDays(6);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/admin/companions/3/time-off",
      headers: { cookie: admin.cookie },
      payload: { startsOn: off, endsOn: off, note: "Away" },
    });
    expect(saved.statusCode).toBe(201);
    const { openDays } = (await get("/api/booking/open-days?companionId=3&sessionType=coaching")).json() as { openDays: string[] };
    expect(openDays).toContain(inDays(5));
    expect(openDays).toContain(inDays(7));
    expect(openDays).not.toContain(off);
    expect(openDays.at(-1)).toBe(inDays(90));
    expect(openDays.every((day, index) => index === 0 || day > (openDays[index - 1] ?? ""))).toBe(true);
  });

  it("are not told for an unknown companion", async () => {
    expect((await get("/api/booking/open-days?companionId=nobody")).statusCode).toBe(404);
  });
});

describe("staff moving a session for a client", () => {
  it("moves it by the client's rules, mails the client, audits it; nobody else may", async () => {
    const { id } = await bookAndPay({ date: inDays(9), time: "13:00" });
    await t.database.db.delete(outbox);
    const moved = await post(`/api/admin/bookings/${id}/reschedule`, { date: inDays(10), time: "15:00" }, admin.cookie);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking).toMatchObject({ id, fullName: "Ana López", status: "confirmed" });
    expect(await mailKinds()).toContain("booking-rescheduled");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "booking.reschedule"), eq(auditLog.subjectId, id)));
    expect(entry?.after).toEqual({ startsAt: moved.json().booking.startsAt });
    expect(entry?.before).not.toEqual(entry?.after);
    expect(moved.json().booking.startsAt).toBe(floridaTimeToUtc(inDays(10), "15:00").toISOString());

    // The client's rules hold for staff: no date past the booking window.
    expect((await post(`/api/admin/bookings/${id}/reschedule`, { date: inDays(200), time: "15:00" }, admin.cookie)).statusCode).toBe(400);
    // A client, signed in or not, cannot use the staff's route.
    expect((await post(`/api/admin/bookings/${id}/reschedule`, { date: inDays(11), time: "15:00" }, client.cookie)).statusCode).toBe(403);
    expect((await post(`/api/admin/bookings/${id}/reschedule`, { date: inDays(11), time: "15:00" })).statusCode).toBe(401);
  });
});
