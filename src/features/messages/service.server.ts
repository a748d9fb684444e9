import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { companionAccounts, users } from "../../server/auth/tables.ts";
import { companionCards, companionNamesOf } from "../companions/index.server.ts";
import { conversations, messages, threadSides } from "./tables.server.ts";
import { forbidden, notFound } from "../../server/http/errors.ts";
import { messageMessages, type AdminConversation, type ConversationSummary, type Thread } from "./schema.ts";
import { hasVipAccess } from "../../shared/access.ts";

type ConversationRow = typeof conversations.$inferSelect;

/** Which companions' threads a viewer answers as staff: all for admins, their own for a linked account. */
export async function staffScope(db: Db, viewer: Viewer): Promise<"all" | string | null> {
  if (viewer.role === "admin") return "all";
  if (viewer.role !== "wingwoman") return null;
  const [link] = await db.select().from(companionAccounts).where(eq(companionAccounts.userId, viewer.user.id));
  return link?.companionId ?? null;
}

export async function sendMemberMessage(db: Db, config: AppConfig, viewer: Viewer, companion: { id: string; name: string }, body: string): Promise<string> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ memberId: viewer.user.id, companionId: companion.id, lastMessageAt: now, memberReadAt: now })
      .onConflictDoUpdate({ target: [conversations.memberId, conversations.companionId], set: { lastMessageAt: now, memberReadAt: now } })
      .returning();
    if (!conversation) throw new Error("conversation not stored");
    await tx.insert(messages).values({ conversationId: conversation.id, sender: "member", senderUserId: viewer.user.id, body, createdAt: now });
    // §7 send-message-notification: userEmail, userName, wingwomanName, message.
    await notifyBusiness(tx, config, {
      kind: "message-notification",
      replyTo: viewer.user.email,
      subject: `New message for ${companion.name}`,
      text: [
        `User e-mail: ${viewer.user.email}`,
        `User name: ${viewer.user.name || viewer.user.email || "Unknown User"}`,
        `Companion: ${companion.name}`,
        "",
        body.trim(),
        "",
        `Answer it at ${config.publicUrl}/messages`,
      ].join("\n"),
    });
    return conversation.id;
  });
}

