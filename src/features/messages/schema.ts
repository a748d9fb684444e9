import { z } from "zod";
import type common from "../../web/layout/common.messages.en.ts";
import type english from "./messages.messages.en.ts";

type Id = keyof typeof english | keyof typeof common;

/** The length its catalog's "messages.error.tooLong" states. */
export const MESSAGE_MAX_LENGTH = 500;

/** Messaging's messages: catalog ids, said in the page's language. */
export const messageMessages = {
  empty: "messages.error.empty",
  tooLong: "messages.error.tooLong",
  loginRequired: "messages.error.loginRequired",
  tooMany: "messages.error.tooMany",
  conversationMissing: "thread.missing",
} as const satisfies Record<string, Id>;

/** One message (§5 Message): not blank, at most 500 characters. Stored as typed, shown as text. */
export const messageInput = z.object({
  message: z
    .string()
    .max(MESSAGE_MAX_LENGTH, messageMessages.tooLong)
    .refine((value) => value.trim().length > 0, messageMessages.empty),
});

/** The message dialog's and reply box's toasts (§5 Message), by catalog id. */
export const messageToasts = {
  required: { title: "messages.toast.required", description: messageMessages.empty },
  loginRequired: { title: "messages.toast.logIn", description: messageMessages.loginRequired },
  sent: { title: "messages.toast.sent", description: "messages.toast.sentText" },
  failed: { title: "messages.toast.error", description: "messages.toast.failed" },
  unexpected: { title: "messages.toast.error", description: "error.unexpected" },
} as const satisfies Record<string, { title: Id; description: Id }>;

export type { ConversationSummary, Thread, AdminConversation, ConversationsResponse } from "./responses.ts";
