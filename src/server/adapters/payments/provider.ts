/** How a membership is paid: our sandbox by default, Stripe when configured. Their effects share one code path. */
export interface CheckoutRequest {
  userId: string;
  email: string;
  name?: string;
  phone?: string;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  userId: string;
  customerId: string | null;
  returnUrl: string;
}

export interface PaymentsProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  createPortal(request: PortalRequest): Promise<{ url: string }>;
}
