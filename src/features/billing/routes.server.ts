import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { responses } from "../../server/http/responses.ts";
import type { FastifyRequest } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import { notifyBusiness } from "../../server/adapters/mail/outbox.ts";
import type { MembershipPayments } from "../bookings/index.server.ts";
import type { OneOffPaymentEvents, PaymentsProvider } from "../../server/adapters/payments/provider.ts";
import { consumeAddressLimit, consumeLimit, consumePaymentPageLimit, PAYMENT_ATTEMPTS_PER_ADDRESS } from "../../server/http/rate-limit.ts";
import { viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError, badRequest, conflict, unauthorized } from "../../server/http/errors.ts";
import { acceptFormPosts } from "../../server/http/form-posts.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { VIP_SUBSCRIPTION_TYPE } from "../../shared/membership.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { pageLink, paths } from "../../shared/paths.ts";
import { membershipOf } from "../../server/auth/membership.ts";
import { vipSignupNotification } from "./mails.ts";
import { cancelSandboxSubscription, paySandboxCheckout, paySandboxPaymentCheckout, resumeSandboxSubscription, sandboxCheckout } from "./sandbox.server.ts";
import { billingMessages, checkoutInput, portalMessages, vipSignupSchema, type SubscriptionState } from "./schema.ts";
import { providerPageView, sandboxCheckoutView, sandboxPaymentView, subscriptionStateView, webhookReceiptView } from "./responses.ts";
import { handleStripeEvent } from "./stripe-events.server.ts";
import { refundableUntil, subscriptionOf } from "./subscription-state.server.ts";
import { refundMembership } from "./refunds.server.ts";

export interface BillingDependencies {
  db: Db;
  config: AppConfig;
  provider: PaymentsProvider;
  /** Present with the Stripe provider: verifies and reads webhooks. */
  stripe?: Stripe;
  /** Where one-off (booking) payments are reported, by the sandbox's pay button and Stripe's webhook. */
  oneOffPayments: OneOffPaymentEvents;
  /** The ledger's membership payments, recorded and refunded by the sandbox and Stripe's webhook. */
  membershipPayments: MembershipPayments;
}

/** §5 Subscribe: signed-out visitors are told to log in first. */
async function requireSubscriber(request: FastifyRequest): Promise<void> {
  if (!(await request.loadViewer())) throw unauthorized(billingMessages.logInToSubscribe);
}

/** §5 VIP signup: a signed-out submit is answered with the spec's own sentence. */
async function requireVipApplicant(request: FastifyRequest): Promise<void> {
  if (!(await request.loadViewer())) throw unauthorized(billingMessages.logInToSignUp);
}

export async function subscriptionState(db: Db, userId: string): Promise<SubscriptionState> {
  const row = await subscriptionOf(db, userId);
  const { subscription, isMember } = membershipOf(row);
  const refundUntil = row?.status === "active" && (row.provider === "sandbox" || row.provider === "stripe") ? refundableUntil(row.firstPaidAt) : null;
  return {
    ...subscription,
    status: row?.status ?? null,
    provider: row?.provider ?? null,
    cancel_at_period_end: row?.cancelAtPeriodEnd ?? false,
    refundable_until: refundUntil && refundUntil > new Date() ? refundUntil.toISOString() : null,
    is_member: isMember,
  };
}

