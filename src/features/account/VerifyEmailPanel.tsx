import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { paths } from "../../shared/paths.ts";
import type { Said } from "../../shared/i18n/catalog.ts";
import { ApiError } from "../../web/lib/api.ts";
import { failureOf } from "../../web/lib/form-errors.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { resendVerification, sessionContract } from "../../web/session/api.ts";
import { Button } from "../../web/ui/button.tsx";
import type account from "./account.messages.en.ts";
import { accountContract } from "./contract.ts";
import { formPostFailure } from "./form-post-errors.ts";
import { confirmEmail } from "./queries.ts";
import type { EmailLinkState, EmailProof } from "./schema.ts";

type Outcome = EmailProof["outcome"];
const OUTCOMES: readonly Outcome[] = ["verified", "already", "set-password"];
/** The error code of a link that is not ours, altered, expired or for an account that is gone: the heading says it all. */
const INVALID = "invalid_token";
export const isEmailProofOutcome = (value: string | null): value is Outcome => OUTCOMES.includes(value as Outcome);

/** What the page's address says happened to a form post of this panel (server/http/form-posts.ts), before the app started. */
export interface VerifyPost {
  /** The confirmation's outcome, after it went through. */
  outcome: Outcome | null;
  /** The error code of a confirmation that failed. */
  confirmFailed: string | null;
  /** "sent" after a new link was asked for, or the error code of that request. */
  resend: "sent" | { failed: string } | null;
}

/**
 * The page a confirmation link opens. Opening it changes nothing (mail scanners open links); the button
 * confirms. The server reads the link as the page is drawn (`linkState`), so an address already confirmed, or
 * a link that cannot work, says so at once, with the way to a new link. The forms post to the API themselves,
 * so all of it also works before the app has started.
 */
export function VerifyEmailPanel({ token, linkState, post }: { token: string | null; linkState: EmailLinkState | null; post: VerifyPost }) {
  const t = useText<typeof account>();
  const auth = useAuth();
  const confirm = useMutation({ mutationFn: confirmEmail, onSuccess: () => auth.refresh() });
  const outcome = confirm.data?.outcome ?? post.outcome ?? (linkState === "already" ? "already" : null);

  if (outcome) return <VerifyOutcome outcome={outcome} />;
  if (post.resend) return <VerifyFailed reason={null} resend={post.resend} />;
  if (confirm.isError) return <VerifyFailed reason={confirm.error instanceof ApiError && confirm.error.code === INVALID ? null : failureOf(confirm.error)} />;
  if (post.confirmFailed) return <VerifyFailed reason={post.confirmFailed === INVALID ? null : formPostFailure(post.confirmFailed)} />;
  if (!token) return <VerifyFailed reason="verify.failed.incomplete" />;
  if (linkState === "invalid") return <VerifyFailed reason={null} />;

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

/**
 * A link that cannot confirm: why (`reason`, when it is not simply invalid or expired), and the way to a new
 * one: the button for a signed-in account not yet confirmed, the login for anyone signed out.
 */
function VerifyFailed({ reason, resend: posted = null }: { reason: Said | ApiError | null; resend?: VerifyPost["resend"] }) {
  const t = useText<typeof account>();
  const say = useSentence();
  const auth = useAuth();
  const localized = useLocalizedPath();
  const resend = useMutation({ mutationFn: resendVerification, onError: () => undefined });
  const sent = resend.isSuccess || posted === "sent";
  const resendFailure = resend.isError ? failureOf(resend.error) : posted && posted !== "sent" ? formPostFailure(posted.failed) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    resend.mutate();
  };
  return (
    <div className="grid gap-3">
      <div role="alert" className="grid gap-2">
        <h2 className="font-display text-xl font-semibold">{t("verify.failed.title")}</h2>
        {reason ? <p className="text-sm">{say(reason)}</p> : null}
      </div>
      {auth.user?.emailVerified ? (
        <p className="text-sm text-muted-foreground">{t("verify.failed.confirmed", { email: auth.user.email })}</p>
      ) : auth.user ? (
        <form method="post" action={sessionContract.resendVerification.path} onSubmit={submit} className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t("verify.failed.text")}</p>
          {sent ? (
            <p role="status" className="rounded-md bg-accent p-3 text-sm text-accent-foreground">
              {t("verify.resent")}
            </p>
          ) : null}
          {resendFailure ? (
            <p role="alert" className="text-sm text-destructive">
              {say(resendFailure)}
            </p>
          ) : null}
          <Button type="submit" disabled={resend.isPending || sent}>
            {resend.isPending ? t("verify.resending") : t("verify.resend")}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t("verify.failed.signedOut")}</p>
          <Button asChild>
            <Link to={`${localized(paths.auth)}?${new URLSearchParams({ next: localized(paths.account) })}`}>{t("verify.failed.logIn")}</Link>
          </Button>
        </>
      )}
    </div>
  );
}
