import { useQuery } from "@tanstack/react-query";
import { CreditCard, FlaskConical } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../account/AuthProvider.tsx";
import { paySandboxCheckout, sandboxCheckoutOptions } from "./api.ts";
import { messageOf } from "./use-billing.ts";

export const meta = () => pageMeta("Test Checkout", "Wingmate's test checkout: no money is charged.");

/** The sandbox provider's checkout page: clearly a test, charging nothing. */
export default function SandboxCheckoutPage() {
  const { id = "" } = useParams();
  const { loading, refresh } = useAuth();
  const navigate = useNavigate();
  const checkout = useQuery({ ...sandboxCheckoutOptions(id), enabled: !loading });
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      await paySandboxCheckout(id);
      await refresh();
      navigate(paths.membershipWelcome, { replace: true });
    } catch (error) {
      toast.error("Payment Failed", { description: messageOf(error, "The test payment did not go through. Please try again.") });
      setPaying(false);
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-5 shrink-0" /> Test checkout: no card is needed and no money is charged.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h1">VIP Membership</CardTitle>
          <p className="text-2xl font-bold">
            {formatCents(checkout.data?.priceCents ?? 2999)} / month
          </p>
          <p className="text-sm text-muted-foreground">Renews monthly · cancel anytime · 30-day money-back guarantee</p>
        </CardHeader>
        <CardContent>
          {checkout.isError ? (
            <p role="alert">This checkout does not exist or belongs to another account.</p>
          ) : checkout.data?.status === "paid" ? (
            <Button className="w-full" onClick={() => navigate(paths.membershipWelcome)}>
              Already paid: continue
            </Button>
          ) : (
            <Button size="lg" className="w-full" disabled={!checkout.data || paying} onClick={() => void pay()}>
              <CreditCard aria-hidden /> {paying ? "Processing..." : `Pay ${formatCents(checkout.data?.priceCents ?? 2999)} (test)`}
            </Button>
          )}
          <Button variant="ghost" className="mt-2 w-full" onClick={() => navigate(paths.becomeMember)}>
            Cancel and return to Wingmate
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
