import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { conversationsResponse, messageSentView, threadView, unreadCountView } from "./responses.ts";
import type { messageInput } from "./schema.ts";

/** The messages routes (routes.server.ts), typed by the schemas they register. */
export const messagesContract = {
  conversations: endpoint<{ response: typeof conversationsResponse }>()("GET", "/api/messages"),
  unread: endpoint<{ response: typeof unreadCountView }>()("GET", "/api/messages/unread"),
  thread: endpoint<{ response: typeof threadView }>()("GET", "/api/conversations/:id"),
  send: endpoint<{ body: typeof messageInput; response: typeof messageSentView }>()("POST", "/api/companions/:id/messages"),
  reply: endpoint<{ body: typeof messageInput; response: typeof okBody }>()("POST", "/api/conversations/:id/messages"),
};
