import type english from "./saved.messages.en.ts";

/** Saving's messages and toasts (§4 Saved profiles): catalog ids, said in the page's language. */
export const savedMessages = {
  loginRequired: "saved.error.loginRequired",
  membersOnly: "saved.error.membersOnly",
  saved: "saved.toast.saved",
  removed: "saved.toast.removed",
  failed: "saved.toast.failed",
  loadFailed: "saved.toast.loadFailed",
  removeFailed: "saved.toast.removeFailed",
} as const satisfies Record<string, keyof typeof english>;

export type { SavedProfile, SavedProfilesResponse } from "./responses.ts";
