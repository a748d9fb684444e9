import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { accountContract } from "./contract.ts";
import { requestPasswordReset, resetPassword } from "./queries.ts";
import { failureOf, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type account from "./account.messages.en.ts";
import { PASSWORD_MIN_LENGTH, forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from "./schema.ts";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof account>();
  const say = useSentence();

  const submit = form.handleSubmit(async (input) => {
    try {
      await requestPasswordReset(input);
      setSentTo(input.email);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(say("auth.resetFailed"), { description: say(failureOf(error)) });
    }
  });

  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-accent p-4 text-sm text-accent-foreground">
        {t("forgot.sent", { email: sentTo })}
      </p>
    );
  }
  return (
    <form method="post" action={accountContract.forgotPassword.path} onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("forgot.intro")}</p>
      <FormField label={t("field.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("forgot.busy") : t("forgot.submit")}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof account>();
  const say = useSentence();

  const submit = form.handleSubmit(async (input) => {
    try {
      await resetPassword(input);
      toast.success(say("auth.passwordChanged"), { description: say("auth.passwordChanged.description") });
      onDone();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(say("auth.resetFailed"), { description: say(failureOf(error)) });
    }
  });

  return (
    // A post, never a GET: the token and the new password must not land in an address.
    <form method="post" action={accountContract.resetPassword.path} onSubmit={submit} noValidate className="grid gap-4">
      <input type="hidden" {...form.register("token")} />
      <FormField label={t("field.newPassword")} error={errors.password?.message} hint={t("reset.hint", { min: PASSWORD_MIN_LENGTH })}>
        <Input type="password" autoComplete="new-password" required {...form.register("password")} />
      </FormField>
      <FormField label={t("field.confirmNewPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("reset.busy") : t("reset.submit")}
      </Button>
    </form>
  );
}
