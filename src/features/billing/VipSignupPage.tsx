import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { splitFullName } from "../../shared/names.ts";
import { paths } from "../../shared/paths.ts";
import { formPostFailure, LoginForm, SignUpForm } from "../account/index.ts";
import { accountWords } from "../account/words.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type membership from "../../web/layout/membership.messages.en.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../web/ui/tabs.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { billingContract } from "./contract.ts";
import { submitVipSignup } from "./queries.ts";
import { billingMessages, vipSignupFormSchema, type VipSignupInput } from "./schema.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { membershipWords } from "../../web/layout/words.ts";

export const meta = localizedPageMeta<typeof membership>("signup");

/** The route's form posts (before the app has started) as the address they come back with names them. */
const VIP_FORM = "vip-signup";
const ACCOUNT_FORMS: Record<string, Tab> = { "sign-in": "login", "sign-up": "signup" };

/** What a VIP form post that came back with an error code says (see server/http/form-posts.ts). */
const VIP_FORM_POST_ERRORS: Record<string, string> = {
  unauthorized: billingMessages.logInToSignUp,
  already_member: billingMessages.alreadyMember,
  rate_limited: billingMessages.tooManyPayments,
  bad_request: billingMessages.useAccountEmail,
  invalid_input: "error.checkInput",
};

/** The page a payment answer sends the browser to: an http(s) address, else none. */
function paymentPage(url: unknown): string | null {
  return typeof url === "string" && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : null;
}

/**
 * VIP sign-up (§4, §5). A signed-out visitor first logs in or signs up here (the membership dialog's forms),
 * then fills the VIP form, which goes on to payment. Every form posts to its route, so the page works before
 * its app has started too.
 */
