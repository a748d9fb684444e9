import { zodResolver } from "@hookform/resolvers/zod";
import type { MouseEvent } from "react";
import { useForm } from "react-hook-form";
import { Link, type To } from "react-router";
import { Button } from "../../web/ui/button.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { sessionContract } from "../../web/session/api.ts";
import { failureOf, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { useText } from "../../web/i18n/text.tsx";
import { useSentence } from "../../web/i18n/sentences.ts";
import type account from "./account.messages.en.ts";
import { signInSchema, type SignInInput } from "./schema.ts";

/** `forgotPassword`: where the "Forgot your password?" link leads (the auth page's tab), and what opens it in place once the app runs. */
export function LoginForm({ onSignedIn, forgotPassword }: { onSignedIn?: () => void; forgotPassword?: { to: To; onOpen: (click: MouseEvent) => void } }) {
  const { signIn } = useAuth();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const t = useText<typeof account>();
  const say = useSentence();

  const submit = form.handleSubmit(async (input) => {
    try {
      await signIn(input);
      toast.success(say("auth.welcomeBack"), { description: say("auth.loggedIn") });
      onSignedIn?.();
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(say("auth.loginFailed"), { description: say(failureOf(error)) });
    }
  });

  return (
    // A post, never a GET: pressed before the app has started, the password must not land in the address.
    <form method="post" action={sessionContract.signIn.path} onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={t("field.email")} error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register("email")} />
      </FormField>
      <FormField label={t("field.password")} error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" required {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("login.busy") : t("login.submit")}
      </Button>
      {forgotPassword ? (
        <Button asChild variant="link" className="justify-self-center">
          <Link to={forgotPassword.to} replace preventScrollReset onClick={forgotPassword.onOpen}>
            {t("login.forgot")}
          </Link>
        </Button>
      ) : null}
    </form>
  );
}
