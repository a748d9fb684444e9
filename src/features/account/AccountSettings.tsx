import { useRef } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { Button } from "../../web/ui/button.tsx";
import { ConfirmDialog } from "../../web/ui/confirm-dialog.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { accountContract } from "./contract.ts";
import { changePassword, deleteAccount } from "./queries.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";
import { failureOf, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { changePasswordSchema, deleteAccountSchema, PASSWORD_MIN_LENGTH, type ChangePasswordInput, type DeleteAccountInput } from "./schema.ts";
import type settings from "./settings.messages.en.ts";

/** Change password, download my data, delete my account: the rights the privacy page promises. */
export function AccountSettings() {
  const t = useText<typeof settings>();
  return (
    <div className="grid gap-6">
      <ProfilePictureCard />
      <ChangePasswordCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{t("settings.export.title")}</CardTitle>
          <CardDescription>{t("settings.export.lead")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href={accountContract.export.path} download>
              {t("settings.export.button")}
            </a>
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountCard />
    </div>
  );
}

function ProfilePictureCard() {
  const { user, profile } = useAuth();
  const t = useText<typeof settings>();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.picture.title")}</CardTitle>
        <CardDescription>{t("settings.picture.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        <AvatarPicker editing avatarUrl={profile?.avatarUrl ?? null} name={user?.name ?? ""} />
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const t = useText<typeof settings>();
  const say = useSentence();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await changePassword(input);
      form.reset();
      toast.success(t("settings.password.done"), { description: t("settings.password.doneText") });
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(t("settings.password.failed"), { description: say(failureOf(error)) });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("settings.password.title")}</CardTitle>
        <CardDescription>{t("settings.password.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* A post, never a GET: pressed before the app has started, the passwords must not land in the address. */}
        <form method="post" action={accountContract.changePassword.path} onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={t("settings.password.current")} error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField label={t("settings.password.new")} error={errors.password?.message} hint={t("settings.password.hint", { min: PASSWORD_MIN_LENGTH })}>
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField label={t("settings.password.confirm")} error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? t("settings.password.busy") : t("settings.password.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DeleteAccountCard() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const t = useText<typeof settings>();
  const say = useSentence();
  const localized = useLocalizedPath();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const { errors } = form.formState;
  // Enter in the password field asks too: the form "submits" by pressing the button that opens the question.
  const askButton = useRef<HTMLButtonElement>(null);
  const remove = form.handleSubmit(async (input) => {
    try {
      await deleteAccount(input);
      await refresh();
      toast.success(t("settings.delete.done"), { description: t("settings.delete.doneText") });
      navigate(localized(paths.home));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(t("settings.delete.failed"), { description: say(failureOf(error)) });
    }
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">{t("settings.delete.title")}</CardTitle>
        <CardDescription>{t("settings.delete.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* A post, never a GET, and to no action: deleting always asks first, which only the app can do. */}
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            askButton.current?.focus();
            askButton.current?.click();
          }}
          noValidate
          className="grid gap-4"
        >
          <FormField label={t("settings.delete.password")} error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <ConfirmDialog
            trigger={
              <Button ref={askButton} type="button" variant="destructive" className="justify-self-start">
                {t("settings.delete.submit")}
              </Button>
            }
            beforeOpen={() => form.trigger()}
            title={t("settings.delete.ask")}
            description={t("settings.delete.confirm")}
            keepLabel={t("settings.delete.keep")}
            confirmLabel={t("settings.delete.submit")}
            onConfirm={remove}
          />
        </form>
      </CardContent>
    </Card>
  );
}
