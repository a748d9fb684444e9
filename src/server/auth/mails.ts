import type { MailMessage } from "../adapters/mail/outbox.ts";

interface Recipient {
  email: string;
  name: string;
}

const firstName = (user: Recipient) => user.name.trim().split(/\s+/)[0] || "there";

export function passwordResetMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const link = `${publicUrl}/auth?${new URLSearchParams({ mode: "reset", token })}`;
  return {
    kind: "password-reset",
    to: user.email,
    subject: "Reset your Wingmate password",
    text: [
      `Hi ${firstName(user)},`,
      "",
      "Someone (hopefully you) asked to reset the password of your Wingmate account. Choose a new one here:",
      link,
      "",
      "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.",
    ].join("\n"),
  };
}

export function verificationMail(publicUrl: string, user: Recipient, token: string): MailMessage {
  const link = `${publicUrl}/api/account/verify-email?${new URLSearchParams({ token })}`;
  return {
    kind: "email-verification",
    to: user.email,
    subject: "Confirm your e-mail for Wingmate",
    text: [
      `Hi ${firstName(user)},`,
      "",
      "Welcome to Wingmate! Please confirm this is your e-mail address:",
      link,
      "",
      "The link expires in 24 hours. If you did not create an account, ignore this e-mail.",
    ].join("\n"),
  };
}
