import { Check, Crown } from "lucide-react";
import { Link } from "react-router";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
import { Button } from "../../web/ui/button.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";

const BENEFITS = ["Access to all profiles", "Direct messaging", "Priority booking", "Exclusive events", "24/7 premium support"];

/** What a visitor or free member sees instead of a locked profile (§2 Profile detail). */
export function VipWall({ backTo }: { backTo: string }) {
  const { user } = useAuth();
  const { openMembershipDialog } = useMembershipDialog();
  return (
    <section aria-labelledby="vip-wall-title" className="mx-auto my-14 max-w-lg rounded-lg border bg-card p-8 text-center shadow-sm">
      <Crown aria-hidden className="mx-auto size-12 text-gold" />
      <h1 id="vip-wall-title" className="mt-3 text-3xl font-bold text-secondary">
        VIP Access Required
      </h1>
      <ul className="mx-auto mt-5 grid max-w-xs gap-2 text-left">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check aria-hidden className="size-4 text-primary" /> {benefit}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-6" onClick={() => openMembershipDialog(user ? "login" : "signup")}>
        {user ? "Upgrade to VIP" : "Join VIP Membership"}
      </Button>
      <p className="mt-4 text-sm text-muted-foreground">Already a VIP member? Make sure you're logged in.</p>
      <p className="mt-4">
        <Link to={backTo} className="font-semibold text-primary hover:underline">
          Back to Profiles
        </Link>
      </p>
    </section>
  );
}
