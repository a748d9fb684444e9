import { useQuery } from "@tanstack/react-query";
import { CreditCard, FlaskConical } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { INTL_LOCALE, type Locale } from "../../shared/i18n/locales.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { paySandboxCheckout, paySandboxPayment, sandboxCheckoutOptions, sandboxPayAction } from "./queries.ts";
import type sandbox from "./sandbox.messages.en.ts";
import type { SandboxCheckout } from "./schema.ts";
import { messageOf } from "./use-billing.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { sandboxWords } from "./words.ts";

export const meta = localizedPageMeta<typeof sandbox>("sandbox.checkout");

/** "$220.00": a checkout shows the exact amount, cents included, as card checkouts do. */
const exactAmount = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(cents / 100);

/** The failure toast of a test payment: the server's reason when it gave one, in the page's language. */
function usePaymentFailed() {
  const t = useText<typeof sandbox>();
  const say = useSentence();
  return (error: unknown) => toast.error(t("sandbox.paymentFailed"), { description: say(messageOf(error, t("sandbox.tryAgain"))) });
}

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

/** The checkout in the page's query, when its viewer may open it (a membership's is its account's own). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const checkout = await pageContextOf(context).services.billing.sandboxCheckout(id);
  return { known: checkout !== null, queries: checkout ? pageQueries(answer(sandboxCheckoutOptions(id), checkout)) : pageQueries() };
}

/** The sandbox provider's checkout page: clearly a test, charging nothing. A membership, or one booking's payment. */
export default function SandboxCheckoutPage() {
  const { id = "" } = useParams();
  const { known } = useLoaderData<typeof loader>();
  const checkout = useQuery({ ...sandboxCheckoutOptions(id), enabled: known });
  const t = useText<typeof sandbox>();

  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <p role="note" className="mb-4 flex items-center gap-2 rounded-md border border-dashed border-gold bg-[#fdf6e7] p-3 text-sm text-[#6b4a10]">
        <FlaskConical aria-hidden className="size-5 shrink-0" /> {t("sandbox.checkout.note")}
      </p>
      {checkout.data?.kind === "payment" ? (
        <PaymentCheckout id={id} checkout={checkout.data} />
      ) : checkout.data || checkout.isError || !known ? (
        <MembershipCheckout id={id} checkout={checkout.data} failed={checkout.isError || !known} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t("sandbox.checkout.title")}</CardTitle>
            <p role="status" className="text-sm text-muted-foreground">
              {t("sandbox.loading")}
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
  const t = useText<typeof sandbox>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const failedToPay = usePaymentFailed();
  const price = formatCents(checkout?.priceCents ?? VIP_MONTHLY_PRICE_CENTS, locale);

  const pay = async () => {
    setPaying(true);
    try {
      await paySandboxCheckout(id);
      await refresh();
      navigate(welcomePath(checkout, localized(paths.membershipWelcome)), { replace: true });
    } catch (error) {
      failedToPay(error);
      setPaying(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{t("sandbox.membership")}</CardTitle>
        <p className="text-2xl font-bold">{t("sandbox.perMonth", { price })}</p>
        <p className="text-sm text-muted-foreground">{t("sandbox.membershipTerms")}</p>
      </CardHeader>
      <CardContent>
        {failed ? (
          <p role="alert">{t("sandbox.unknown")}</p>
        ) : checkout?.status === "paid" ? (
          <Button asChild className="w-full">
            <Link to={welcomePath(checkout, localized(paths.membershipWelcome))}>{t("sandbox.alreadyPaid")}</Link>
          </Button>
        ) : (
          <PayForm id={id} onPay={pay}>
            <Button type="submit" size="lg" className="w-full" disabled={!checkout || paying}>
              <CreditCard aria-hidden /> {paying ? t("sandbox.processing") : t("sandbox.pay", { amount: price })}
            </Button>
          </PayForm>
        )}
        {checkout?.status === "paid" ? null : (
          // A link (it works before the app has started): back to the page the upgrade started from, still signed in.
          <Button asChild variant="ghost" className="mt-2 w-full">
            <Link to={checkout ? returnUrl(checkout.cancelUrl) : localized(paths.becomeMember)}>
              {checkout ? t("sandbox.keepFreeAccount") : t("sandbox.cancel")}
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** A booking's payment: readable and payable by whoever holds the link (a guest pays without an account). */
function PaymentCheckout({ id, checkout }: { id: string; checkout: SandboxCheckout }) {
  const [paying, setPaying] = useState(false);
  const [expired, setExpired] = useState(checkout.status === "expired");
  const t = useText<typeof sandbox>();
  const failedToPay = usePaymentFailed();
  const locale = useLocale();
  const amount = exactAmount(checkout.priceCents, locale);
  const back = returnUrl(checkout.cancelUrl);

  const pay = async () => {
    setPaying(true);
    try {
      const { redirectUrl } = await paySandboxPayment(id);
      window.location.assign(returnUrl(redirectUrl));
    } catch (error) {
      setPaying(false);
      if (error instanceof ApiError && error.code === "checkout_expired") setExpired(true);
      else failedToPay(error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <p className="text-sm font-medium text-muted-foreground">{t("sandbox.booking.kind")}</p>
        <CardTitle as="h1">{checkout.description ?? t("sandbox.booking.title")}</CardTitle>
        <p className="text-2xl font-bold">{amount}</p>
        <p className="text-sm text-muted-foreground">{t("sandbox.booking.terms")}</p>
      </CardHeader>
      <CardContent>
        {expired ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3">
            <p>{t("sandbox.booking.expired")}</p>
            <a href={back} className="mt-2 inline-block font-semibold text-primary underline">
              {t("sandbox.booking.bookAgain")}
            </a>
          </div>
        ) : checkout.status === "paid" ? (
          <Button asChild className="w-full">
            <a href={returnUrl(checkout.successUrl)}>{t("sandbox.alreadyPaid")}</a>
          </Button>
        ) : (
          <PayForm id={id} onPay={pay}>
            <Button type="submit" size="lg" className="w-full" disabled={paying}>
              <CreditCard aria-hidden /> {paying ? t("sandbox.processing") : t("sandbox.pay", { amount })}
            </Button>
          </PayForm>
        )}
        {expired ? null : (
          <Button asChild variant="ghost" className="mt-2 w-full">
            <a href={back}>{t("sandbox.cancel")}</a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Where the real provider would return the member: the welcome page in the language they started from (and its way back). */
/**
 * The pay button's form: before the app has started the browser posts it and is sent on to the checkout's
 * success page; once the app runs, it pays in place and says how it went.
 */
function PayForm({ id, onPay, children }: { id: string; onPay: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      method="post"
      action={sandboxPayAction(id)}
      onSubmit={(event) => {
        event.preventDefault();
        void onPay();
      }}
    >
      {children}
    </form>
  );
}

function welcomePath(checkout: SandboxCheckout | undefined, fallback: string): string {
  return checkout?.successUrl ? returnUrl(checkout.successUrl) : fallback;
}

export const handle: PageHandle = { words: [sandboxWords] };
