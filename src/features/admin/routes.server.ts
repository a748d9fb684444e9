import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { requireRole } from "../../server/auth/request-auth.ts";
import { conflict } from "../../server/http/errors.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import type { Db } from "../../server/db/client.ts";
import { bookings, companions, consultations, conversations, franchiseEnquiries, hiringApplications, messages, users } from "../../server/db/schema.ts";
import { registerAdminOperationRoutes } from "./operations.server.ts";
import { APPLICATION_STATUSES, BOOKING_STATUSES, CONSULTATION_STATUSES, type AdminConversation } from "./schema.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";
import { registerAdminUserRoutes } from "./users.server.ts";

const uuid = (missing: string) => z.uuid(missing);

/** The admin dashboard's own API: users, operations, and the status and notes of every inbox row. */
export function registerAdminRoutes(app: TypedApp, { db }: { db: Db }): void {
  registerAdminUserRoutes(app, { db });
  registerAdminOperationRoutes(app, { db });
  registerInboxEditing(app, db);

  app.get("/api/admin/conversations", { preValidation: requireRole("admin") }, async () => ({ conversations: await adminConversations(db) }));
  app.get("/api/admin/franchise-enquiries", { preValidation: requireRole("admin") }, async () => ({
    enquiries: await db.select().from(franchiseEnquiries).orderBy(desc(franchiseEnquiries.createdAt)).limit(500),
  }));
}

function registerInboxEditing(app: TypedApp, db: Db): void {
  registerStatusNotesRoute(app, db, {
    path: "/api/admin/consultations/:id",
    idParam: uuid("This request does not exist."),
    subjectType: "consultation",
    statuses: CONSULTATION_STATUSES,
    missing: "This request does not exist.",
    read: async (tx, id) => (await tx.select({ status: consultations.status, notes: consultations.notes }).from(consultations).where(eq(consultations.id, id)))[0],
    write: async (tx, id, change) => {
      await tx.update(consultations).set(change as Partial<typeof consultations.$inferInsert>).where(eq(consultations.id, id));
    },
  });
  registerStatusNotesRoute(app, db, {
    path: "/api/admin/bookings/:id",
    idParam: uuid("This booking does not exist."),
    subjectType: "booking",
    statuses: BOOKING_STATUSES,
    missing: "This booking does not exist.",
    read: async (tx, id) => (await tx.select({ status: bookings.status, notes: bookings.adminNotes }).from(bookings).where(eq(bookings.id, id)))[0],
    write: async (tx, id, { status, notes }) => {
      // Pending, cancelled and expired bookings change through payment and cancellation, never by hand.
      const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)).for("update");
      if (status && !BOOKING_STATUSES.some((editable) => editable === current?.status)) {
        throw conflict("Only a confirmed booking's status can be set here: use Cancel to cancel it (with its refund).", "not_editable");
      }
      await tx
        .update(bookings)
        .set({ ...(status ? { status: status as (typeof BOOKING_STATUSES)[number] } : {}), ...(notes !== undefined ? { adminNotes: notes } : {}) })
        .where(eq(bookings.id, id));
    },
  });
  registerStatusNotesRoute(app, db, {
    path: "/api/admin/hiring/:id",
    idParam: uuid("This application does not exist."),
    subjectType: "hiring_application",
    statuses: APPLICATION_STATUSES,
    missing: "This application does not exist.",
    read: async (tx, id) => (await tx.select({ status: hiringApplications.status, notes: hiringApplications.notes }).from(hiringApplications).where(eq(hiringApplications.id, id)))[0],
    write: async (tx, id, change) => {
      await tx.update(hiringApplications).set(change as Partial<typeof hiringApplications.$inferInsert>).where(eq(hiringApplications.id, id));
    },
  });
  registerStatusNotesRoute(app, db, {
    path: "/api/admin/franchise-enquiries/:id",
    idParam: uuid("This enquiry does not exist."),
    subjectType: "franchise_enquiry",
    statuses: CONSULTATION_STATUSES,
    missing: "This enquiry does not exist.",
    read: async (tx, id) => (await tx.select({ status: franchiseEnquiries.status, notes: franchiseEnquiries.notes }).from(franchiseEnquiries).where(eq(franchiseEnquiries.id, id)))[0],
    write: async (tx, id, change) => {
      await tx.update(franchiseEnquiries).set(change as Partial<typeof franchiseEnquiries.$inferInsert>).where(eq(franchiseEnquiries.id, id));
    },
  });
  registerStatusNotesRoute(app, db, {
    path: "/api/admin/conversations/:id",
    idParam: uuid("This conversation does not exist."),
    subjectType: "conversation",
    missing: "This conversation does not exist.",
    read: async (tx, id) => (await tx.select({ notes: conversations.staffNotes }).from(conversations).where(eq(conversations.id, id)))[0],
    write: async (tx, id, { notes }) => {
      await tx.update(conversations).set({ staffNotes: notes }).where(eq(conversations.id, id));
    },
  });
}

/** Every member thread with who wrote last: the ones where the member did wait for an answer. */
async function adminConversations(db: Db): Promise<AdminConversation[]> {
  const last = db
    .selectDistinctOn([messages.conversationId], { conversationId: messages.conversationId, body: messages.body, sender: messages.sender })
    .from(messages)
    .orderBy(messages.conversationId, desc(messages.createdAt))
    .as("last");
  const rows = await db
    .select({
      id: conversations.id,
      memberName: users.name,
      memberEmail: users.email,
      companionId: companions.id,
      companionName: companions.name,
      lastMessage: sql<string>`coalesce(${last.body}, '')`,
      lastSender: last.sender,
      lastMessageAt: conversations.lastMessageAt,
      staffNotes: conversations.staffNotes,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.memberId))
    .innerJoin(companions, eq(companions.id, conversations.companionId))
    .leftJoin(last, eq(last.conversationId, conversations.id))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(500);
  return rows.map(({ lastSender, lastMessageAt, ...row }) => ({ ...row, awaitingReply: lastSender === "member", lastMessageAt: lastMessageAt.toISOString() }));
}
