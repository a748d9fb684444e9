import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { requestPasswordReset, resetPassword } from "./api.ts";
import { errorMessage, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from "./schema.ts";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await requestPasswordReset(input);
      setSentTo(input.email);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Reset Failed", { description: errorMessage(error) });
    }
  });

  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-accent p-4 text-sm text-accent-foreground">
        If an account exists for {sentTo}, a link to choose a new password is on its way. It works once, for 1 hour.
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">Enter your e-mail and we will send you a link to choose a new password.</p>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await resetPassword(input);
      toast.success("Password changed", { description: "Log in with your new password." });
      onDone();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Reset Failed", { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="New password" error={errors.password?.message} hint="At least 12 characters.">
        <Input type="password" autoComplete="new-password" required {...form.register("password")} />
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Saving..." : "Set New Password"}
      </Button>
    </form>
  );
}
