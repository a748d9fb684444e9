import { zodResolver } from "@hookform/resolvers/zod";
import { Crown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import type common from "../../web/layout/common.messages.en.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { Badge } from "../../web/ui/badge.tsx";
import { Button } from "../../web/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../web/ui/card.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { createCheckout, openPortal } from "../billing/index.ts";
import { openInNewTab } from "../billing/index.ts";
import { updateProfile } from "./queries.ts";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { AvatarPicker } from "./AvatarPicker.tsx";
import { showServerFieldErrors } from "../../web/lib/form-errors.ts";
import { profileUpdateSchema, type OwnProfile, type ProfileUpdateInput } from "./schema.ts";
import type settings from "./settings.messages.en.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { settingsWords } from "./words.ts";

export const meta = localizedPageMeta<typeof settings>("myProfile");

const formValuesOf = (profile: OwnProfile | null): ProfileUpdateInput => ({
  firstName: profile?.firstName ?? "",
  lastName: profile?.lastName ?? "",
  phoneNumber: profile?.phoneNumber ?? "",
  countryCode: profile?.countryCode ?? "",
  zipCode: profile?.zipCode ?? "",
  bio: profile?.bio ?? "",
});

/**
 * Members only (§2): a visitor is sent home at once. A free member is told why as they are sent home, so
 * the page carries that outcome (a redirect could not say it) and nothing of the profile.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { account } = pageContextOf(context);
  if (!account.user) throw redirect(pathInLocale(paths.home, localeOfPath(new URL(request.url).pathname)));
  return { vipRequired: !account.isMember };
}

export default function UserProfilePage() {
  const { vipRequired } = useLoaderData<typeof loader>();
  const auth = useAuth();
  if (vipRequired) return <SentHome />;
  if (!auth.user) return <ProfileLoading />;
  if (!auth.profile) return <ProfileLoadFailed />;
  return <ProfileView />;
}

function ProfileLoading() {
  const t = useText<typeof settings>();
  return (
    <PageIntro title={t("myProfile.title")}>
      <p role="status" className="mt-6 text-muted-foreground">
        {t("myProfile.loading")}
      </p>
    </PageIntro>
  );
}

/** A free member: the spec's toast (§8), then home; before the app has started (or without it), the same words as the page. */
function SentHome() {
  const navigate = useNavigate();
  const t = useText<typeof settings>();
  const menu = useText<typeof common>();
  const localized = useLocalizedPath();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    toast.error(t("myProfile.vipRequired"), { description: t("myProfile.vipRequiredText") });
    navigate(localized(paths.home), { replace: true });
  }, [navigate, t, localized]);
  return (
    <PageIntro title={t("myProfile.vipRequired")} lead={t("myProfile.vipRequiredText")}>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={localized(paths.vipSignup)}>{menu("menu.upgrade")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localized(paths.home)}>{menu("nav.home")}</Link>
        </Button>
      </p>
    </PageIntro>
  );
}

/** The account is signed in but its profile row could not be read (§8 "Failed to load profile data"). */
function ProfileLoadFailed() {
  const t = useText<typeof settings>();
  // One toast, even if the page's language settles after the first render.
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast.error(t("myProfile.loadFailedToast"));
  }, [t]);
  return <PageIntro title={t("myProfile.title")} lead={t("myProfile.loadFailed")} />;
}

