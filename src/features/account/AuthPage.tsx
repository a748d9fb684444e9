import { useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths, safeReturnPath } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type account from "./account.messages.en.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent } from "../../web/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../web/ui/tabs.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { ForgotPasswordForm, ResetPasswordForm } from "./PasswordResetForms.tsx";
import { SignUpForm } from "./SignUpForm.tsx";
import { ACCOUNT_DISABLED_MESSAGE } from "./schema.ts";
import { isEmailProofOutcome, VerifyEmailPanel } from "./VerifyEmailPanel.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";

export const meta = localizedPageMeta<typeof account>("auth");

type Tab = "login" | "signup" | "forgot";
const TABS: readonly Tab[] = ["login", "signup", "forgot"];

/** The tab a page opens on: the one asked for, or the one whose form a post came back from. */
function tabOf(params: URLSearchParams): Tab {
  const asked = params.get("tab");
  if (TABS.includes(asked as Tab)) return asked as Tab;
  return ({ "sign-up": "signup", forgot: "forgot" }[params.get("form") ?? ""] as Tab | undefined) ?? "login";
}

/** What a form post that came back with an error code (see server/http/form-posts.ts) tells the reader. */
const FORM_POST_ERRORS: Record<string, string> = {
  invalid_email_or_password: "Invalid e-mail or password.",
  invalid_token: "This link is invalid or has expired. Please ask for a new one.",
  weak_password: "This password is too common. Please choose one that is harder to guess.",
  too_many_requests: "Too many attempts. Please wait a few minutes and try again.",
  account_disabled: ACCOUNT_DISABLED_MESSAGE,
};

/** Only our own paths (`next` never sends anyone to another site), and never back here. */
function safeNext(next: string | null): string | null {
  const path = safeReturnPath(next);
  return path && !/^(\/es)?\/auth/.test(path) ? path : null;
}

export default function AuthPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(tabOf(params));
  const t = useText<typeof account>();
  const localized = useLocalizedPath();
  const next = safeNext(params.get("next")) ?? localized(paths.home);
  const resetToken = params.get("mode") === "reset" ? params.get("token") : null;
  const say = useSentence();
  const postError = params.get("error");
  const postOutcome = params.get("outcome");

  if (params.get("mode") === "verify" || params.get("done") === "verify-email") {
    return (
      <AuthLayout title={t("verify.title")}>
        <VerifyEmailPanel token={params.get("token")} outcome={isEmailProofOutcome(postOutcome) ? postOutcome : null} />
      </AuthLayout>
    );
  }

  if (resetToken) {
    return (
      <AuthLayout title={t("auth.newPassword.title")}>
        <ResetPasswordForm token={resetToken} onDone={() => setParams({})} />
      </AuthLayout>
    );
  }

  if (auth.user) {
    return (
      <>
        <PageIntro title={t("auth.signedIn.title")} lead={t("auth.signedIn.lead", { email: auth.user.email })}>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={next}>{t("auth.continue")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={localized(paths.account)}>{t("auth.settings")}</Link>
            </Button>
          </p>
        </PageIntro>
      </>
    );
  }

  return (
    <AuthLayout title={t("auth.title")}>
      {params.get("verify") === "failed" ? <Notice role="alert">{t("auth.verifyFailed")}</Notice> : null}
      {postError ? (
        <Notice role="alert">{t("formPost.failed", { reason: say(FORM_POST_ERRORS[postError] ?? "Please check what you typed and try again.") })}</Notice>
      ) : null}
      {params.get("done") === "reset" ? <Notice role="status">{t("formPost.reset")}</Notice> : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="login">{t("tab.login")}</TabsTrigger>
          <TabsTrigger value="signup">{t("tab.signup")}</TabsTrigger>
          <TabsTrigger value="forgot">{t("tab.forgot")}</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm onSignedIn={() => navigate(next)} onForgotPassword={() => setTab("forgot")} />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm onSignedUp={() => navigate(next)} />
        </TabsContent>
        <TabsContent value="forgot">
          <ForgotPasswordForm />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}

function Notice({ role, children }: { role: "alert" | "status"; children: ReactNode }) {
  return (
    <p role={role} className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
      {children}
    </p>
  );
}

function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useText<typeof account>();
  return (
    <>
      <PageIntro title={title} lead={t("auth.lead")} />
      <div className="mx-auto max-w-md px-4 pb-10">
        <Card>
          <CardContent className="pt-6">{children}</CardContent>
        </Card>
      </div>
    </>
  );
}
