import type { ConversationsResponse, Thread } from "./schema.ts";

/** The messages feature as the pages' loaders and actions read it (src/web/page-services.ts). */
export interface MessagePageServices {
  /** The viewer's conversations and staff inbox, as GET /api/messages answers them; null when signed out. */
  conversations(): Promise<ConversationsResponse | null>;
  /**
   * One conversation as GET /api/conversations/{id} answers it (reading it marks it read, as there); null
   * when the viewer is signed out or may not read it, or it does not exist.
   */
  thread(id: string): Promise<Thread | null>;
}
