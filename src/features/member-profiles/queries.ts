import { queryOptions } from "@tanstack/react-query";
import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { memberProfilesContract as contract } from "./contract.ts";

/** The viewer's own member profile (none yet: `profile` null). */
export const ownMemberProfileOptions = () => queryOptions({ queryKey: ["member-profile"], queryFn: ({ signal }) => call(contract.mine, { signal }) });

/** A member's profile as wing women and admins see it. */
export const vipProfileOptions = (id: string) =>
  queryOptions({
    queryKey: ["vip-profile", id],
    queryFn: ({ signal }) => call(contract.view, { params: { id }, signal }),
    retry: false,
  });

export const saveMemberProfile = (input: BodyOf<typeof contract.save>) => call(contract.save, { body: input });
export const deleteMemberProfile = () => call(contract.remove);
export const addMemberProfileImage = (file: File) => uploadFile(contract.addImage, {}, file, () => undefined);
export const removeMemberProfileImage = (index: number) => call(contract.removeImage, { params: { index } });
