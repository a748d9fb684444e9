import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { OwnMemberProfileMaybe, SafeMemberProfileResponse } from "./schema.ts";

/** The viewer's own member profile (none yet: `profile` null). */
export const ownMemberProfileOptions = () =>
  queryOptions({ queryKey: ["member-profile"], queryFn: ({ signal }) => api.get<OwnMemberProfileMaybe>("/api/member-profile", { signal }) });

/** A member's profile as wing women and admins see it. */
export const vipProfileOptions = (id: string) =>
  queryOptions({
    queryKey: ["vip-profile", id],
    queryFn: ({ signal }) => api.get<SafeMemberProfileResponse>(`/api/vip-profiles/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  });