export const billingRoutes: FastifyPluginAsyncZod<BillingDependencies> = async (app, deps) => {
  const { db, config, provider } = deps;
  // The VIP sign-up form posts here even before the app has started: on to the payment page, or back to the form.
  acceptFormPosts(app, paths.vipSignup, { followUrl: true });
  /**
   * Where the provider sends the payer: the welcome page (which offers the page the upgrade started from), or, not
   * paying now, back to that page with the free account (the membership's page when the upgrade named none).
   */
  const returnUrls = (locale: Locale, returnTo?: string) => ({
    successUrl: pageLink(config.publicUrl, paths.membershipWelcome, locale) + (returnTo ? `?next=${encodeURIComponent(returnTo)}` : ""),
    cancelUrl: returnTo ? `${config.publicUrl}${returnTo}` : pageLink(config.publicUrl, paths.becomeMember, locale),
  });

  /** Each checkout is a provider call: limited per address and per account. The same person stays one customer. */
  async function startCheckout(request: FastifyRequest, locale: Locale, details: { name?: string; phone?: string } = {}, returnTo?: string) {
    const viewer = await viewerOf(request);
    if (viewer.isMember) throw conflict(billingMessages.alreadyMember, "already_member");
    await consumePaymentPageLimit(db, request);
    await consumeLimit(db, `checkout:account:${viewer.user.id}`, checkoutPerAccount);
    const existing = await subscriptionOf(db, viewer.user.id);
    const customerId = existing?.provider === provider.name ? existing.providerCustomerId : null;
    return provider.createCheckout({ userId: viewer.user.id, email: viewer.user.email, customerId, ...details, ...returnUrls(locale, returnTo), locale });
  }

  app.get("/subscription", { preValidation: requireSubscriber, schema: { response: responses({ 200: subscriptionStateView }) } }, async (request) =>
    subscriptionState(db, (await viewerOf(request)).user.id),
  );

  app.post(
    "/checkout",
    { preValidation: requireSubscriber, schema: { body: checkoutInput, response: responses({ 200: providerPageView }) } },
    async (request) => startCheckout(request, request.body.locale, {}, request.body.returnTo),
  );

  app.post(
    "/vip-signup",
    { preValidation: requireVipApplicant, schema: { body: vipSignupSchema, response: responses({ 200: providerPageView }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const input = request.body;
      // The e-mail is locked to the account's (§5).
      if (input.email !== viewer.user.email) throw badRequest(billingMessages.useAccountEmail, { email: billingMessages.useAccountEmail });
      const checkout = await startCheckout(request, input.locale, { name: `${input.firstName} ${input.lastName}`, phone: input.phone });
      await notifyBusiness(db, config, vipSignupNotification({ ...input, subscriptionType: VIP_SUBSCRIPTION_TYPE, userId: viewer.user.id }));
      app.mail.wake();
      return checkout;
    },
  );

  app.post(
    "/portal",
    { preValidation: requireSubscriber, schema: { body: checkoutInput, response: responses({ 200: providerPageView }) } },
    async (request) => {
      const viewer = await viewerOf(request);
      const row = await subscriptionOf(db, viewer.user.id);
      if (row?.provider === "complimentary") throw conflict(portalMessages.complimentary, "complimentary");
      if (!row?.providerCustomerId || row.provider !== provider.name) throw conflict(portalMessages.noSubscription, "no_subscription");
      const { locale } = request.body;
      return provider.createPortal({
        userId: viewer.user.id,
        customerId: row.providerCustomerId,
        returnUrl: pageLink(config.publicUrl, paths.userProfile, locale),
        locale,
      });
    },
  );

  /**
   * The 30-day money-back guarantee, with either provider: refunds the payment in full and ends the membership
   * now (409 once the 30 days are over). A browser's form post works too (this plugin accepts form posts).
   */
  app.post("/portal/refund", { preValidation: requireSubscriber, schema: { response: responses({ 200: subscriptionStateView }) } }, async (request) => {
    const userId = (await viewerOf(request)).user.id;
    await refundMembership({ db, provider, ledger: deps.membershipPayments, publicUrl: config.publicUrl }, userId, { by: "member" });
    app.mail.wake();
    return subscriptionState(db, userId);
  });

  if (provider.name === "sandbox") registerSandboxRoutes(app, db, deps);
  if (deps.stripe && config.stripe) registerStripeWebhook(app, db, deps.stripe, config, deps);
};

const checkoutPerAccount = { limit: 10, windowSeconds: 3600, message: billingMessages.tooManyPayments };

function registerSandboxRoutes(app: TypedApp, db: Db, { oneOffPayments, membershipPayments, config, provider }: BillingDependencies): void {
  const checkoutParams = z.object({ id: z.uuid("This checkout does not exist.") });
  const user = { preValidation: requireSubscriber };
  const userIdOf = async (request: FastifyRequest) => (await viewerOf(request)).user.id;

  // A booking's checkout is readable and payable by whoever holds its id (a guest); a membership's by its account.
  app.get("/sandbox/checkouts/:id", { schema: { params: checkoutParams, response: responses({ 200: sandboxCheckoutView }) } }, async (request) =>
    sandboxCheckout(db, (await request.loadViewer())?.user.id ?? null, request.params.id),
  );
  app.post("/sandbox/checkouts/:id/pay", { schema: { params: checkoutParams, response: responses({ 200: sandboxPaymentView }) } }, async (request) => {
    const { id } = request.params;
    await consumeAddressLimit(db, request, "sandbox-pay", PAYMENT_ATTEMPTS_PER_ADDRESS);
    const viewer = await request.loadViewer();
    const checkout = await sandboxCheckout(db, viewer?.user.id ?? null, id);
    if (checkout.kind === "payment") {
      const paid = await paySandboxPaymentCheckout(db, oneOffPayments, id);
      app.mail.wake();
      return { ...paid, url: new URL(paid.redirectUrl, config.publicUrl).href };
    }
    if (!viewer) throw unauthorized(billingMessages.logInToSubscribe);
    await paySandboxCheckout(db, membershipPayments, viewer.user.id, id, config.publicUrl);
    app.mail.wake();
    return { ...(await subscriptionState(db, viewer.user.id)), url: checkout.successUrl };
  });
  // The test shop's refund is the money-back guarantee's own path (the same as Stripe's).
  const refundSandboxSubscription = async (_db: Db, ledger: MembershipPayments, userId: string, publicUrl: string) => {
    await refundMembership({ db, provider, ledger, publicUrl }, userId, { by: "member" });
  };
  const portalActions = { cancel: cancelSandboxSubscription, resume: resumeSandboxSubscription, refund: refundSandboxSubscription };
  for (const [action, apply] of Object.entries(portalActions)) {
    app.post(`/sandbox/portal/${action}`, { ...user, schema: { response: responses({ 200: subscriptionStateView }) } }, async (request) => {
      const userId = await userIdOf(request);
      await apply(db, membershipPayments, userId, config.publicUrl);
      app.mail.wake();
      return subscriptionState(db, userId);
    });
  }
}

/** Stripe's webhook: the signature is checked on the raw body, then each event takes effect once. */
function registerStripeWebhook(app: TypedApp, db: Db, stripe: Stripe, config: AppConfig, { oneOffPayments, membershipPayments }: BillingDependencies): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post("/stripe/webhook", { config: { crossOrigin: true }, schema: { response: responses({ 200: webhookReceiptView }) } }, async (request) => {
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        // The raw bytes (the JSON parser above keeps them); anything else cannot carry a valid signature.
        const payload = request.body;
        if (!Buffer.isBuffer(payload) && typeof payload !== "string") throw new Error("no raw body to verify");
        event = stripe.webhooks.constructEvent(payload, String(signature ?? ""), config.stripe?.webhookSecret ?? "");
      } catch {
        throw new AppError(400, "bad_signature", "The webhook signature is not valid.");
      }
      const outcome = await handleStripeEvent(db, stripe, event, config.publicUrl, membershipPayments, oneOffPayments, config.stripe?.priceId);
      app.mail.wake();
      return { received: true as const, outcome };
    });
  });
}
