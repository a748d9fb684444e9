import { useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent } from "../../web/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../web/ui/tabs.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { LoginForm } from "./LoginForm.tsx";
import { ForgotPasswordForm, ResetPasswordForm } from "./PasswordResetForms.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

export const meta = () =>
  pageMeta(
    "Log In or Sign Up",
    "Log in to your Wingmate account, or create one in a minute to message companions, save profiles and book sessions across South Florida.",
  );

type Tab = "login" | "signup" | "forgot";

/** Only our own paths: `next` never sends anyone to another site. */
function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/auth") ? next : paths.home;
}

export default function AuthPage() {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "signup" ? "signup" : "login");
  const next = safeNext(params.get("next"));
  const resetToken = params.get("mode") === "reset" ? params.get("token") : null;

  if (resetToken) {
    return (
      <AuthLayout title="Choose a New Password">
        <ResetPasswordForm token={resetToken} onDone={() => setParams({})} />
      </AuthLayout>
    );
  }

  if (auth.user) {
    return (
      <>
        <PageIntro title="Your Account" lead={`Signed in as ${auth.user.email}.`}>
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to={next}>Continue</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.account}>Account Settings</Link>
            </Button>
          </p>
        </PageIntro>
      </>
    );
  }

  return (
    <AuthLayout title="Log In or Sign Up">
      {params.get("verify") === "failed" ? (
        <p role="alert" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
          That confirmation link is invalid or has expired. Log in and ask for a new one.
        </p>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
          <TabsTrigger value="forgot">Forgot Password</TabsTrigger>
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
  return (
    <>
      <PageIntro title={title} lead="Your Wingmate account: VIP membership, saved profiles and messages." />
      <div className="mx-auto max-w-md px-4 pb-10">
        <Card>
          <CardContent className="pt-6">{children}</CardContent>
        </Card>
      </div>
    </>
  );
}
