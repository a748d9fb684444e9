import type english from "./member-profiles.messages.en.ts";

/**
 * The VIP profile pages' sentences (§5, §8) by their ids in the member profiles' catalog
 * (member-profiles.messages.<locale>.ts), apart from the schemas so a page that only shows them loads no zod.
 */
export const memberProfileMessages = {
  displayName: "memberProfile.error.displayName",
  bio: "memberProfile.error.bio",
  location: "memberProfile.error.location",
  availability: "memberProfile.error.availability",
  duplicateInterest: "memberProfile.error.duplicateInterest",
  maxImages: "memberProfile.error.maxImages",
  accessDenied: "memberProfile.error.accessDenied",
  notFound: "memberProfile.error.notFound",
  /** The viewer's 404: a missing profile and a private one answer alike. */
  notFoundOrDenied: "memberProfile.error.notFoundOrDenied",
  loadFailed: "memberProfile.error.loadFailed",
  uploadSignedOut: "memberProfile.error.uploadSignedOut",
  managerLoadFailed: "memberProfile.error.managerLoadFailed",
  saveFirst: "memberProfile.error.saveFirst",
  noSuchImage: "memberProfile.error.noSuchImage",
  signedOut: "memberProfile.error.signedOut",
  membershipRequired: "memberProfile.error.membershipRequired",
  /** A former member who keeps a profile: it stays theirs to hide or delete. */
  publishNeedsMembership: "memberProfile.error.publishNeedsMembership",
} as const satisfies Record<string, keyof typeof english>;
