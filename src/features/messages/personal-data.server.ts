import { asc, eq, inArray } from "drizzle-orm";
import { companionNamesOf } from "../companions/index.server.ts";
import { conversations, messages } from "./tables.server.ts";
import { personalData } from "../../server/personal-data.ts";

/** The member's threads with their messages; replies the account wrote as staff in others' threads stay, without the sender. */
export const conversationsPersonalData = personalData({
  sections: ["conversations"],
  tables: [conversations, messages],
  async export(db, account) {
    const conversationRows = await db.select().from(conversations).where(eq(conversations.memberId, account.id)).orderBy(asc(conversations.createdAt));
    const names = await companionNamesOf(
      db,
      conversationRows.map((conversation) => conversation.companionId),
    );
    const threads = conversationRows.flatMap((conversation) => {
      const companionName = names.get(conversation.companionId);
      return companionName === undefined ? [] : [{ conversation, companionName }];
    });
    const messageRows = threads.length
      ? await db
          .select({ conversationId: messages.conversationId, sender: messages.sender, body: messages.body, createdAt: messages.createdAt })
          .from(messages)
          .where(
            inArray(
              messages.conversationId,
              threads.map(({ conversation }) => conversation.id),
            ),
          )
          .orderBy(asc(messages.createdAt))
      : [];
    const section = threads.map(({ conversation, companionName }) => ({
      id: conversation.id,
      companion: { id: conversation.companionId, name: companionName },
      createdAt: conversation.createdAt.toISOString(),
      lastMessageAt: conversation.lastMessageAt.toISOString(),
      // Who wrote each message ("member": you, "staff": the companion's team), never which staff account.
      messages: messageRows
        .filter((message) => message.conversationId === conversation.id)
        .map((message) => ({ sender: message.sender, body: message.body, createdAt: message.createdAt.toISOString() })),
    }));
    return { conversations: section };
  },
  async erase(tx, account) {
    // A thread's messages go with it (ON DELETE CASCADE).
    const deleted = await tx.delete(conversations).where(eq(conversations.memberId, account.id)).returning({ id: conversations.id });
    await tx.update(messages).set({ senderUserId: null }).where(eq(messages.senderUserId, account.id));
    return { auditSubjectIds: deleted.map((row) => row.id) };
  },
});
