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

export const meta = localizedPageMeta<typeof account>("auth");

type Tab = "login" | "signup" | "forgot";

/** Only our own paths (`next` never sends anyone to another site), and never back here. */
function safeNext(next: string | null): string | null {
  const path = safeReturnPath(next);
  return path && !/^(\/es)?\/auth/.test(path) ? path : null;
}

export default function AuthPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "signup" ? "signup" : "login");
  const t = useText<typeof account>();
  const localized = useLocalizedPath();
  const next = safeNext(params.get("next")) ?? localized(paths.home);
  const resetToken = params.get("mode") === "reset" ? params.get("token") : null;

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
      {params.get("verify") === "failed" ? (
        <p role="alert" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          {t("auth.verifyFailed")}
        </p>
      ) : null}
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
