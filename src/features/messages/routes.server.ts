import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notJson, okBody, responses } from "../../server/http/responses.ts";
import { conversationsResponse, messageSentView, threadView, unreadCountView } from "./responses.ts";
import { z } from "zod";
import { requireUser, viewerOf, type Viewer, requireVipAccess } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import type { ChangeFeed } from "../../server/db/change-feed.ts";
import { createMessageStreams } from "./live.server.ts";
import { consumeLimit } from "../../server/http/rate-limit.ts";
import { openCompanion, type Catalogue } from "../companions/index.server.ts";
import { messageInput, messageMessages } from "./schema.ts";
import {
  MEMBERSHIP_REQUIRED_TO_MESSAGE,
  memberConversations,
  readThread,
  replyInThread,
  sendMemberMessage,
  staffConversations,
  staffScope,
  unreadCount,
} from "./service.server.ts";

/** Members write to companions; staff (admins, companion accounts) answer without a limit. */
const MEMBER_MESSAGE_LIMIT = { limit: 60, windowSeconds: 3600, message: messageMessages.tooMany };

async function countMemberMessage(db: Db, viewer: Viewer): Promise<void> {
  if (viewer.role === "user") await consumeLimit(db, `messages:account:${viewer.user.id}`, MEMBER_MESSAGE_LIMIT);
}

/** §5 Message: signed in ("Please log in to send messages.") and a member. */
const requireMessenger = requireVipAccess({ signedOut: messageMessages.loginRequired, notMember: MEMBERSHIP_REQUIRED_TO_MESSAGE });

export const messageRoutes: FastifyPluginAsyncZod<{ db: Db; config: AppConfig; catalogue: Catalogue; changes: ChangeFeed }> = async (
  app,
  { db, config, catalogue, changes },
) => {
  const streams = createMessageStreams(changes);
  // Open streams would keep the server from closing.
  app.addHook("preClose", async () => streams.closeAll());
  const companionParams = z.object({ id: z.string().trim().min(1).max(40) });
  const conversationParams = z.object({ id: z.uuid(messageMessages.conversationMissing) });

  app.post(
    "/companions/:id/messages",
    { preValidation: requireMessenger, schema: { params: companionParams, body: messageInput, response: responses({ 201: messageSentView }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const entry = await openCompanion(catalogue, viewer, request.params.id);
      await countMemberMessage(db, viewer);
      const conversationId = await sendMemberMessage(db, config, viewer, { id: entry.row.id, name: entry.row.name }, request.body.message);
      app.mail.wake();
      reply.code(201);
      return { conversationId };
    },
  );

  app.get("/messages", { preValidation: requireUser, schema: { response: responses({ 200: conversationsResponse }) } }, async (request) => {
    const viewer = await viewerOf(request);
    return { conversations: await memberConversations(db, viewer), inbox: await staffConversations(db, viewer) };
  });

  app.get("/messages/unread", { preValidation: requireUser, schema: { response: responses({ 200: unreadCountView }) } }, async (request) => ({
    count: await unreadCount(db, await viewerOf(request)),
  }));

  // Tells a signed-in tab, as it happens, that one of its threads changed: it then reads the lists and the thread.
  const liveResponse = responses({ 200: notJson("Server-Sent Events (text/event-stream): `thread` names a changed thread, `resync` asks for all.") });
  app.get("/messages/live", { preValidation: requireUser, schema: { response: liveResponse } }, async (request, reply) => {
    const viewer = await viewerOf(request);
    streams.open(reply, { userId: viewer.user.id, answers: await staffScope(db, viewer) });
  });

  app.get(
    "/conversations/:id",
    { preValidation: requireUser, schema: { params: conversationParams, response: responses({ 200: threadView }) } },
    async (request) => readThread(db, await viewerOf(request), request.params.id),
  );

  app.post(
    "/conversations/:id/messages",
    { preValidation: requireUser, schema: { params: conversationParams, body: messageInput, response: responses({ 201: okBody }) } },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      await countMemberMessage(db, viewer);
      await replyInThread(db, config, viewer, request.params.id, request.body.message);
      app.mail.wake();
      reply.code(201);
      return { ok: true as const };
    },
  );
};
