import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { paths } from "../../shared/paths.ts";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { changePassword, deleteAccount } from "./api.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";
import { errorMessage, showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { changePasswordSchema, deleteAccountSchema, type ChangePasswordInput, type DeleteAccountInput } from "./schema.ts";

/** Change password, download my data, delete my account: the rights the privacy page promises. */
export function AccountSettings() {
  return (
    <div className="grid gap-6">
      <ProfilePictureCard />
      <ChangePasswordCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Download my data</CardTitle>
          <CardDescription>A JSON file with everything Wingmate stores about you.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              Download my data
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Profile picture</CardTitle>
        <CardDescription>Shown in your account menu. An image of at most 5 MB.</CardDescription>
      </CardHeader>
      <CardContent>
        <AvatarPicker editing avatarUrl={profile?.avatarUrl ?? null} name={user?.name ?? ""} />
      </CardContent>
    </Card>
  );
}

function ChangePasswordCard() {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await changePassword(input);
      form.reset();
      toast.success("Password changed", { description: "Your other sessions were signed out." });
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Password Not Changed", { description: errorMessage(error) });
    }
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>Changing it signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField label="New password" error={errors.password?.message} hint="At least 12 characters.">
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? "Saving..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function DeleteAccountCard() {
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    if (!window.confirm("Delete your account and everything stored with it? This cannot be undone.")) return;
    try {
      await deleteAccount(input);
      await refresh();
      toast.success("Account deleted", { description: "Your account and its data were removed." });
      navigate(paths.home);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Account Not Deleted", { description: errorMessage(error) });
    }
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">Delete my account</CardTitle>
        <CardDescription>
          Cancels your membership payments, then removes your account, profile, pictures, messages and sessions. Booking and payment records are kept for
          accounting without your name. Enter your password to confirm.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Password" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" variant="destructive" disabled={isSubmitting} className="justify-self-start">
            {isSubmitting ? "Deleting..." : "Delete My Account"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
