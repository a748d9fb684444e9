// The messages feature as the rest of the web app sees it: import from here, never from its files.
import { lazy } from "react";

/** Loaded when first opened: its form code stays out of the pages' first JavaScript. */
export const MessageDialog = /* @__PURE__ */ lazy(() => import("./MessageDialog.tsx").then((module) => ({ default: module.MessageDialog })));
export { ThreadView } from "./ThreadView.tsx";
export { unreadOptions } from "./queries.ts";
export { useLiveMessages, useMessagesPolling } from "./live-messages.ts";
export type { AdminConversation } from "./schema.ts";
export type { MessagePageServices } from "./page-services.ts";
// Types only: the back office's endpoints are typed by them.
export type { adminConversationsResponse } from "./responses.ts";
