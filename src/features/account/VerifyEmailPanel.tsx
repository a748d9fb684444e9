import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import { failureOf } from "../../web/lib/form-errors.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { resendVerification } from "../../web/session/api.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import type account from "./account.messages.en.ts";
import { accountContract } from "./contract.ts";
import { confirmEmail } from "./queries.ts";
import type { EmailProof } from "./schema.ts";

type Outcome = EmailProof["outcome"];
const OUTCOMES: readonly Outcome[] = ["verified", "already", "set-password"];
export const isEmailProofOutcome = (value: string | null): value is Outcome => OUTCOMES.includes(value as Outcome);

/**
 * The page a confirmation link opens. Opening it changes nothing (mail scanners open links); the button
 * confirms. The form posts to the API itself, so it also works before the app has started.
 */
export function VerifyEmailPanel({ token, outcome: arrivedWith }: { token: string | null; outcome: Outcome | null }) {
  const t = useText<typeof account>();
  const auth = useAuth();
  const confirm = useMutation({ mutationFn: confirmEmail, onSuccess: () => auth.refresh() });
  const outcome = confirm.data?.outcome ?? arrivedWith;

  if (outcome) return <VerifyOutcome outcome={outcome} />;
  if (confirm.isError || !token) return <VerifyFailed reason={confirm.error} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(token);
  };
  return (
    <form method="post" action={accountContract.verifyEmail.path} onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("verify.lead")}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? t("verify.busy") : t("verify.submit")}
      </Button>
    </form>
  );
}

function VerifyOutcome({ outcome }: { outcome: Outcome }) {
  const t = useText<typeof account>();
  const localized = useLocalizedPath();
  const words = {
    verified: [t("verify.verified.title"), t("verify.verified.text")],
    already: [t("verify.already.title"), t("verify.already.text")],
    "set-password": [t("verify.setPassword.title"), t("verify.setPassword.text")],
  }[outcome];
  return (
    <div role="status" className="grid gap-3">
      <h2 className="font-display text-xl font-semibold">{words[0]}</h2>
      <p className="text-sm text-muted-foreground">{words[1]}</p>
      {outcome === "set-password" ? null : (
        <Button asChild>
          <Link to={localized(paths.home)}>{t("auth.continue")}</Link>
        </Button>
      )}
    </div>
  );
}

function VerifyFailed({ reason }: { reason: unknown }) {
  const t = useText<typeof account>();
  const say = useSentence();
  const auth = useAuth();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(t("verify.resent")),
    onError: (error) => toast.error(say(failureOf(error))),
  });
  return (
    <div role="alert" className="grid gap-3">
      <p className="text-sm">{reason ? say(failureOf(reason)) : t("verify.failed.incomplete")}</p>
      {auth.user ? null : <p className="text-sm text-muted-foreground">{t("verify.failed.signedOut")}</p>}
      {auth.user && !auth.user.emailVerified ? (
        <Button type="button" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
          {t("verify.resend")}
        </Button>
      ) : null}
    </div>
  );
}
