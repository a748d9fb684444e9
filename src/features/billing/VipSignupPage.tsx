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
import { pageMeta } from "../../web/lib/meta.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { submitVipSignup } from "./api.ts";
import { vipSignupSchema, type VipSignupInput } from "./schema.ts";

export const meta = () =>
  pageMeta(
    "VIP Sign Up",
    "Register for Wingmate VIP membership: $29.99 a month for every companion profile, direct messaging, saved profiles and reviews. Cancel anytime.",
  );

export default function VipSignupPage() {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const { openMembershipDialog } = useMembershipDialog();
  const form = useForm<VipSignupInput>({
    resolver: zodResolver(vipSignupSchema),
    defaultValues: { firstName: "", lastName: "", email: "", phone: "", marketingConsent: false, agreedToTerms: false as unknown as true },
  });
  const { errors, isSubmitting } = form.formState;

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
        toast.error("Please log in to continue with VIP signup");
        return;
      }
      try {
        const { url } = await submitVipSignup(input);
        window.location.assign(url); // this page redirects the browser itself (§4)
      } catch (error) {
        showServerFieldErrors(error, form.setError);
        const message =
          error instanceof ApiError && error.status < 500 && error.code !== "not_found"
            ? error.message
            : "Failed to create checkout session. Please try again.";
        toast.error(message);
      }
    },
    // The spec's order (§5): the terms, then a signed-in account, then the names and e-mail.
    (invalid) => {
      if (invalid.agreedToTerms) toast.error("Please agree to the terms and conditions");
      else if (!user) toast.error("Please log in to continue with VIP signup");
      else {
        const first = invalid.firstName ?? invalid.lastName ?? invalid.email ?? invalid.phone;
        if (first?.message) toast.error(first.message);
      }
    },
  );

  return (
    <>
      <PageIntro title="VIP Sign Up" lead={`${formatCents(VIP_MONTHLY_PRICE_CENTS)} per month · cancel anytime · 30-day money-back guarantee`} />
      <div className="mx-auto max-w-xl px-4 pb-12">
        <Button variant="ghost" className="mb-3" onClick={() => navigate(-1)}>
          <ArrowLeft aria-hidden /> Back
        </Button>
        <Card>
          <CardContent className="pt-6">
            {!loading && !user ? (
              <div role="status" className="mb-4 rounded-md bg-accent p-3 text-sm text-accent-foreground">
                Please log in to continue with VIP signup.{" "}
                <button type="button" className="font-semibold underline" onClick={() => openMembershipDialog("signup")}>
                  Log in or sign up
                </button>
              </div>
            ) : null}
            <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <FormField label="First name" error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...form.register("firstName")} />
                </FormField>
                <FormField label="Last name" error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...form.register("lastName")} />
                </FormField>
              </div>
              <FormField label="E-mail" error={errors.email?.message} hint={user ? "Your account's e-mail." : undefined}>
                <Input type="email" autoComplete="email" readOnly={Boolean(user)} {...form.register("email")} />
              </FormField>
              <FormField label="Phone (optional)" error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...form.register("phone")} />
              </FormField>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1" {...form.register("marketingConsent")} />
                Send me news about events and new companions (optional).
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-1" aria-invalid={errors.agreedToTerms ? true : undefined} {...form.register("agreedToTerms")} />
                <span>
                  I agree to the{" "}
                  <Link to={paths.terms} target="_blank" rel="noopener" className="font-semibold text-primary underline">
                    Terms of Service
                  </Link>{" "}
                  and the{" "}
                  <Link to={paths.privacy} target="_blank" rel="noopener" className="font-semibold text-primary underline">
                    Privacy Policy
                  </Link>
                  .
                </span>
              </label>
              <Button type="submit" size="lg" className="h-auto min-h-12 whitespace-normal py-2" disabled={isSubmitting}>
                {isSubmitting ? "Processing..." : `Continue to Payment · ${formatCents(VIP_MONTHLY_PRICE_CENTS)}/month`}
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
