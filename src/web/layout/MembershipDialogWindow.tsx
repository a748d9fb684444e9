import { Crown } from "lucide-react";
import { useAuth } from "../session/AuthProvider.tsx";
import { LoginForm, SignUpForm } from "../../features/account/index.ts";
import { useBillingActions } from "../../features/billing/index.ts";
import { formatLongDate } from "../../shared/format.ts";
import { accountWords } from "../../features/account/words.ts";
import { useLocale, useText } from "../i18n/text.tsx";
import { useWords } from "../i18n/words.ts";
import { MemberPerks } from "./MemberPerks.tsx";
import { MembershipPitchText } from "./MembershipPitch.tsx";
import { membershipWords } from "./words.ts";
import type membership from "./membership.messages.en.ts";
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
  const { startCheckout, checkoutPending, openPortal } = useBillingActions();
  useWords(membershipWords, accountWords);
  const t = useText<typeof membership>();
  const locale = useLocale();

  if (auth.isMember) {
    return (
      <div className="grid gap-4 text-center">
        <Crown aria-hidden className="mx-auto size-10 text-gold" />
        <DialogTitle>{t("dashboard.title")}</DialogTitle>
        <DialogDescription className="text-base">{t("dashboard.welcome")}</DialogDescription>
        <p>
          <Badge>{auth.subscription.subscription_tier ?? "VIP"}</Badge>
        </p>
        {auth.subscription.subscription_end ? (
          <p className="text-sm text-muted-foreground">
            {t(auth.membershipRenews ? "dashboard.nextBilling" : "dashboard.endsOn", { date: formatLongDate(auth.subscription.subscription_end, locale) })}
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => void openPortal()}>
            {t("dashboard.manage")}
          </Button>
          <Button onClick={onClose}>{t("dashboard.continue")}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div>
        <DialogTitle>{t("dialog.whyJoin")}</DialogTitle>
        <DialogDescription className="mt-1">
          <MembershipPitchText />
        </DialogDescription>
        <MemberPerks className="mt-3 gap-1.5 text-sm" />
      </div>
      {auth.user ? (
        <section aria-labelledby="upgrade-title" className="rounded-lg border bg-accent/50 p-4">
          <h3 id="upgrade-title" className="text-lg font-semibold">
            {t("upgrade")}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{t("dialog.upgradeText")}</p>
          <Button className="mt-3 w-full" disabled={checkoutPending} onClick={() => void startCheckout()}>
            {checkoutPending ? t("dialog.openingCheckout") : t("upgrade")}
          </Button>
        </section>
      ) : (
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as "login" | "signup")}>
          <TabsList>
            <TabsTrigger value="login">{t("dialog.login")}</TabsTrigger>
            <TabsTrigger value="signup">{t("dialog.signup")}</TabsTrigger>
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
