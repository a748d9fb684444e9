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

export type { ConversationSummary, Thread, AdminConversation, ConversationsResponse } from "./responses.ts";
