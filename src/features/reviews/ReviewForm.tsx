import { lazy, Suspense } from "react";
import { useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { Button } from "../../web/ui/button.tsx";
import { useAppStarted } from "../../web/lib/use-app-started.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import type reviews from "./reviews.messages.en.ts";

/** Members only: its form code loads for them, not for every visitor of a profile. */
const MemberReviewForm = lazy(() => import("./MemberReviewForm.tsx"));

/** Members review here; everyone else sees an upgrade prompt (§2 Profile detail). */
export function ReviewFormPanel({ companion }: { companion: { id: string; name: string } }) {
  const { user, isMember, isAdmin } = useAuth();
  const { openMembershipDialog } = useMembershipDialog();
  const t = useText<typeof reviews>();
  const offer = useText<typeof membership>();
  const started = useAppStarted();
  if (!isMember && !isAdmin) {
    return (
      <section aria-labelledby="review-prompt" className="rounded-lg border bg-accent/50 p-6 text-center">
        <h2 id="review-prompt" className="text-xl font-bold text-secondary">
          {t("reviewForm.prompt.title")}
        </h2>
        <p className="mt-1 text-muted-foreground">{t("reviewForm.prompt.lead")}</p>
        <Button className="mt-3" onClick={() => openMembershipDialog(user ? "login" : "signup")}>
          {user ? offer("upgrade") : offer("join")}
        </Button>
      </section>
    );
  }
  const placeholder = <div className="min-h-72 rounded-lg border bg-card" />;
  // The form is drawn once it can answer a press (see useAppStarted); its place is kept meanwhile.
  if (!started) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MemberReviewForm companion={companion} />
    </Suspense>
  );
}
