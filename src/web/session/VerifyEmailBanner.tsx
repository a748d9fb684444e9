import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { toast } from "../ui/toaster.tsx";
import { resendVerification, sessionContract } from "./api.ts";
import { useAuth } from "./AuthProvider.tsx";
import { failureOf } from "../lib/form-errors.ts";
import { useText } from "../i18n/text.tsx";
import { useSentence } from "../i18n/sentences.ts";
import { useRootData } from "../site-settings.ts";
import type common from "../layout/common.messages.en.ts";

/** The form's route, as a form post names it coming back (`?done=resend`, or `?error=...&form=resend`). */
const RESEND_FORM = "resend";

/**
 * A gentle reminder for signed-in users who have not confirmed their e-mail; it never blocks anything. "Send
 * it again" is a form: before the app has started the browser posts it and comes back here with the outcome.
 */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const t = useText<typeof common>();
  const say = useSentence();
  const [params] = useSearchParams();
  const mailSetUp = useRootData()?.site.mailSetUp ?? true;
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await resendVerification();
      toast.success(t("verifyEmail.sent"), { description: t("verifyEmail.sent.description", { email: user.email }) });
    } catch (error) {
      toast.error(t("verifyEmail.failed"), { description: say(failureOf(error)) });
    } finally {
      setSending(false);
    }
  };

  // Without mail, a link "sent" would be a promise nobody keeps: the banner says where it is instead.
  if (!mailSetUp) {
    return (
      <div role="status" className="bg-accent text-accent-foreground">
        <p className="mx-auto max-w-7xl px-4 py-2 text-sm sm:px-6">{t("verifyEmail.waiting", { email: user.email })}</p>
      </div>
    );
  }
  const posted = params.get("done") === RESEND_FORM ? "sent" : params.get("form") === RESEND_FORM ? "failed" : null;
  return (
    <div role="status" className="bg-accent text-accent-foreground">
      <form
        method="post"
        action={sessionContract.resendVerification.path}
        onSubmit={(event) => void resend(event)}
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6"
      >
        <span>{posted === "sent" ? t("verifyEmail.sent.description", { email: user.email }) : t("verifyEmail.text", { email: user.email })}</span>
        {posted === "failed" ? <strong>{t("verifyEmail.failed")}</strong> : null}
        <button type="submit" className="font-semibold underline underline-offset-2 disabled:opacity-60" disabled={sending}>
          {sending ? t("verifyEmail.sending") : t("verifyEmail.resend")}
        </button>
      </form>
    </div>
  );
}
