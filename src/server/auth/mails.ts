import type { MailMessage } from "../adapters/mail/outbox.ts";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import { mailText } from "../mail-words/index.ts";
import { pageLink } from "../../shared/paths.ts";

interface Recipient {
  email: string;
  name: string;
  /** The account's language (issue 26); accounts made before it read English. */
  locale?: unknown;
}

const localeOf = (user: Recipient): Locale => (isLocale(user.locale) ? user.locale : "en");
const greeting = (user: Recipient, locale: Locale) => {
  const firstName = user.name.trim().split(/\s+/)[0];
  const t = mailText(locale);
  return firstName ? t("greeting", { name: firstName }) : t("greeting.anonymous");
};

export function passwordResetMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const link = `${pageLink(publicUrl, "/auth", locale)}?${new URLSearchParams({ mode: "reset", token })}`;
  return {
    kind: "password-reset",
    to: user.email,
    subject: t("reset.subject"),
    text: [greeting(user, locale), "", t("reset.intro"), link, "", t("reset.expiry")].join("\n"),
  };
}

export function verificationMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const locale = localeOf(user);
  const t = mailText(locale);
  const link = `${publicUrl}/api/account/verify-email?${new URLSearchParams({ token, ...(locale === "en" ? {} : { lang: locale }) })}`;
  return {
    kind: "email-verification",
    to: user.email,
    subject: t("verify.subject"),
    text: [greeting(user, locale), "", t("verify.intro"), link, "", t("verify.expiry")].join("\n"),
  };
}
