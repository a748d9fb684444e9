import type common from "../../web/layout/common.messages.en.ts";

// Not in schema.ts: the header's account menu starts checkout on every page, and must not bring zod with it.

/** Said in the page that opened checkout in another tab: it is not left showing the wall once paid. */
export const checkoutOpened = {
  title: "vip.checkoutOpened",
  description: "vip.checkoutOpened.description",
} as const satisfies Record<string, keyof typeof common>;
