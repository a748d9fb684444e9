import { endpoint } from "../../web/lib/endpoint.ts";
import { ownMemberProfileResponse, type ownMemberProfileMaybe, type safeMemberProfileResponse } from "./responses.ts";
import type { memberProfileInput } from "./schema.ts";

/** The member-profile routes (routes.server.ts), typed by the schemas they register. */
export const memberProfilesContract = {
  mine: endpoint<{ response: typeof ownMemberProfileMaybe }>()("GET", "/api/member-profile"),
  // The editor takes the stored profile back from the answer: read as its schema says.
  save: endpoint<{ body: typeof memberProfileInput; response: typeof ownMemberProfileResponse }>()("PUT", "/api/member-profile", ownMemberProfileResponse),
  remove: endpoint<{ response: typeof ownMemberProfileMaybe }>()("DELETE", "/api/member-profile"),
  addImage: endpoint<{ response: typeof ownMemberProfileResponse }>()("POST", "/api/member-profile/images"),
  removeImage: endpoint<{ response: typeof ownMemberProfileResponse }>()("DELETE", "/api/member-profile/images/:index"),
  view: endpoint<{ response: typeof safeMemberProfileResponse }>()("GET", "/api/vip-profiles/:id"),
};
