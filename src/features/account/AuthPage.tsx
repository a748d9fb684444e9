import { useState, type MouseEvent, type ReactNode } from "react";
import { Link, redirect, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs, type To } from "react-router";
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
import { formPostFailure } from "./form-post-errors.ts";
import { isEmailProofOutcome, VerifyEmailPanel, type VerifyPost } from "./VerifyEmailPanel.tsx";
import type { EmailLinkState } from "./schema.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { pageContextOf } from "../../web/page-context.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { accountWords } from "./words.ts";
import { membershipWords } from "../../web/layout/words.ts";
import { WhyJoin } from "../../web/layout/MembershipPitch.tsx";

export const meta = localizedPageMeta<typeof account>("auth");

type Tab = "login" | "signup" | "forgot";
const TABS: readonly Tab[] = ["login", "signup", "forgot"];

/** The tab a page opens on: the one asked for, or the one whose form a post came back from. */
function tabOf(params: URLSearchParams): Tab {
  const asked = params.get("tab");
  if (TABS.includes(asked as Tab)) return asked as Tab;
  return ({ "sign-up": "signup", forgot: "forgot" }[params.get("form") ?? ""] as Tab | undefined) ?? "login";
}

/** What the address says besides the tab: a past form post's outcome, which a tab of its own does not repeat. */
const OUTCOME_KEYS = ["error", "form", "done", "outcome", "verify"];

/** One tab's address: the page's own query (its `next`) with this tab, so that a tab is a link that works before the app has started. */
function tabLink(params: URLSearchParams, tab: Tab): To {
  const query = new URLSearchParams(params);
  for (const key of ["tab", ...OUTCOME_KEYS]) query.delete(key);
  if (tab !== "login") query.set("tab", tab);
  const search = query.toString();
  return { search: search ? `?${search}` : "" };
}

/**
 * The tab shown: the address's, until the reader picks another one here. Once the app runs, picking a tab
 * switches it at once without a request, as a tab does; before, its link loads the page with that tab.
 */
function useTab(params: URLSearchParams): [Tab, (tab: Tab) => void] {
  const asked = tabOf(params);
  const [picked, setPicked] = useState<{ asked: Tab; tab: Tab }>({ asked, tab: asked });
  return [picked.asked === asked ? picked.tab : asked, (tab) => setPicked({ asked, tab })];
}

/** Only our own paths (`next` never sends anyone to another site), and never back here. */
function safeNext(next: string | null): string | null {
  const path = safeReturnPath(next);
  return path && !/^(\/es)?\/auth/.test(path) ? path : null;
}

/** A reset link's token: longer than any we send is no token of ours. */
const RESET_TOKEN_MAX_LENGTH = 200;
/** A confirmation link's token (a signed JWT): the API takes none longer. */
const VERIFY_TOKEN_MAX_LENGTH = 2000;

/**
 * Signed in by the form posted before the app had started: on to the page that sent the visitor here, as the
 * app does. A password-reset or confirmation link is checked as it opens (read, never spent), so a used or
 * expired one says so instead of offering a form that cannot work.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageContextOf(context);
  const next = safeNext(params.get("next"));
  if (next && params.get("done") === "sign-in" && page.account.user) throw redirect(next);
  const resetToken = params.get("mode") === "reset" ? params.get("token") : null;
  const verifyToken = params.get("mode") === "verify" ? params.get("token") : null;
  const emailLink: EmailLinkState | null = !verifyToken
    ? null
    : verifyToken.length <= VERIFY_TOKEN_MAX_LENGTH
      ? await page.services.account.emailLinkState(verifyToken)
      : "invalid";
  if (!resetToken) return { resetLinkUsable: null, emailLink };
  return { resetLinkUsable: resetToken.length <= RESET_TOKEN_MAX_LENGTH && (await page.services.account.resetLinkUsable(resetToken)), emailLink };
}

/** What the address says of this page's confirmation forms, posted before the app had started (server/http/form-posts.ts). */
function verifyPostOf(params: URLSearchParams): VerifyPost {
  const outcome = params.get("outcome");
  const failed = params.get("error");
  const form = params.get("form");
  return {
    outcome: params.get("done") === "verify-email" && isEmailProofOutcome(outcome) ? outcome : null,
    confirmFailed: form === "verify-email" ? failed : null,
    resend: params.get("done") === "resend" ? "sent" : form === "resend" && failed ? { failed } : null,
  };
}

