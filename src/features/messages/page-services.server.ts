import { z } from "zod";
import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import type { MessagePageServices } from "./page-services.ts";
import { conversationsResponse, threadView } from "./responses.ts";
import { memberConversations, readThread, staffConversations } from "./service.server.ts";

const conversationId = z.uuid();

/** The messages feature's page services for one request's viewer: the API's own reads, through its schemas. */
export function messagePageServices(db: Db, viewer: () => Promise<Viewer | null>): MessagePageServices {
  return {
    async conversations() {
      const who = await viewer();
      if (!who) return null;
      return conversationsResponse.parse({ conversations: await memberConversations(db, who), inbox: await staffConversations(db, who) });
    },
    async thread(id) {
      const who = await viewer();
      if (!who || !conversationId.safeParse(id).success) return null;
      try {
        return threadView.parse(await readThread(db, who, id));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
