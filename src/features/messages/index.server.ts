export { messageRoutes } from "./routes.server.ts";
export {
  conversationStaffNotes,
  conversationsWithCompanion,
  countConversationsAwaitingStaff,
  listConversationsForAdmin,
  messagesByIds,
  setConversationStaffNotes,
} from "./service.server.ts";
export { adminConversationsResponse } from "./responses.ts";
export { messagePageServices } from "./page-services.server.ts";
export { conversationsPersonalData } from "./personal-data.server.ts";
export { mailUnreadMessages } from "./unread-mail.server.ts";
