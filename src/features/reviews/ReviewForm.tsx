import { lazy, Suspense } from "react";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";

/** Members only: its form code loads for them, not for every visitor of a profile. */
const MemberReviewForm = lazy(() => import("./MemberReviewForm.tsx"));

/** Members review here; everyone else sees an upgrade prompt (§2 Profile detail). */
export function ReviewFormPanel({ companion }: { companion: { id: string; name: string } }) {
  const { user, isMember, isAdmin } = useAuth();
  const { openMembershipDialog } = useMembershipDialog();
  if (!isMember && !isAdmin) {
    return (
      <section aria-labelledby="review-prompt" className="rounded-lg border bg-accent/50 p-6 text-center">
        <h2 id="review-prompt" className="text-xl font-bold text-secondary">
          Share your experience
        </h2>
        <p className="mt-1 text-muted-foreground">Only members can submit reviews.</p>
        <Button className="mt-3" onClick={() => openMembershipDialog(user ? "login" : "signup")}>
          {user ? "Upgrade to VIP" : "Join VIP Membership"}
        </Button>
      </section>
    );
  }
  return (
    <Suspense fallback={<div className="min-h-72 rounded-lg border bg-card" />}>
      <MemberReviewForm companion={companion} />
    </Suspense>
  );
}
