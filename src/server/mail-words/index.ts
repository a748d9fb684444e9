import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileCatalog } from "../../shared/i18n/compile.ts";
import { LOCALES, type Locale } from "../../shared/i18n/locales.ts";
import { withOnePeriod, type MessageValues } from "../../shared/i18n/catalog.ts";
import englishMarketing from "../../web/content/marketing.messages.en.ts";
import spanishMarketing from "../../web/content/marketing.messages.es.ts";
import english from "./mails.messages.en.ts";
import spanish from "./mails.messages.es.ts";

// The mails' own words, and the site's words for what they name (session types, policies).
const catalogs: Record<Locale, Messages> = {
  en: compileCatalog({ ...englishMarketing, ...english }) as Messages,
  es: compileCatalog({ ...spanishMarketing, ...spanish }) as Messages,
};
const instances = Object.fromEntries(LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogs[locale] } })])) as Record<
  Locale,
  I18n
>;

export type MailText = (id: keyof typeof english | keyof typeof englishMarketing, values?: MessageValues) => string;

/** The words of a mail in the reader's language: `const t = mailText(user.locale); t("verify.subject")`. */
export function mailText(locale: Locale): MailText {
  const i18n = instances[locale];
  return (id, values) => withOnePeriod(i18n._(id, values), values);
}
