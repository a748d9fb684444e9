import { useQuery } from "@tanstack/react-query";
import { CreditCard, FlaskConical } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { paySandboxCheckout, paySandboxPayment, sandboxCheckoutOptions } from "./api.ts";
import type { SandboxCheckout } from "./schema.ts";
import { messageOf } from "./use-billing.ts";

export const meta = () => pageMeta("Test Checkout", "Wingmate's test checkout: no money is charged.");

const checkoutExpired = "This checkout has expired: the held time was released. Please book again.";
const paymentFailed = "The test payment did not go through. Please try again.";

/** "$220.00": a checkout shows the exact amount, cents included, as card checkouts do. */
const exactAmount = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/**
 * Where the sandbox sends the browser back: a page of this site, so only its path is kept (never another
 * origin; and the public URL the server signs with may be another host name for this same site in development).
 */
function returnUrl(url: string | null): string {
  if (!url) return "/";
  try {
    const target = new URL(url, "http://wingmate.invalid");
    return `${target.pathname}${target.search}`;
  } catch {
    return "/";
  }
}

/** The sandbox provider's checkout page: clearly a test, charging nothing. A membership, or one booking's payment. */
export default function SandboxCheckoutPage() {
  const { id = "" } = useParams();
  const { loading } = useAuth();
  const checkout = useQuery({ ...sandboxCheckoutOptions(id), enabled: !loading });

  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-5 shrink-0" /> Test checkout: no card is needed and no money is charged.
      </p>
      {checkout.data?.kind === "payment" ? (
        <PaymentCheckout id={id} checkout={checkout.data} />
      ) : checkout.data || checkout.isError ? (
        <MembershipCheckout id={id} checkout={checkout.data} failed={checkout.isError} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h1">Test Checkout</CardTitle>
            <p role="status" className="text-sm text-muted-foreground">
              Loading…
            </p>
          </CardHeader>
        </Card>
      )}
    </div>
  );
}

function MembershipCheckout({ id, checkout, failed }: { id: string; checkout: SandboxCheckout | undefined; failed: boolean }) {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      await paySandboxCheckout(id);
      await refresh();
      navigate(welcomePath(checkout), { replace: true });
    } catch (error) {
      toast.error("Payment Failed", { description: messageOf(error, paymentFailed) });
      setPaying(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">VIP Membership</CardTitle>
        <p className="text-2xl font-bold">{formatCents(checkout?.priceCents ?? 2999)} / month</p>
        <p className="text-sm text-muted-foreground">Renews monthly · cancel anytime · 30-day money-back guarantee</p>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert">This checkout does not exist or belongs to another account.</p>
        ) : checkout?.status === "paid" ? (
          <Button className="w-full" onClick={() => navigate(welcomePath(checkout))}>
            Already paid: continue
          </Button>
        ) : (
          <Button size="lg" className="w-full" disabled={!checkout || paying} onClick={() => void pay()}>
            <CreditCard aria-hidden /> {paying ? "Processing..." : `Pay ${formatCents(checkout?.priceCents ?? 2999)} (test)`}
          </Button>
        )}
        <Button variant="ghost" className="mt-2 w-full" onClick={() => navigate(paths.becomeMember)}>
          Cancel and return to Wingmate
        </Button>
      </CardContent>
    </Card>
  );
}

/** A booking's payment: readable and payable by whoever holds the link (a guest pays without an account). */
function PaymentCheckout({ id, checkout }: { id: string; checkout: SandboxCheckout }) {
  const [paying, setPaying] = useState(false);
  const [expired, setExpired] = useState(checkout.status === "expired");
  const amount = exactAmount.format(checkout.priceCents / 100);
  const back = returnUrl(checkout.cancelUrl);

  const pay = async () => {
    setPaying(true);
    try {
      const { redirectUrl } = await paySandboxPayment(id);
      window.location.assign(returnUrl(redirectUrl));
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError && error.code === "checkout_expired") setExpired(true);
      else toast.error("Payment Failed", { description: messageOf(error, paymentFailed) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">Wingmate booking · one-time payment</p>
        <CardTitle as="h1">{checkout.description ?? "Booking payment"}</CardTitle>
        <p className="text-2xl font-bold">{amount}</p>
        <p className="text-sm text-muted-foreground">Paid once · the booking is confirmed as soon as the payment goes through</p>
      </CardHeader>
      <CardContent>
        {expired ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3">
            <p>{checkoutExpired}</p>
            <a href={back} className="mt-2 inline-block font-semibold text-primary underline">
              Back to Wingmate to book again
            </a>
          </div>
        ) : checkout.status === "paid" ? (
          <Button className="w-full" onClick={() => window.location.assign(returnUrl(checkout.successUrl))}>
            Already paid: continue
          </Button>
        ) : (
          <Button size="lg" className="w-full" disabled={paying} onClick={() => void pay()}>
            <CreditCard aria-hidden /> {paying ? "Processing..." : `Pay ${amount} (test)`}
          </Button>
        )}
        {expired ? null : (
          <Button asChild variant="ghost" className="mt-2 w-full">
            <a href={back}>Cancel and return to Wingmate</a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Where the real provider would return the member: the welcome page in the language they started from. */
function welcomePath(checkout: SandboxCheckout | undefined): string {
  return checkout?.successUrl ? new URL(checkout.successUrl).pathname : paths.membershipWelcome;
}
