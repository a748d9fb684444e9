import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import { splitFullName } from "../../shared/names.ts";
import { paths } from "../../shared/paths.ts";
import { useMembershipDialog } from "../../web/layout/MembershipDialog.tsx";
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
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { submitVipSignup } from "./queries.ts";
import { vipSignupSchema, type VipSignupInput } from "./schema.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { membershipWords } from "../../web/layout/words.ts";

export const meta = localizedPageMeta<typeof membership>("signup");

export default function VipSignupPage() {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const { openMembershipDialog } = useMembershipDialog();
  const form = useForm<VipSignupInput>({
    resolver: zodResolver(vipSignupSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", marketingConsent: false, agreedToTerms: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof membership>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const price = formatCents(VIP_MONTHLY_PRICE_CENTS, locale);

  // Prefill from the account; the e-mail is locked to it (§5).
  useEffect(() => {
    if (!user) return;
    const name = splitFullName(user.name);
    form.reset({
      ...form.getValues(),
      firstName: profile?.firstName ?? name.firstName,
      lastName: profile?.lastName ?? name.lastName ?? "",
      email: user.email,
      phone: profile?.phoneNumber ?? "",
    });
  }, [user, profile, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (!user) {
        toast.error(say("vip.logInToSignUp"));
        return;
      }
      try {
        const { url } = await submitVipSignup({ ...input, locale });
        window.location.assign(url); // this page redirects the browser itself (§4)
      } catch (error) {
        showServerFieldErrors(error, form.setError);
        toast.error(say(error instanceof ApiError && error.status < 500 && error.code !== "not_found" ? error : "vip.signupFailed"));
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
    <>
      <PageIntro title={t("signup.title")} lead={t("signup.lead", { price })} />
      <div className="mx-auto max-w-xl px-4 pb-12">
        <Button variant="ghost" className="mb-3" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden /> {t("signup.back")}
        </Button>
        <Card>
          <CardContent className="pt-6">
            {!loading && !user ? (
              <div role="status" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
                {t("signup.logInFirst")}{" "}
                <button type="button" className="font-semibold underline" onClick={() => openMembershipDialog("signup")}>
                  {t("signup.logInOrSignUp")}
                </button>
              </div>
            ) : null}
            <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField label={t("signup.firstName")} error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...form.register("firstName")} />
                </FormField>
                <FormField label={t("signup.lastName")} error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...form.register("lastName")} />
                </FormField>
              </div>
              <FormField label={t("signup.email")} error={errors.email?.message} hint={user ? t("signup.emailHint") : undefined}>
                <Input type="email" autoComplete="email" readOnly={Boolean(user)} {...form.register("email")} />
              </FormField>
              <FormField label={t("signup.phone")} error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...form.register("phone")} />
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
          </CardContent>
        </Card>
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [membershipWords] };
