// The messages feature as the rest of the web app sees it: import from here, never from its files.
export { MessageDialog } from "./MessageDialog.tsx";
export { ThreadView } from "./ThreadView.tsx";
export { unreadOptions } from "./api.ts";
export type { AdminConversation } from "./schema.ts";
