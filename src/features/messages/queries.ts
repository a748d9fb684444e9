import { queryOptions } from "@tanstack/react-query";
import { call } from "../../web/lib/endpoint.ts";
import { messagesContract as contract } from "./contract.ts";

/** Every messages query lives under this key: one invalidation refreshes the lists, the threads and the count. */
export const messagesKey = ["messages"] as const;

export const conversationsOptions = () =>
  queryOptions({ queryKey: [...messagesKey, "list"], queryFn: ({ signal }) => call(contract.conversations, { signal }) });

export const unreadOptions = () =>
  queryOptions({
    queryKey: [...messagesKey, "unread"],
    queryFn: ({ signal }) => call(contract.unread, { signal }),
  });

export const threadOptions = (id: string) =>
  queryOptions({ queryKey: [...messagesKey, "thread", id], queryFn: ({ signal }) => call(contract.thread, { params: { id }, signal }) });

export const sendToCompanion = (companionId: string, message: string) => call(contract.send, { params: { id: companionId }, body: { message } });

export const replyInThread = (conversationId: string, message: string) => call(contract.reply, { params: { id: conversationId }, body: { message } });
