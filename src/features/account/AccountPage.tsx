import { Navigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { useBillingActions } from "../billing/index.ts";
import { AccountSettings } from "./AccountSettings.tsx";

export const meta = () => [...pageMeta("Account Settings", "Your Wingmate account: password, membership, your data."), { name: "robots", content: "noindex" }];

/**
 * One settings page for every signed-in account, free or member: membership, picture, password, a copy of
 * one's data and deleting the account (the rights the Privacy Policy and Terms promise).
 */
export default function AccountPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageIntro title="Account Settings" lead="Loading…" />;
  if (!user) return <Navigate to={`${paths.auth}?next=${encodeURIComponent(paths.account)}`} replace />;
  return (
    <>
      <PageIntro title="Account Settings" lead={`Signed in as ${user.email}.`} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4 pb-10 sm:px-6">
        <MembershipCard />
        <AccountSettings />
      </div>
    </>
  );
}

function MembershipCard() {
  const { isMember, subscription } = useAuth();
  const { openPortal } = useBillingActions();
  const { openMembershipDialog } = useMembershipDialog();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Membership</CardTitle>
        <CardDescription>
          {isMember
            ? subscription.subscription_end
              ? `VIP member. Your membership renews or ends on ${new Date(subscription.subscription_end).toLocaleDateString("en-US", { dateStyle: "long" })}.`
              : "VIP member."
            : "Free account: VIP membership ($29.99/month) unlocks every profile, messaging, saved profiles and reviews."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isMember ? (
          <Button variant="outline" onClick={() => void openPortal()}>
            Manage Subscription
          </Button>
        ) : (
          <Button onClick={() => openMembershipDialog()}>Upgrade to Member</Button>
        )}
      </CardContent>
    </Card>
  );
}
