import { useLocale } from "../../web/i18n/text.tsx";
import { zodResolver } from "@hookform/resolvers/zod";
import { Crown } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { Badge } from "../../web/ui/badge.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { createCheckout, openPortal } from "../billing/index.ts";
import { openInNewTab } from "../billing/index.ts";
import { updateProfile } from "./api.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { profileUpdateSchema, type OwnProfile, type ProfileUpdateInput } from "./schema.ts";

export const meta = () => pageMeta("My Profile", "Your Wingmate member profile.");

const formValuesOf = (profile: OwnProfile | null): ProfileUpdateInput => ({
  firstName: profile?.firstName ?? "",
  lastName: profile?.lastName ?? "",
  phoneNumber: profile?.phoneNumber ?? "",
  countryCode: profile?.countryCode ?? "",
  zipCode: profile?.zipCode ?? "",
  bio: profile?.bio ?? "",
});

export default function UserProfilePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const allowed = !auth.loading && auth.user !== null && auth.isMember;

  useEffect(() => {
    if (auth.loading || allowed) return;
    toast.error("VIP Access Required", { description: "Please upgrade to VIP to access profile features." });
    navigate(paths.home, { replace: true });
  }, [auth.loading, allowed, navigate]);

  if (allowed && !auth.profile) return <ProfileLoadFailed />;
  if (!allowed || !auth.user) {
    return (
      <PageIntro title="My VIP Profile">
        <p role="status" className="mt-6 text-muted-foreground">
          Loading your profile…
        </p>
      </PageIntro>
    );
  }
  return <ProfileView />;
}

/** The account is signed in but its profile row could not be read (§8 "Failed to load profile data"). */
function ProfileLoadFailed() {
  useEffect(() => {
    toast.error("Failed to load profile data");
  }, []);
  return <PageIntro title="My VIP Profile" lead="Failed to load profile data. Please reload the page." />;
}

function ProfileView() {
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const profile = auth.profile;
  const form = useForm<ProfileUpdateInput>({ resolver: zodResolver(profileUpdateSchema), defaultValues: formValuesOf(profile) });
  const { errors, isSubmitting } = form.formState;

  const cancel = () => {
    form.reset(formValuesOf(profile)); // back to the last loaded values
    setEditing(false);
  };

  const save = form.handleSubmit(async (input) => {
    try {
      const saved = await updateProfile(input);
      await auth.refresh();
      form.reset(formValuesOf(saved));
      setEditing(false);
      toast.success("Profile updated successfully");
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error("Save Error", { description: error instanceof ApiError ? error.message : "Failed to save profile" });
    }
  });

  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || auth.user?.name;

  return (
    <>
      <PageIntro title="My VIP Profile" />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-10 sm:px-6">
        <Card>
          <CardHeader className="flex-row items-center gap-4">
            <AvatarPicker editing={editing} avatarUrl={profile?.avatarUrl ?? null} name={fullName ?? ""} />
            <div className="min-w-0">
              <CardTitle as="h2" className="truncate">
                {fullName}
              </CardTitle>
              <p className="truncate text-sm text-muted-foreground">{auth.user?.email}</p>
              <Badge className="mt-2">
                <Crown aria-hidden className="size-3" /> Member
              </Badge>
            </div>
            {!editing ? (
              <Button variant="outline" className="ml-auto" onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            ) : null}
          </CardHeader>
          <CardContent>
            {editing ? (
              <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
                <FormField label="First name" error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...form.register("firstName")} />
                </FormField>
                <FormField label="Last name" error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...form.register("lastName")} />
                </FormField>
                <FormField label="Country code" error={errors.countryCode?.message}>
                  <Input placeholder="+1" autoComplete="tel-country-code" {...form.register("countryCode")} />
                </FormField>
                <FormField label="Phone number" error={errors.phoneNumber?.message}>
                  <Input type="tel" autoComplete="tel-national" {...form.register("phoneNumber")} />
                </FormField>
                <FormField label="ZIP code" error={errors.zipCode?.message}>
                  <Input autoComplete="postal-code" inputMode="numeric" {...form.register("zipCode")} />
                </FormField>
                <div className="sm:col-span-2">
                  <FormField label="Bio" error={errors.bio?.message}>
                    <Textarea rows={4} {...form.register("bio")} />
                  </FormField>
                </div>
                <div className="flex gap-2 sm:col-span-2">
                  <Button type="submit" disabled={isSubmitting}>
                    {isSubmitting ? "Saving..." : "Save"}
                  </Button>
                  <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label="Phone" value={[profile?.countryCode, profile?.phoneNumber].filter(Boolean).join(" ")} />
                <Detail label="ZIP code" value={profile?.zipCode} />
                <Detail label="Member since" value={profile ? formatLongDate(profile.createdAt) : null} />
                <Detail label="Bio" value={profile?.bio} className="sm:col-span-2" />
              </dl>
            )}
          </CardContent>
        </Card>
        <SubscriptionCard />
        <p className="text-sm text-muted-foreground">
          Password, your data and account deletion:{" "}
          <Link to={paths.auth} className="font-semibold text-primary hover:underline">
            account settings
          </Link>
          .
        </p>
      </div>
    </>
  );
}

function Detail({ label, value, className }: { label: string; value: string | null | undefined; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-line">{value || "Not provided"}</dd>
    </div>
  );
}

function SubscriptionCard() {
  const { isMember, subscription } = useAuth();
  const locale = useLocale();
  const manage = async () => {
    try {
      // The portal, or checkout when there is nothing to manage yet (§7 customer-portal).
      await openInNewTab(() => openPortal().catch(() => createCheckout(locale)));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 && error.code !== "not_found"
          ? error.message
          : "Unable to open subscription management. Please try again.";
      toast.error("Subscription Error", { description: message });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <p>
          Status: <strong className={isMember ? "text-green-700" : "text-destructive"}>{isMember ? "Active" : "Inactive"}</strong>
          {subscription.subscription_end ? <span className="text-muted-foreground"> · renews {formatLongDate(subscription.subscription_end)}</span> : null}
        </p>
        <Button variant="outline" onClick={() => void manage()}>
          Manage Subscription
        </Button>
      </CardContent>
    </Card>
  );
}
