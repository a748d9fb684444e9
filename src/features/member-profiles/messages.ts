/** The VIP profile pages' words (§5, §8), apart from the schemas so a page that only shows them loads no zod. */
export const memberProfileMessages = {
  displayName: "Display name is required",
  bio: "Bio is required",
  location: "Location is required",
  availability: "Availability is required",
  duplicateInterest: "Interest already added",
  maxImages: "Maximum 3 images allowed",
  accessDenied: "Access denied. Only wing women and admins can view VIP profiles.",
  notFound: "Profile not found",
  /** The viewer's 404: a missing profile and a private one answer alike. */
  notFoundOrDenied: "Profile not found or access denied",
  loadFailed: "An error occurred while loading the profile",
  uploadSignedOut: "You must be logged in to upload images",
  managerLoadFailed: "Failed to load profile",
  signedOut: "You must be logged in to manage your VIP profile.",
  membershipRequired: "Please upgrade to VIP to access profile features.",
  /** A former member who keeps a profile: it stays theirs to hide or delete. */
  publishNeedsMembership: "Publishing your profile needs VIP membership. You can still keep it private or delete it.",
} as const;
