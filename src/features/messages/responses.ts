import { z } from "zod";

// The response schemas of this feature's routes (the serializer keeps only what they name). The web app
// imports their types only (`import type`), so none of this reaches the browser.

export const conversationSummaryView = z.object({
  id: z.string(),
  companion: z.object({ id: z.string(), name: z.string(), image: z.string().nullable() }),
  member: z.object({ name: z.string() }).nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unread: z.number(),
});
export type ConversationSummary = z.output<typeof conversationSummaryView>;

export const threadMessageView = z.object({
  id: z.string(),
  sender: z.enum(["member", "staff"]),
  body: z.string(),
  createdAt: z.string(),
});

export const threadView = z.object({
  conversation: conversationSummaryView,
  messages: z.array(threadMessageView),
  /** Whether the viewer answers as staff in this thread. */
  asStaff: z.boolean(),
});
export type Thread = z.output<typeof threadView>;

export const adminConversationView = z.object({
  id: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  companionId: z.string(),
  companionName: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** The member wrote last: it waits for an answer. */
  awaitingReply: z.boolean(),
  staffNotes: z.string().nullable(),
});
export type AdminConversation = z.output<typeof adminConversationView>;

export const conversationsResponse = z.object({ conversations: z.array(conversationSummaryView), inbox: z.array(conversationSummaryView) });
export const unreadCountView = z.object({ count: z.number() });
export const messageSentView = z.object({ conversationId: z.string() });
export type ConversationsResponse = z.output<typeof conversationsResponse>;

/** The member conversations the back office oversees. */
export const adminConversationsResponse = z.object({ conversations: z.array(adminConversationView) });
