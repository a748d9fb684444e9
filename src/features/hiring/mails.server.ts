import { headerText, type MailMessage } from "../../server/adapters/mail/outbox.ts";
import type { z } from "zod";
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

/** The accepted applicant's welcome: how their account becomes their companion account. */
export function applicationAcceptedMail(application: { name: string; email: string }, linked: boolean, publicUrl: string): MailMessage {
  return {
    kind: "hiring-accepted",
    to: application.email,
    subject: "Welcome to the Wingmate team",
    text: `Hi ${application.name.split(/\s+/)[0]},\n\nGreat news: your application was accepted. ${
      linked
        ? `Your Wingmate account is now your companion account: log in to answer your clients at ${publicUrl}/messages`
        : `Create your companion account with this e-mail address at ${publicUrl}/auth?tab=signup (or log in, if you have one) and confirm the address from the e-mail we send: your account becomes your companion account then.`
    }\n\nThe Wingmate team`,
  };
}
