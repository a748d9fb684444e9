import type { Said } from "../../shared/i18n/catalog.ts";
import type { OwnMemberProfileMaybe, SafeMemberProfileResponse } from "./schema.ts";

/** The viewer's own member profile as GET /api/member-profile answers it, or that it refuses them (no membership, no profile). */
export type OwnMemberProfileAnswer = { kind: "open"; answer: OwnMemberProfileMaybe } | { kind: "refused" };

/**
 * A member profile as GET /api/vip-profiles/{id} answers the viewer: the safe view; or its refusal (the
 * reason shown, for a role that may not look); or that there is none to show (missing or private alike).
 */
export type MemberProfileSight =
  { kind: "open"; answer: SafeMemberProfileResponse } | { kind: "signed-out" } | { kind: "denied"; message: Said } | { kind: "missing" };

/** The member profiles as the pages' loaders read them (src/web/page-services.ts). */
export interface MemberProfilePageServices {
  own(): Promise<OwnMemberProfileAnswer>;
  view(id: string): Promise<MemberProfileSight>;
}
