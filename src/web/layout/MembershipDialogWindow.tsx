import { Check, Crown } from "lucide-react";
import { useAuth } from "../session/AuthProvider.tsx";
import { LoginForm, SignUpForm } from "../../features/account/index.ts";
import { useBillingActions } from "../../features/billing/index.ts";
import { formatCents, formatLongDate } from "../../shared/format.ts";
import { memberPerks, membershipTerms, VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs.tsx";

/** The membership dialog itself (§2): the pitch, then log in or sign up, or the member dashboard. */
export default function MembershipDialogWindow({
  open,
  onOpenChange,
  tab,
  onTabChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: "login" | "signup";
  onTabChange: (tab: "login" | "signup") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <MembershipDialogBody tab={tab} onTabChange={onTabChange} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function MembershipDialogBody({ tab, onTabChange, onClose }: { tab: "login" | "signup"; onTabChange: (tab: "login" | "signup") => void; onClose: () => void }) {
  const auth = useAuth();
  const { startCheckout, openPortal } = useBillingActions();

  if (auth.isMember) {
    return (
      <div className="grid gap-4 text-center">
        <Crown aria-hidden className="mx-auto size-10 text-gold" />
        <DialogTitle>Member Dashboard</DialogTitle>
        <DialogDescription className="text-base">Welcome, VIP!</DialogDescription>
        <p>
          <Badge>{auth.subscription.subscription_tier ?? "VIP"}</Badge>
        </p>
        {auth.subscription.subscription_end ? (
          <p className="text-sm text-muted-foreground">Next billing date: {formatLongDate(auth.subscription.subscription_end)}</p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => void openPortal()}>
            Manage Subscription
          </Button>
          <Button onClick={onClose}>Continue Browsing</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div>
        <DialogTitle>Why Join?</DialogTitle>
        <DialogDescription className="mt-1">
          VIP membership: <strong className="text-foreground">{formatCents(VIP_MONTHLY_PRICE_CENTS)}/month</strong>. {membershipTerms}.
        </DialogDescription>
        <ul className="mt-3 grid gap-1.5 text-sm">
          {memberPerks.map((perk) => (
            <li key={perk} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-primary" />
              {perk}
            </li>
          ))}
        </ul>
      </div>
      {auth.user ? (
        <section aria-labelledby="upgrade-title" className="rounded-lg border bg-accent/50 p-4">
          <h3 id="upgrade-title" className="text-lg font-semibold">
            Upgrade to VIP
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">Unlock every profile, messaging and priority booking today.</p>
          <Button className="mt-3 w-full" onClick={() => void startCheckout()}>
            Upgrade to VIP
          </Button>
        </section>
      ) : (
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as "login" | "signup")}>
          <TabsList>
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm onSignedIn={onClose} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
