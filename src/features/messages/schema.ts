import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 500;

/** One message (§5 Message): not blank, at most 500 characters. Stored as typed, shown as text. */
export const messageInput = z.object({
  message: z
    .string()
    .max(MESSAGE_MAX_LENGTH, `Please keep your message under ${MESSAGE_MAX_LENGTH} characters.`)
    .refine((value) => value.trim().length > 0, "Please enter a message before sending."),
});

export const messageToasts = {
  required: { title: "Message Required", description: "Please enter a message before sending." },
  loginRequired: { title: "Authentication Required", description: "Please log in to send messages." },
  sent: { title: "Message Sent!", description: "The companion will respond soon." },
  failed: { title: "Error", description: "Failed to send message. Please try again." },
  unexpected: { title: "Error", description: "An unexpected error occurred. Please try again." },
} as const;

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