function ProfileView() {
  const auth = useAuth();
  const [editing, setEditing] = useState(false);
  const t = useText<typeof settings>();
  const menu = useText<typeof common>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
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
      toast.success(t("myProfile.updated"));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      toast.error(t("myProfile.saveError"), { description: error instanceof ApiError ? say(error) : t("myProfile.saveFailed") });
    }
  });

  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ") || auth.user?.name;

  return (
    <>
      <PageIntro title={t("myProfile.title")} />
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
                <Crown aria-hidden className="size-3" /> {menu("menu.member")}
              </Badge>
            </div>
            {!editing ? (
              <Button variant="outline" className="ml-auto" onClick={() => setEditing(true)}>
                {t("myProfile.edit")}
              </Button>
            ) : null}
          </CardHeader>
          <CardContent>
            {editing ? (
              <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
                <FormField label={t("myProfile.firstName")} error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...form.register("firstName")} />
                </FormField>
                <FormField label={t("myProfile.lastName")} error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...form.register("lastName")} />
                </FormField>
                <FormField label={t("myProfile.countryCode")} error={errors.countryCode?.message}>
                  <Input placeholder="+1" autoComplete="tel-country-code" {...form.register("countryCode")} />
                </FormField>
                <FormField label={t("myProfile.phoneNumber")} error={errors.phoneNumber?.message}>
                  <Input type="tel" autoComplete="tel-national" {...form.register("phoneNumber")} />
                </FormField>
                <FormField label={t("myProfile.zipCode")} error={errors.zipCode?.message}>
                  <Input autoComplete="postal-code" inputMode="numeric" {...form.register("zipCode")} />
                </FormField>
                <div className="sm:col-span-2">
                  <FormField label={t("myProfile.bio")} error={errors.bio?.message}>
                    <Textarea rows={4} {...form.register("bio")} />
                  </FormField>
                </div>
                <div className="flex gap-2 sm:col-span-2">
                  <Button type="submit" disabled={isSubmitting}>
                    {isSubmitting ? t("myProfile.saving") : t("myProfile.save")}
                  </Button>
                  <Button type="button" variant="outline" onClick={cancel} disabled={isSubmitting}>
                    {t("myProfile.cancel")}
                  </Button>
                </div>
              </form>
            ) : (
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail label={t("myProfile.phone")} value={[profile?.countryCode, profile?.phoneNumber].filter(Boolean).join(" ")} />
                <Detail label={t("myProfile.zipCode")} value={profile?.zipCode} />
                <Detail label={t("myProfile.memberSince")} value={profile ? formatLongDate(profile.createdAt, locale) : null} />
                <Detail label={t("myProfile.bio")} value={profile?.bio} className="sm:col-span-2" />
              </dl>
            )}
          </CardContent>
        </Card>
        <SubscriptionCard />
        <p className="text-sm text-muted-foreground">
          <RichText<typeof settings>
            id="myProfile.settingsLink"
            components={{ 0: <Link to={localized(paths.account)} className="font-semibold text-primary underline underline-offset-2" /> }}
          />
        </p>
      </div>
    </>
  );
}

function Detail({ label, value, className }: { label: string; value: string | null | undefined; className?: string }) {
  const t = useText<typeof settings>();
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 whitespace-pre-line">{value || t("myProfile.notProvided")}</dd>
    </div>
  );
}

function SubscriptionCard() {
  const { isMember, membershipRenews, subscription } = useAuth();
  const locale = useLocale();
  const t = useText<typeof settings>();
  const menu = useText<typeof common>();
  const say = useSentence();
  const manage = async () => {
    try {
      // The portal, or checkout when there is nothing to manage yet (§7 customer-portal).
      await openInNewTab(() => openPortal(locale).catch(() => createCheckout(locale)));
    } catch (error) {
      const message = error instanceof ApiError && error.status < 500 && error.code !== "not_found" ? say(error) : t("myProfile.subscriptionFailed");
      toast.error(t("myProfile.subscriptionError"), { description: message });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("myProfile.subscription")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <p>
          {t("myProfile.status")}{" "}
          <strong className={isMember ? "text-green-700" : "text-destructive"}>{isMember ? t("myProfile.active") : t("myProfile.inactive")}</strong>
          {isMember && subscription.subscription_end ? (
            <span className="text-muted-foreground">
              {" "}
              · {t(membershipRenews ? "myProfile.renews" : "myProfile.ends", { date: formatLongDate(subscription.subscription_end, locale) })}
            </span>
          ) : null}
        </p>
        <Button variant="outline" onClick={() => void manage()}>
          {menu("menu.manageSubscription")}
        </Button>
      </CardContent>
    </Card>
  );
}

export const handle: PageHandle = { words: [settingsWords] };
