import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { Ok } from "../../shared/ok.ts";
import type { ConversationsResponse, MessageSent, Thread, UnreadCount } from "./schema.ts";

export const conversationsOptions = () =>
  queryOptions({
    queryKey: ["messages", "list"],
    queryFn: ({ signal }) => api.get<ConversationsResponse>("/api/messages", { signal }),
  });

export const unreadOptions = () =>
  queryOptions({
    queryKey: ["messages", "unread"],
    queryFn: ({ signal }) => api.get<UnreadCount>("/api/messages/unread", { signal }),
    refetchInterval: 30_000,
  });

export const threadOptions = (id: string) =>
  queryOptions({ queryKey: ["messages", "thread", id], queryFn: ({ signal }) => api.get<Thread>(`/api/conversations/${id}`, { signal }) });

export const sendToCompanion = (companionId: string, message: string) =>
  api.post<MessageSent>(`/api/companions/${encodeURIComponent(companionId)}/messages`, { message });

export const replyInThread = (conversationId: string, message: string) => api.post<Ok>(`/api/conversations/${conversationId}/messages`, { message });