const unreadFor = (side: "member" | "staff") => {
  const { readAt, reads } = threadSides[side];
  return sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.sender} = ${reads} and (${readAt} is null or ${messages.createdAt} > ${readAt}))`;
};

const lastMessage = sql<string>`(select ${messages.body} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1)`;

async function summaries(db: Db, side: "member" | "staff", where: SQL | undefined): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      conversation: conversations,
      companion: { id: companionCards.id, name: companionCards.name, image: companionCards.image },
      memberName: users.name,
      unread: unreadFor(side),
      lastMessage,
    })
    .from(conversations)
    .innerJoin(companionCards, eq(companionCards.id, conversations.companionId))
    .innerJoin(users, eq(users.id, conversations.memberId))
    .where(where)
    .orderBy(desc(conversations.lastMessageAt));
  return rows.map((row) => ({
    id: row.conversation.id,
    companion: row.companion,
    member: side === "staff" ? { name: row.memberName } : null,
    lastMessage: row.lastMessage ?? "",
    lastMessageAt: row.conversation.lastMessageAt.toISOString(),
    unread: row.unread,
  }));
}

export const memberConversations = (db: Db, viewer: Viewer) => summaries(db, "member", eq(conversations.memberId, viewer.user.id));

export async function staffConversations(db: Db, viewer: Viewer): Promise<ConversationSummary[]> {
  const scope = await staffScope(db, viewer);
  if (scope === null) return [];
  return summaries(db, "staff", scope === "all" ? undefined : eq(conversations.companionId, scope));
}

export async function unreadCount(db: Db, viewer: Viewer): Promise<number> {
  const own = await memberConversations(db, viewer);
  const staff = await staffConversations(db, viewer);
  return [...own, ...staff].reduce((total, conversation) => total + conversation.unread, 0);
}

/** The viewer's side of a conversation, or 404: a member never learns another member's thread exists. */
async function participation(db: Db, viewer: Viewer, id: string): Promise<{ row: ConversationRow; asStaff: boolean }> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (row?.memberId === viewer.user.id) return { row, asStaff: false };
  const scope = row ? await staffScope(db, viewer) : null;
  if (row && (scope === "all" || scope === row.companionId)) return { row, asStaff: true };
  throw notFound(messageMessages.conversationMissing);
}

/**
 * Marks a side's messages read, only when something it had not read came since: a read mark that moves tells
 * every open tab of the thread (migration 0026), and a tab that reads the thread on that news must not move it again.
 */
async function markRead(db: Db, id: string, side: "member" | "staff"): Promise<void> {
  const { readAt } = threadSides[side];
  await db
    .update(conversations)
    .set(side === "staff" ? { staffReadAt: new Date() } : { memberReadAt: new Date() })
    .where(and(eq(conversations.id, id), or(isNull(readAt), lt(readAt, conversations.lastMessageAt))));
}

export async function readThread(db: Db, viewer: Viewer, id: string): Promise<Thread> {
  const { row, asStaff } = await participation(db, viewer, id);
  await markRead(db, row.id, asStaff ? "staff" : "member");
  const list = await db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(asc(messages.createdAt));
  const [summary] = await summaries(db, asStaff ? "staff" : "member", eq(conversations.id, row.id));
  if (!summary) throw notFound(messageMessages.conversationMissing);
  return {
    conversation: summary,
    messages: list.map((message) => ({ id: message.id, sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() })),
    asStaff,
  };
}

/** What a signed-in account without a membership is told when it tries to write. */
export const MEMBERSHIP_REQUIRED_TO_MESSAGE = "Messaging is for VIP members. Upgrade to VIP to message companions.";

/** A reply in a thread; a member's follow-up tells the business at once. */
export async function replyInThread(db: Db, config: AppConfig, viewer: Viewer, id: string, body: string): Promise<void> {
  const { row, asStaff } = await participation(db, viewer, id);
  // Writing is for members (and staff) on every route: a lapsed member still reads the history, but cannot send.
  if (!asStaff && !hasVipAccess(viewer)) throw forbidden(MEMBERSHIP_REQUIRED_TO_MESSAGE, "membership_required");
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(messages).values({ conversationId: id, sender: asStaff ? "staff" : "member", senderUserId: viewer.user.id, body, createdAt: now });
    await tx
      .update(conversations)
      .set(asStaff ? { lastMessageAt: now, staffReadAt: now } : { lastMessageAt: now, memberReadAt: now })
      .where(eq(conversations.id, id));
    // The member hears of an answer by mail only when they have not seen it live (unread-mail.server.ts).
    if (!asStaff) {
      const companionName = (await companionNamesOf(tx, [row.companionId])).get(row.companionId) ?? row.companionId;
      await notifyBusiness(tx, config, {
        kind: "message-notification",
        replyTo: viewer.user.email,
        subject: `New message for ${companionName}`,
        text: `User e-mail: ${viewer.user.email}\nUser name: ${viewer.user.name}\n\n${body.trim()}\n\nAnswer it at ${config.publicUrl}/messages`,
      });
    }
  });
}

/** Every member thread with who wrote last: the ones where the member did wait for an answer. */
export async function listConversationsForAdmin(db: Db): Promise<AdminConversation[]> {
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
      companionId: companionCards.id,
      companionName: companionCards.name,
      lastMessage: sql<string>`coalesce(${last.body}, '')`,
      lastSender: last.sender,
      lastMessageAt: conversations.lastMessageAt,
      staffNotes: conversations.staffNotes,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.memberId))
    .innerJoin(companionCards, eq(companionCards.id, conversations.companionId))
    .leftJoin(last, eq(last.conversationId, conversations.id))
    .orderBy(desc(conversations.lastMessageAt))
    .limit(500);
  return rows.map(({ lastSender, lastMessageAt, ...row }) => ({ ...row, awaitingReply: lastSender === "member", lastMessageAt: lastMessageAt.toISOString() }));
}

/** How many threads wait for staff: the member wrote last (the back office's badge). */
export async function countConversationsAwaitingStaff(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(conversations)
    .where(
      sql`(select ${messages.sender} from ${messages} where ${messages.conversationId} = ${conversations.id} order by ${messages.createdAt} desc limit 1) = 'member'`,
    );
  return row?.value ?? 0;
}

/** Staff notes about a thread (never shown to the member), as the back office edits them. */
export async function conversationStaffNotes(db: Db, id: string): Promise<{ notes: string | null } | undefined> {
  const [row] = await db.select({ notes: conversations.staffNotes }).from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function setConversationStaffNotes(db: Db, id: string, notes: string | null | undefined): Promise<void> {
  await db.update(conversations).set({ staffNotes: notes }).where(eq(conversations.id, id));
}

/** These messages, by id, with their conversation: what a report about a message shows. */
export async function messagesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: messages.id, body: messages.body, conversationId: messages.conversationId })
    .from(messages)
    .where(inArray(messages.id, [...ids]));
}

/** The threads these members have with one companion, by member id: where the companion's account answers them. */
export async function conversationsWithCompanion(db: Db, companionId: string, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, memberId: conversations.memberId })
    .from(conversations)
    .where(and(eq(conversations.companionId, companionId), inArray(conversations.memberId, [...new Set(memberIds)])));
  return new Map(rows.map((row) => [row.memberId, row.id]));
}
