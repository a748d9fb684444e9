// Not in schema.ts: the header's account menu starts checkout on every page, and must not bring zod with it.

/** Said in the page that opened checkout in another tab: it is not left showing the wall once paid. */
export const checkoutOpened = {
  title: "Checkout opened in a new tab",
  description: "This page updates as soon as your payment is confirmed.",
};
