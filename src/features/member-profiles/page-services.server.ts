import type { Viewer } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/http/errors.ts";
import { hasVipAccess } from "../../shared/access.ts";
import type { MemberProfilePageServices, MemberProfileSight, OwnMemberProfileAnswer } from "./page-services.ts";
import { ownMemberProfileMaybe, safeMemberProfileResponse } from "./responses.ts";
import { hasMemberProfile, ownMemberProfile, publicMemberProfile } from "./service.server.ts";

/** The member profiles' page services for one request's viewer: the API's own reads, through its schemas. */
export function memberProfilePageServices(db: Db, viewer: () => Promise<Viewer | null>): MemberProfilePageServices {
  return {
    async own(): Promise<OwnMemberProfileAnswer> {
      const who = await viewer();
      // The API's owner guard: a member, or a former member who still keeps a profile.
      if (!who || (!hasVipAccess(who) && !(await hasMemberProfile(db, who.user.id)))) return { kind: "refused" };
      return { kind: "open", answer: ownMemberProfileMaybe.parse({ profile: await ownMemberProfile(db, who.user.id) }) };
    },
    async view(id): Promise<MemberProfileSight> {
      try {
        return { kind: "open", answer: safeMemberProfileResponse.parse(await publicMemberProfile(db, await viewer(), id)) };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.status === 401) return { kind: "signed-out" };
        if (error.status === 403) return { kind: "denied", message: error.sentence };
        if (error.status === 404) return { kind: "missing" };
        throw error;
      }
    },
  };
}
