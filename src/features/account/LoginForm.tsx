import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { errorMessage, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { signInSchema, type SignInInput } from "./schema.ts";

export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn?: () => void; onForgotPassword?: () => void }) {
  const { signIn } = useAuth();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await signIn(input);
      toast.success("Welcome back!", { description: "Successfully logged in to your VIP account." });
      onSignedIn?.();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Login Failed", { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" required {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Login"}
      </Button>
      {onForgotPassword ? (
        <Button type="button" variant="link" className="justify-self-center" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      ) : null}
    </form>
  );
}
