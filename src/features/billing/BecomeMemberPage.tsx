import { Check, Crown, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { memberPerks, membershipTerms, VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";

export const meta = () => pageMeta("VIP Membership", "Unlock every profile, messaging and priority booking for $29.99 per month.");

export default function BecomeMemberPage() {
  return (
    <>
      <PageIntro title="Become a VIP Member" lead="Every profile, direct chat with companions and priority booking, for one monthly price.">
        <Button asChild size="lg" className="mt-6">
          <Link to={paths.vipSignup}>Become a VIP Member</Link>
        </Button>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 pb-12 sm:px-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Crown aria-hidden className="size-6 text-gold" /> VIP Membership
            </CardTitle>
            <p className="text-3xl font-bold">
              {formatCents(VIP_MONTHLY_PRICE_CENTS)}
              <span className="text-base font-normal text-muted-foreground">/month</span>
            </p>
            <p className="text-sm text-muted-foreground">{membershipTerms}</p>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {memberPerks.map((perk) => (
                <li key={perk} className="flex items-center gap-2">
                  <Check aria-hidden className="size-4 text-primary" /> {perk}
                </li>
              ))}
            </ul>
            <Button asChild className="mt-6 w-full">
              <Link to={paths.vipSignup}>Join Now</Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <ShieldCheck aria-hidden className="size-6 text-primary" /> Join without risk
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-muted-foreground">
            <p>Not what you hoped for? Ask for a full refund within 30 days of your first payment: your membership simply ends.</p>
            <p>Cancel anytime from your profile: you stay a member until the end of the month you paid for.</p>
            <p>Payments are handled by our card processor; Wingmate never sees your card number.</p>
            <Button asChild variant="outline" className="mt-2">
              <Link to={paths.vipSignup}>Start Your Membership</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
