import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { reserveCheckoutTab, useBillingActions } from "../billing/index.ts";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { sessionContract } from "../../web/session/api.ts";
import { failureOf, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import { formatCents } from "../../shared/format.ts";
import { VIP_MONTHLY_PRICE_CENTS } from "../../shared/membership.ts";
import type account from "./account.messages.en.ts";
import { PASSWORD_MIN_LENGTH, signUpSchema, signUpToasts, type SignUpInput } from "./schema.ts";

/** The spec's toast for the first failed rule it names (§5), in its order. */
function toastForInvalid(errors: FieldErrors<SignUpInput>, say: (sentence: string) => string): void {
  const show = (title: string, description = "") => toast.error(say(title), { description: say(description) });
  if (errors.confirmPassword?.message === signUpToasts.passwordsDontMatch.description) {
    show(signUpToasts.passwordsDontMatch.title, signUpToasts.passwordsDontMatch.description);
  } else if (errors.fullName) {
    show(signUpToasts.fullNameRequired.title, errors.fullName.message);
  } else if (errors.phone) {
    show(signUpToasts.phoneRequired.title, errors.phone.message);
  }
}

/** Delay between a successful sign-up and the automatic checkout (§9: 1000 ms). */
const CHECKOUT_DELAY_MS = 1000;

/**
 * Sign-up (§5). Every sign-up leads to checkout, as the toast says, and as the button and the line under it say
 * before the click (with the price, and that it can be skipped): a tab is reserved inside the click (so pop-up
 * blockers let it through) and pointed at checkout 1 second after the account exists.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp?: () => void }) {
  const { signUp } = useAuth();
  const { startCheckout } = useBillingActions();
  const locale = useLocale();
  const checkoutTab = useRef<Window | null>(null);
  const releaseTab = () => {
    checkoutTab.current?.close();
    checkoutTab.current = null;
  };
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", phone: "", email: "", password: "", confirmPassword: "", locale },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof account>();
  const say = useSentence();
  const checkoutNextId = useId();

  const submit = form.handleSubmit(
    async (input) => {
      try {
        if (!(await signUp(input))) {
          releaseTab();
          toast.info(t("signup.checkInbox.title"), { description: t("signup.checkInbox.text", { email: input.email }) });
          return;
        }
        toast.success(say("auth.accountCreated"), { description: say("auth.completePayment") });
        const tab = checkoutTab.current;
        checkoutTab.current = null;
        setTimeout(() => void startCheckout(tab), CHECKOUT_DELAY_MS);
        onSignedUp?.();
      } catch (error) {
        releaseTab();
        showServerFieldErrors(error, form.setError);
        toast.error(say("auth.signUpFailed"), { description: say(failureOf(error)) });
      }
    },
    (errors) => {
      releaseTab();
      toastForInvalid(errors, say);
    },
  );

  return (
    // A post, never a GET: pressed before the app has started, the passwords must not land in the address.
    <form method="post" action={sessionContract.signUp.path} onSubmit={submit} noValidate className="grid gap-4">
      {/* Its value in the markup too: posted before the app has started, the form still names its language. */}
      <input type="hidden" defaultValue={locale} {...form.register("locale")} />
      <FormField label={t("field.fullName")} error={errors.fullName?.message}>
        <Input autoComplete="name" required {...form.register("fullName")} />
      </FormField>
      <FormField label={t("field.phone")} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" required {...form.register("phone")} />
      </FormField>
      <FormField label={t("field.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register("email")} />
      </FormField>
      <FormField label={t("field.password")} error={errors.password?.message} hint={t("signup.passwordHint", { min: PASSWORD_MIN_LENGTH })}>
        <Input type="password" autoComplete="new-password" required {...form.register("password")} />
      </FormField>
      <FormField label={t("field.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...form.register("confirmPassword")} />
      </FormField>
      <div className="grid gap-2">
        <Button
          type="submit"
          disabled={isSubmitting}
          aria-describedby={checkoutNextId}
          onClick={() => {
            checkoutTab.current ??= reserveCheckoutTab();
          }}
        >
          {isSubmitting ? t("signup.busy") : t("signup.submit")}
        </Button>
        <p id={checkoutNextId} className="text-center text-xs text-muted-foreground">
          {t("signup.checkoutNext", { price: formatCents(VIP_MONTHLY_PRICE_CENTS, locale) })}
        </p>
      </div>
    </form>
  );
}