export default function AuthPage() {
  const auth = useAuth();
  const { resetLinkUsable, emailLink } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [tab, setTab] = useTab(params);
  const t = useText<typeof account>();
  const localized = useLocalizedPath();
  const next = safeNext(params.get("next")) ?? localized(paths.home);
  const resetToken = params.get("mode") === "reset" ? params.get("token") : null;
  const say = useSentence();
  const postError = params.get("error");

  const verifyPost = verifyPostOf(params);
  if (params.get("mode") === "verify" || verifyPost.outcome || verifyPost.resend) {
    return (
      <AuthLayout title={t("verify.title")}>
        <VerifyEmailPanel token={params.get("token")} linkState={emailLink} post={verifyPost} />
      </AuthLayout>
    );
  }

  if (resetToken && resetLinkUsable === false) {
    return (
      <AuthLayout title={t("reset.invalid.title")}>
        <Notice role="alert">{say("auth.invalidLink")}</Notice>
        <Button asChild className="w-full">
          <Link to={`${localized(paths.auth)}?tab=forgot`}>{t("reset.invalid.askAgain")}</Link>
        </Button>
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
    // Just signed up by the form's own post: the membership is offered first, going on is the free account's way.
    const signedUp = params.get("done") === "sign-up";
    return (
      <>
        <PageIntro title={t("auth.signedIn.title")} lead={t("auth.signedIn.lead", { email: auth.user.email })}>
          {signedUp ? <SignedUpNotice /> : null}
          <p className="mt-4 flex flex-wrap justify-center gap-3">
            <Button asChild variant={signedUp ? "outline" : "default"}>
              <Link to={next}>{signedUp ? t("auth.keepFreeAccount") : t("auth.continue")}</Link>
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
      {postError ? <Notice role="alert">{t("formPost.failed", { reason: say(formPostFailure(postError)) })}</Notice> : null}
      {params.get("done") === "reset" ? <Notice role="status">{t("formPost.reset")}</Notice> : null}
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} asChild>
              <Link to={tabLink(params, value)} replace preventScrollReset onClick={switchTo(value, setTab)}>
                {t(`tab.${value}`)}
              </Link>
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="login">
          <LoginForm onSignedIn={() => navigate(next)} forgotPassword={{ to: tabLink(params, "forgot"), onOpen: switchTo("forgot", setTab) }} />
        </TabsContent>
        <TabsContent value="signup">
          {/* Sign-up is the membership's first step: the page says what the membership dialog says first. */}
          <WhyJoin />
          <SignUpForm onSignedUp={() => navigate(next)} />
        </TabsContent>
        <TabsContent value="forgot">
          <ForgotPasswordForm />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}

/** Once the app runs, a tab's link switches the tab in place (the address stays, as it does for a tab). */
function switchTo(tab: Tab, setTab: (tab: Tab) => void) {
  return (click: MouseEvent) => {
    click.preventDefault();
    setTab(tab);
  };
}

function Notice({ role, children }: { role: "alert" | "status"; children: ReactNode }) {
  return (
    <p role={role} className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
      {children}
    </p>
  );
}

/**
 * After a sign-up posted before the app had started (no toast, no checkout tab then): the spec's words, and
 * the way on to the membership's payment.
 */
function SignedUpNotice() {
  const t = useText<typeof account>();
  const say = useSentence();
  const localized = useLocalizedPath();
  return (
    <div role="status" className="mx-auto mt-4 max-w-md rounded-md bg-accent p-4 text-sm text-accent-foreground">
      <p className="font-semibold">{say("auth.accountCreated")}</p>
      <p className="mt-1">{say("auth.completePayment")}</p>
      <Button asChild className="mt-3">
        <Link to={localized(paths.vipSignup)}>{t("auth.completeMembership")}</Link>
      </Button>
    </div>
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

export const handle: PageHandle = { words: [accountWords, membershipWords] };
