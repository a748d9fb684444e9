import { useState } from "react";
import { toast } from "../ui/toaster.tsx";
import { resendVerification } from "./api.ts";
import { useAuth } from "./AuthProvider.tsx";
import { failureOf } from "../lib/form-errors.ts";
import { useText } from "../i18n/text.tsx";
import { useSentence } from "../i18n/sentences.ts";
import type common from "../layout/common.messages.en.ts";

/** A gentle reminder for signed-in users who have not confirmed their e-mail; it never blocks anything. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const t = useText<typeof common>();
  const say = useSentence();
  const [sending, setSending] = useState(false);
  if (!user || user.emailVerified) return null;

  const resend = async () => {
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

  return (
    <div role="status" className="bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-6">
        {t("verifyEmail.text", { email: user.email })}
        <button type="button" className="font-semibold underline underline-offset-2 disabled:opacity-60" onClick={() => void resend()} disabled={sending}>
          {sending ? t("verifyEmail.sending") : t("verifyEmail.resend")}
        </button>
      </p>
    </div>
  );
}
