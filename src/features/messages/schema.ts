import { z } from "zod";

export const MESSAGE_MAX_LENGTH = 500;

/** One message (§5 Message): not blank, at most 500 characters. Stored as typed, shown as text. */
export const messageInput = z.object({
  message: z
    .string()
    .max(MESSAGE_MAX_LENGTH, `Please keep your message under ${MESSAGE_MAX_LENGTH} characters.`)
    .refine((value) => value.trim().length > 0, "Please enter a message before sending."),
});
export type MessageInput = z.input<typeof messageInput>;

export const messageToasts = {
  required: { title: "Message Required", description: "Please enter a message before sending." },
  loginRequired: { title: "Authentication Required", description: "Please log in to send messages." },
  sent: { title: "Message Sent!", description: "The companion will respond soon." },
  failed: { title: "Error", description: "Failed to send message. Please try again." },
  unexpected: { title: "Error", description: "An unexpected error occurred. Please try again." },
} as const;

export interface ConversationSummary {
  id: string;
  companion: { id: string; name: string; image: string | null };
  member: { name: string } | null;
  lastMessage: string;
  lastMessageAt: string;
  unread: number;
}

export interface ThreadMessage {
  id: string;
  sender: "member" | "staff";
  body: string;
  createdAt: string;
}

export interface Thread {
  conversation: ConversationSummary;
  messages: ThreadMessage[];
  /** Whether the viewer answers as staff in this thread. */
  asStaff: boolean;
}

export interface AdminConversation {
  id: string;
  memberName: string;
  memberEmail: string;
  companionId: string;
  companionName: string;
  lastMessage: string;
  lastMessageAt: string;
  /** The member wrote last: it waits for an answer. */
  awaitingReply: boolean;
  staffNotes: string | null;
}
