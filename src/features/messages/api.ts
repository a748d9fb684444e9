import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { ConversationSummary, Thread } from "./schema.ts";

export const conversationsOptions = () =>
  queryOptions({
    queryKey: ["messages", "list"],
    queryFn: ({ signal }) => api.get<{ conversations: ConversationSummary[]; inbox: ConversationSummary[] }>("/api/messages", { signal }),
  });

export const unreadOptions = () =>
  queryOptions({
    queryKey: ["messages", "unread"],
    queryFn: ({ signal }) => api.get<{ count: number }>("/api/messages/unread", { signal }),
    refetchInterval: 30_000,
  });

export const threadOptions = (id: string) =>
  queryOptions({ queryKey: ["messages", "thread", id], queryFn: ({ signal }) => api.get<Thread>(`/api/conversations/${id}`, { signal }) });

export const sendToCompanion = (companionId: string, message: string) =>
  api.post<{ conversationId: string }>(`/api/companions/${encodeURIComponent(companionId)}/messages`, { message });

export const replyInThread = (conversationId: string, message: string) => api.post<{ ok: true }>(`/api/conversations/${conversationId}/messages`, { message });
