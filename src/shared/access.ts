/**
 * Who may do what, as pure predicates both sides use: the server's guards decide with them, the pages only
 * mirror the decision (greyed buttons, walls). One place, so the rule is never written twice.
 */

export type AccessRole = "user" | "wingwoman" | "admin";

export interface AccessHolder {
  isMember: boolean;
  role: AccessRole | null;
}

/** Every profile, messaging, saved profiles, reviews, a member profile: an active membership, or an admin. */
export function hasVipAccess(who: AccessHolder | null | undefined): boolean {
  return Boolean(who && (who.isMember || who.role === "admin"));
}