export default function VipSignupPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useText<typeof membership>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const price = formatCents(VIP_MONTHLY_PRICE_CENTS, locale);
  const postedForm = params.get("form");
  const postError = params.get("error");
  const done = params.get("done");

  // Back to the page before, as a browser's Back; before the app has started (or with no page before), to the VIP pitch.
  const back = (click: MouseEvent) => {
    if (window.history.length <= 1) return;
    click.preventDefault();
    void navigate(-1);
  };

  return (
    <>
      <PageIntro title={t("signup.title")} lead={t("signup.lead", { price })} />
      <div className="mx-auto max-w-xl px-4 pb-12">
        <Button asChild variant="ghost" className="mb-3">
          <Link to={localized(paths.becomeMember)} onClick={back}>
            <ArrowLeft aria-hidden /> {t("signup.back")}
          </Link>
        </Button>
        <Card>
          <CardContent className="pt-6">
            {postError && postedForm === VIP_FORM ? <Notice role="alert">{say(VIP_FORM_POST_ERRORS[postError] ?? "vip.signupFailed")}</Notice> : null}
            {postError && postedForm && ACCOUNT_FORMS[postedForm] ? <Notice role="alert">{say(formPostFailure(postError))}</Notice> : null}
            {done === VIP_FORM ? <Notice role="alert">{say("vip.redirectFailed")}</Notice> : null}
            {user ? (
              <>
                {done === "sign-up" ? (
                  <Notice role="status">
                    <strong>{say("auth.accountCreated")}</strong> {say("auth.completePayment")}
                  </Notice>
                ) : null}
                {done === "sign-in" ? <Notice role="status">{say("auth.welcomeBack")}</Notice> : null}
                <VipSignupForm />
              </>
            ) : (
              <>
                <p className="mb-4 text-sm text-muted-foreground">{t("signup.logInFirst")}</p>
                <AccountTabs initial={postedForm ? ACCOUNT_FORMS[postedForm] : undefined} />
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}

type Tab = "login" | "signup";

/**
 * Log in or sign up, as in the membership dialog: each tab a link (`?tab=`) before the app has started, a tab
 * switched in place once it runs. Either form brings the visitor back here, signed in, to the VIP form.
 */
function AccountTabs({ initial }: { initial?: Tab }) {
  const [params] = useSearchParams();
  const t = useText<typeof membership>();
  const asked: Tab = params.get("tab") === "login" ? "login" : params.get("tab") === "signup" ? "signup" : (initial ?? "signup");
  const [picked, setPicked] = useState<{ asked: Tab; tab: Tab }>({ asked, tab: asked });
  const tab = picked.asked === asked ? picked.tab : asked;
  const linkTo = (value: Tab) => ({ search: `?tab=${value}` });
  const switchTo = (value: Tab) => (click: MouseEvent) => {
    click.preventDefault();
    setPicked({ asked, tab: value });
  };
  return (
    <Tabs value={tab} onValueChange={(value) => setPicked({ asked, tab: value as Tab })}>
      <TabsList>
        <TabsTrigger value="login" asChild>
          <Link to={linkTo("login")} replace preventScrollReset onClick={switchTo("login")}>
            {t("dialog.login")}
          </Link>
        </TabsTrigger>
        <TabsTrigger value="signup" asChild>
          <Link to={linkTo("signup")} replace preventScrollReset onClick={switchTo("signup")}>
            {t("dialog.signup")}
          </Link>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="login">
        <LoginForm />
      </TabsContent>
      <TabsContent value="signup">
        <SignUpForm />
      </TabsContent>
    </Tabs>
  );
}

type Auth = ReturnType<typeof useAuth>;

/** The VIP form's fields the account fills in: its names, e-mail and phone. */
function accountValuesOf(user: Auth["user"], profile: Auth["profile"]) {
  const name = splitFullName(user?.name ?? "");
  return {
    firstName: profile?.firstName ?? name.firstName,
    lastName: profile?.lastName ?? name.lastName ?? "",
    email: user?.email ?? "",
    phone: profile?.phoneNumber ?? "",
  };
}

/** The VIP form (§5), for a signed-in account: its names and e-mail filled in, the e-mail locked to the account's. */
function VipSignupForm() {
  const { user, profile } = useAuth();
  const t = useText<typeof membership>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const price = formatCents(VIP_MONTHLY_PRICE_CENTS, locale);
  const filled = accountValuesOf(user, profile);
  // Filled from the account as the page is drawn (and in the markup), so that the form posted before the app has started carries them.
  const form = useForm<VipSignupInput>({
    resolver: zodResolver(vipSignupFormSchema),
    defaultValues: { ...filled, marketingConsent: false, agreedToTerms: false as unknown as true, locale },
  });
  const { errors, isSubmitting } = form.formState;

  // Another account signed in here: its names and e-mail.
  useEffect(() => {
    if (user) form.reset({ ...form.getValues(), ...accountValuesOf(user, profile) });
  }, [user, profile, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (!user) {
        toast.error(say("vip.logInToSignUp"));
        return;
      }
      let url: unknown;
      try {
        ({ url } = await submitVipSignup({ ...input, locale }));
      } catch (error) {
        showServerFieldErrors(error, form.setError);
        // The spec's three failures (§8): the checkout refused by the server, or anything else that went wrong.
        if (!(error instanceof ApiError) || error.status === 0) toast.error(say("vip.errorOccurred"));
        else toast.error(say(error.status < 500 && error.code !== "not_found" ? error : "vip.signupFailed"));
        return;
      }
      const page = paymentPage(url);
      try {
        if (!page) throw new Error("no payment page");
        window.location.assign(page); // this page redirects the browser itself (§4)
      } catch {
        toast.error(say("vip.redirectFailed"));
      }
    },
    // The spec's order (§5): the terms, then a signed-in account, then the names and e-mail.
    (invalid) => {
      if (invalid.agreedToTerms) toast.error(say("vip.agreeToTerms"));
      else if (!user) toast.error(say("vip.logInToSignUp"));
      else {
        const first = invalid.firstName ?? invalid.lastName ?? invalid.email ?? invalid.phone;
        if (first?.message) toast.error(say(first.message));
      }
    },
  );

  return (
    // A post, never a GET: sent before the app has started, it goes to the route, and on to payment.
    <form method="post" action={billingContract.vipSignup.path} onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      {/* Its value in the markup too: posted before the app has started, the form still names its language. */}
      <input type="hidden" defaultValue={locale} {...form.register("locale")} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("signup.firstName")} error={errors.firstName?.message}>
          <Input autoComplete="given-name" defaultValue={filled.firstName} {...form.register("firstName")} />
        </FormField>
        <FormField label={t("signup.lastName")} error={errors.lastName?.message}>
          <Input autoComplete="family-name" defaultValue={filled.lastName} {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label={t("signup.email")} error={errors.email?.message} hint={t("signup.emailHint")}>
        <Input type="email" autoComplete="email" readOnly defaultValue={filled.email} {...form.register("email")} />
      </FormField>
      <FormField label={t("signup.phone")} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" defaultValue={filled.phone} {...form.register("phone")} />
      </FormField>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...form.register("marketingConsent")} />
        {t("signup.news")}
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" aria-invalid={errors.agreedToTerms ? true : undefined} {...form.register("agreedToTerms")} />
        <span>
          <RichText<typeof membership>
            id="signup.agree"
            components={{
              0: <Link to={localized(paths.terms)} target="_blank" rel="noopener" className="font-semibold text-primary underline" />,
              1: <Link to={localized(paths.privacy)} target="_blank" rel="noopener" className="font-semibold text-primary underline" />,
            }}
          />
        </span>
      </label>
      <Button type="submit" size="lg" className="h-auto min-h-12 whitespace-normal py-2" disabled={isSubmitting}>
        {isSubmitting ? t("signup.processing") : t("signup.continue", { price })}
      </Button>
    </form>
  );
}

function Notice({ role, children }: { role: "alert" | "status"; children: ReactNode }) {
  return (
    <p role={role} className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
      {children}
    </p>
  );
}

export const handle: PageHandle = { words: [membershipWords, accountWords] };
