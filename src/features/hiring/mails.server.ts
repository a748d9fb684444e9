import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";
import type { z } from "zod";
import { mailText } from "../../server/mail-words/index.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { pageLink, paths } from "../../shared/paths.ts";
import type { hiringApplicationInput } from "./schema.ts";

type Answers = Omit<z.output<typeof hiringApplicationInput>, "headshotUrl">;

/** §7 send-hiring-application: the whole application, for the team (the headshot stays private). */
export function applicationReceivedMail(applicationId: string | undefined, answers: Answers, headshotLink: string | null): Omit<MailMessage, "to"> {
  return {
    kind: "hiring-application",
    replyTo: answers.email,
    subject: `New companion application: ${headerText(answers.name)}`,
    text: [
      `Application id: ${applicationId}`,
      ...Object.entries(answers).map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(", ") || "none" : String(value) || "not given"}`),
      `Headshot: ${headshotLink ? `${headshotLink} (admins only)` : "none"}`,
    ].join("\n"),
  };
}

/**
 * The applicant's confirmation, in the page's language: received, and what happens next. Our words and a
 * reference only, so the form cannot carry someone's text to an address nobody proved.
 */
export function applicationConfirmationMail(to: string, applicationId: string, locale: Locale): MailMessage {
  const t = mailText(locale);
  return {
    kind: "hiring-confirmation",
    to,
    subject: t("hiring.confirmation.subject"),
    text: [
      t("greeting.anonymous"),
      t("hiring.confirmation.text", { reference: applicationId.slice(0, 8).toUpperCase() }),
      t("hiring.confirmation.next"),
      t("notYou.application"),
      t("signature"),
    ].join("\n\n"),
  };
}

/** The accepted applicant's welcome, in the language they applied in: how their account becomes their companion account. */
export function applicationAcceptedMail(application: { name: string; email: string; locale: Locale }, linked: boolean, publicUrl: string): MailMessage {
  const t = mailText(application.locale);
  const next = linked
    ? t("hiring.accepted.linked", { link: pageLink(publicUrl, paths.messages, application.locale) })
    : t("hiring.accepted.signUp", { link: `${pageLink(publicUrl, paths.auth, application.locale)}?tab=signup` });
  return {
    kind: "hiring-accepted",
    to: application.email,
    subject: t("hiring.accepted.subject"),
    text: [
      t("greeting", { name: application.name.split(/\s+/)[0] ?? "" }),
      `${t("hiring.accepted.text")} ${t("hiring.accepted.profile")}`,
      next,
      t("signature"),
    ].join("\n\n"),
  };
}
