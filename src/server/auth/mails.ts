import type { MailMessage } from "../adapters/mail/outbox.ts";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import { mailText } from "../mail-words/index.ts";
import { pageLink, paths } from "../../shared/paths.ts";
import { formatDateTime } from "../../shared/format.ts";

export interface Recipient {
  email: string;
  name: string;
  /** Whether the address was proven: until then the name is whatever a stranger typed. */
  emailVerified: boolean;
  /** The account's language; accounts made before languages were stored read English. */
  locale?: unknown;
}

export const localeOf = (user: Recipient): Locale => (isLocale(user.locale) ? user.locale : "en");

/**
 * The account's first name, but only once the address is proven: an unproven account's name was typed by
 * whoever signed up, and a mail must not carry a stranger's text (a link, a lure) to the address.
 */
export const greeting = (user: Recipient, locale: Locale) => {
  const firstName = user.emailVerified ? user.name.trim().split(/\s+/)[0] : "";
  const t = mailText(locale);
  return firstName ? t("greeting", { name: firstName }) : t("greeting.anonymous");
};

const passwordPageLink = (publicUrl: string, locale: Locale, token: string) =>
  `${pageLink(publicUrl, "/auth", locale)}?${new URLSearchParams({ mode: "reset", token })}`;

/**
 * A reset link. For an account whose address is not yet proven it is worded as "set your password": choosing
 * the password through a link sent to the address is what proves both (see auth.ts, onPasswordReset).
 */
export function passwordResetMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const link = passwordPageLink(publicUrl, locale, token);
  const words = user.emailVerified
    ? { kind: "password-reset", subject: t("reset.subject"), intro: t("reset.intro"), expiry: t("reset.expiry") }
    : { kind: "password-set", subject: t("setPassword.subject"), intro: t("setPassword.intro"), expiry: t("setPassword.expiry") };
  return {
    kind: words.kind,
    to: user.email,
    subject: words.subject,
    text: [greeting(user, locale), "", words.intro, link, "", words.expiry].join("\n"),
  };
}

/** The link opens a page that asks to confirm (a POST): mail scanners that open links confirm nothing. */
export function verificationMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const link = `${pageLink(publicUrl, "/auth", locale)}?${new URLSearchParams({ mode: "verify", token })}`;
  return {
    kind: "email-verification",
    to: user.email,
    subject: t("verify.subject"),
    text: [greeting(user, locale), "", t("verify.intro"), link, "", t("verify.expiry")].join("\n"),
  };
}

/** Sign-up with an address that already has an account: its owner is told, the stranger is not. */
export function alreadyRegisteredMail(publicUrl: string, user: Recipient): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const signIn = pageLink(publicUrl, "/auth", locale);
  const reset = `${signIn}?${new URLSearchParams({ tab: "forgot" })}`;
  return {
    kind: "already-registered",
    to: user.email,
    subject: t("alreadyRegistered.subject"),
    text: [greeting(user, locale), "", t("alreadyRegistered.intro"), signIn, "", t("alreadyRegistered.reset"), reset, "", t("alreadyRegistered.notYou")].join(
      "\n",
    ),
  };
}

/**
 * Told after the password changed (from the settings, or by a reset link): if it was not the owner, the way back
 * in is a reset link sent to this same address.
 */
export function passwordChangedMail(publicUrl: string, user: Recipient, at: Date): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const reset = `${pageLink(publicUrl, paths.auth, locale)}?${new URLSearchParams({ tab: "forgot" })}`;
  return {
    kind: "password-changed",
    to: user.email,
    subject: t("password.changed.subject"),
    text: [
      greeting(user, locale),
      "",
      t("password.changed.text", { when: formatDateTime(at, locale) }),
      "",
      t("password.changed.notYou"),
      reset,
      "",
      t("password.changed.you"),
      "",
      t("signature"),
    ].join("\n"),
  };
}

/** An account that now answers for a companion (linked by the team, or by an invitation its address redeemed). */
export function companionLinkedMail(publicUrl: string, user: Recipient, companionName: string): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  return {
    kind: "companion-account-linked",
    to: user.email,
    subject: t("companion.linked.subject", { companion: companionName }),
    text: [
      greeting(user, locale),
      "",
      t("companion.linked.text", { companion: companionName }),
      "",
      t("companion.linked.workspace", { link: pageLink(publicUrl, paths.workspace, locale) }),
      "",
      t("companion.linked.notYou"),
      "",
      t("signature"),
    ].join("\n"),
  };
}
