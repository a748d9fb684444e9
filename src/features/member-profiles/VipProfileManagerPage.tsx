import { useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { Link, redirect, useNavigate, type LoaderFunctionArgs } from "react-router";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { paths, vipProfilePath } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { ApiError } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { ConfirmDialog } from "../../web/ui/confirm-dialog.tsx";
import { FormField } from "../../web/ui/form-field.tsx";
import { Input, Textarea } from "../../web/ui/input.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { MAX_MEMBER_IMAGES, MEMBER_IMAGE_MAX_MB, memberProfileInput, memberProfileMessages, type OwnMemberProfile } from "./schema.ts";
import type memberProfiles from "./member-profiles.messages.en.ts";
import { addMemberProfileImage, deleteMemberProfile, ownMemberProfileOptions, removeMemberProfileImage, saveMemberProfile } from "./queries.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { memberProfileWords } from "./words.ts";

export const meta = localizedPageMeta<typeof memberProfiles>("memberProfile.manager");

const { queryKey } = ownMemberProfileOptions();

/** The server's 403: no membership (and, for the page itself, no profile of one's own to manage). */
const refusedForMembership = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 403;

/**
 * A member, or a former member who keeps a profile, gets it in the page's query; anyone else goes to the
 * pricing page (§2), a visitor too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, services } = pageContextOf(context);
  const pricing = pathInLocale(paths.pricing, localeOfPath(new URL(request.url).pathname));
  if (!account.user) throw redirect(pricing);
  const mine = await services.memberProfiles.own();
  if (mine.kind === "refused") throw redirect(pricing);
  return { queries: pageQueries(answer(ownMemberProfileOptions(), mine.answer)) };
}

export default function VipProfileManagerPage() {
  const { hasVipAccess } = useAuth();
  const t = useText<typeof memberProfiles>();
  const say = useSentence();
  const mine = useQuery({ ...ownMemberProfileOptions(), retry: (failures, error) => !refusedForMembership(error) && failures < 1 });
  const loadFailed = mine.isError && !refusedForMembership(mine.error);
  useEffect(() => {
    if (loadFailed) toast.error(say(memberProfileMessages.managerLoadFailed), { id: "member-profile-load-failed" });
  }, [loadFailed, say]);
  if (mine.isPending) return <PageIntro title={t("memberProfile.manager.title")} lead={t("memberProfile.loading")} />;
  if (mine.isError) return <PageIntro title={t("memberProfile.manager.title")} lead={say(memberProfileMessages.managerLoadFailed)} />;
  // Keyed by the profile: after a deletion the form starts over, empty.
  return <Manager key={mine.data.profile?.id ?? "new"} profile={mine.data.profile} member={hasVipAccess} />;
}

/**
 * The profile's editor. Without membership (`member` false, only reached by an owner who keeps a profile)
 * it says so: the profile is hidden from wing women, and its owner may make it private, edit it while it is
 * private, remove its photos or delete it; publishing and adding photos wait for a renewed membership.
 */
function Manager({ profile, member }: { profile: OwnMemberProfile | null; member: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useText<typeof memberProfiles>();
  const say = useSentence();
  const localized = useLocalizedPath();
  const photosHeading = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    resolver: zodResolver(memberProfileInput),
    defaultValues: {
      displayName: profile?.displayName ?? "",
      bio: profile?.bio ?? "",
      location: profile?.location ?? "",
      availability: profile?.availability ?? "",
      age: String(profile?.age ?? 18),
      interests: profile?.interests ?? [],
      isPublic: profile?.isPublic ?? false,
    },
  });
  const interests = form.watch("interests");
  const markedPublic = form.watch("isPublic");
  const setInterests = (next: string[]) => form.setValue("interests", next, { shouldDirty: true });
  const [interest, setInterest] = useState("");
  const [uploading, setUploading] = useState(false);
  const { errors, isSubmitting: saving } = form.formState;

  const addInterest = () => {
    const trimmed = interest.trim();
    if (!trimmed) return;
    if (interests.includes(trimmed)) return toast.error(say(memberProfileMessages.duplicateInterest));
    setInterests([...interests, trimmed]);
    setInterest("");
  };

  /** The first problem, in the form's order, as a toast; each field shows its own under it. */
  const showFirstProblem = (problems: FieldErrors) => {
    const first = Object.values(problems)[0]?.message;
    if (typeof first === "string") toast.error(say(first));
  };
  const save = form.handleSubmit(async (input) => {
    try {
      const { profile: saved } = await saveMemberProfile(input);
      queryClient.setQueryData(queryKey, { profile: saved });
      form.setValue("age", String(saved.age));
      toast.success(t("memberProfile.saved"));
    } catch (error) {
      toast.error(refusedForMembership(error) ? say(error) : t("memberProfile.saveFailed"));
    }
  }, showFirstProblem);

  /** Hides the saved profile at once, as it is stored (whatever the form holds). */
  const makePrivate = async () => {
    if (!profile) return;
    const { displayName, bio, location, availability, age, interests: savedInterests } = profile;
    const input = { displayName, bio, location, availability, age, interests: savedInterests, isPublic: false };
    try {
      const { profile: saved } = await saveMemberProfile(input);
      queryClient.setQueryData(queryKey, { profile: saved });
      form.setValue("isPublic", false);
      toast.success(t("memberProfile.madePrivate"));
    } catch {
      toast.error(t("memberProfile.saveFailed"));
    }
  };

  const deleteProfile = async () => {
    try {
      await deleteMemberProfile();
      toast.success(t("memberProfile.deleted"));
      // Without membership there is nothing left to manage here (§2).
      if (!member) navigate(localized(paths.pricing), { replace: true });
      queryClient.setQueryData(queryKey, { profile: null });
    } catch {
      toast.error(t("memberProfile.deleteFailed"));
    }
  };

  const upload = async (files: FileList) => {
    const room = MAX_MEMBER_IMAGES - (profile?.images.length ?? 0);
    if (room <= 0) return toast.error(say(memberProfileMessages.maxImages));
    const chosen = [...files];
    if (chosen.length > room) toast.warning(t("memberProfile.onlyMore", { count: room }));
    setUploading(true);
    let done = 0;
    try {
      for (const file of chosen.slice(0, room)) {
        await addMemberProfileImage(file);
        done += 1;
      }
      if (done > 0) toast.success(t("memberProfile.uploaded", { count: done }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) toast.error(say(memberProfileMessages.uploadSignedOut));
      else toast.error(error instanceof ApiError ? say(error) : t("memberProfile.uploadFailed"));
    } finally {
      setUploading(false);
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const removeImage = async (index: number) => {
    try {
      await removeMemberProfileImage(index);
      toast.success(t("memberProfile.imageRemoved"));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.code === "storage_delete_failed" ? t("memberProfile.storageDeleteFailed") : t("memberProfile.removeFailed"),
      );
    } finally {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  return (
    <>
      <PageIntro title={t("memberProfile.manager.title")} lead={t("memberProfile.manager.lead")} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-12 sm:px-6">
        {!member && profile ? (
          <section aria-labelledby="lapsed-title" className="grid gap-3 rounded-lg border border-primary bg-accent/50 p-6">
            <h2 id="lapsed-title" className="text-xl font-bold text-secondary">
              {t("memberProfile.lapsed.title")}
            </h2>
            <p>{t("memberProfile.lapsed.text")}</p>
            <div className="flex flex-wrap gap-2">
              {profile.isPublic ? <Button onClick={() => void makePrivate()}>{t("memberProfile.lapsed.makePrivate")}</Button> : null}
              <Button asChild variant="outline">
                <Link to={localized(paths.pricing)}>{t("memberProfile.lapsed.renew")}</Link>
              </Button>
            </div>
          </section>
        ) : null}
        <section aria-labelledby="details-title" className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2">
          <h2 id="details-title" className="text-xl font-bold text-secondary sm:col-span-2">
            {t("memberProfile.details")}
          </h2>
          <FormField label={t("memberProfile.displayName")} error={errors.displayName?.message}>
            <Input {...form.register("displayName")} />
          </FormField>
          <FormField label={t("memberProfile.location")} error={errors.location?.message}>
            <Input {...form.register("location")} />
          </FormField>
          <FormField label={t("memberProfile.age")}>
            <Input type="number" min={18} max={100} {...form.register("age")} />
          </FormField>
          <FormField label={t("memberProfile.availability")} error={errors.availability?.message}>
            <Input {...form.register("availability")} />
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t("memberProfile.bio")} error={errors.bio?.message}>
              <Textarea rows={4} {...form.register("bio")} />
            </FormField>
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <label htmlFor="new-interest" className="text-sm font-medium">
              {t("memberProfile.interests")}
            </label>
            <div className="flex gap-2">
              <Input
                id="new-interest"
                value={interest}
                onChange={(event) => setInterest(event.target.value)}
                onKeyDown={(event) => event.key === "Enter" && (event.preventDefault(), addInterest())}
              />
              <Button type="button" variant="outline" onClick={addInterest}>
                {t("memberProfile.addInterest")}
              </Button>
            </div>
            <ul className="flex flex-wrap gap-2">
              {interests.map((item) => (
                <li key={item} className="flex items-center gap-1 rounded-full bg-accent px-3 py-1 text-sm">
                  {item}
                  <button
                    type="button"
                    aria-label={t("memberProfile.removeInterest", { interest: item })}
                    onClick={() => setInterests(interests.filter((other) => other !== item))}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {/* Without membership the box may be cleared, never ticked: publishing needs membership. */}
          {member || markedPublic ? (
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" {...form.register("isPublic")} />
              {t("memberProfile.public")}
            </label>
          ) : (
            <p className="text-sm sm:col-span-2">{t("memberProfile.lapsed.private")}</p>
          )}
          <Button onClick={() => void save()} disabled={saving} className="justify-self-start">
            {saving ? t("memberProfile.saving") : profile ? t("memberProfile.saveChanges") : t("memberProfile.create")}
          </Button>
          {member && profile?.isPublic ? (
            <p className="text-sm sm:col-span-2">
              {t("memberProfile.yourPage")}{" "}
              <Link to={localized(vipProfilePath(profile.id))} className="font-semibold text-primary underline">
                {vipProfilePath(profile.id)}
              </Link>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="photos-title" className="rounded-lg border bg-card p-6">
          <h2 id="photos-title" ref={photosHeading} tabIndex={-1} className="text-xl font-bold text-secondary outline-none">
            {t("memberProfile.photos", { count: profile?.images.length ?? 0, max: MAX_MEMBER_IMAGES })}
          </h2>
          <p className="text-sm text-muted-foreground">{t("memberProfile.photoRules", { max: MEMBER_IMAGE_MAX_MB })}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {(profile?.images ?? []).map((url, index) => (
              <li key={url} className="relative">
                <img src={url} alt={t("memberProfile.photo", { number: index + 1 })} className="size-28 rounded-lg object-cover" />
                <ConfirmDialog
                  trigger={
                    <Button
                      size="icon"
                      variant="secondary"
                      className="absolute right-1 top-1 size-7 rounded-full"
                      aria-label={t("memberProfile.removePhoto", { number: index + 1 })}
                    >
                      <X aria-hidden />
                    </Button>
                  }
                  title={t("memberProfile.removePhotoTitle")}
                  description={t("memberProfile.removePhotoText", { number: index + 1 })}
                  keepLabel={t("memberProfile.keepPhoto")}
                  confirmLabel={t("memberProfile.confirmRemovePhoto")}
                  onConfirm={() => removeImage(index)}
                  focusAfterConfirm={() => photosHeading.current?.focus()}
                />
              </li>
            ))}
          </ul>
          {profile && !member ? (
            <p className="mt-3 text-sm text-muted-foreground">{t("memberProfile.lapsed.noPhotos")}</p>
          ) : profile ? (
            <label className="mt-4 grid gap-1 text-sm font-medium">
              {t("memberProfile.addPhotos")}
              <input
                type="file"
                accept="image/png,image/jpeg,image/gif"
                multiple
                disabled={uploading}
                onChange={(event) => event.target.files && void upload(event.target.files)}
              />
            </label>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{t("memberProfile.saveFirst")}</p>
          )}
        </section>
        {profile ? (
          <section aria-labelledby="delete-title" className="rounded-lg border bg-card p-6">
            <h2 id="delete-title" className="text-xl font-bold text-secondary">
              {t("memberProfile.delete.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("memberProfile.delete.text")}</p>
            <ConfirmDialog
              trigger={
                <Button variant="destructive" className="mt-3">
                  {t("memberProfile.delete.button")}
                </Button>
              }
              title={t("memberProfile.delete.confirmTitle")}
              description={t("memberProfile.delete.confirmText")}
              keepLabel={t("memberProfile.delete.keep")}
              confirmLabel={t("memberProfile.delete.confirm")}
              onConfirm={deleteProfile}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}

export const handle: PageHandle = { words: [memberProfileWords] };
