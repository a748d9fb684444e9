import { useQuery } from "@tanstack/react-query";
import { Lock, MapPin } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { ApiError, api } from "../../web/lib/api.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { memberProfileMessages } from "./messages.ts";
import type memberProfiles from "./member-profiles.messages.en.ts";
import type { SafeMemberProfileResponse } from "./schema.ts";

export const meta = localizedPageMeta<typeof memberProfiles>("memberProfile.viewer");

/** /vip-profile/{id} and /vip-profiles/{id}: wing women and admins see a public member profile (§2). */
export default function VipProfileViewerPage() {
  const { id = "" } = useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const t = useText<typeof memberProfiles>();
  const say = useSentence();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const query = useQuery({
    queryKey: ["vip-profile", id],
    queryFn: ({ signal }) => api.get<SafeMemberProfileResponse>(`/api/vip-profiles/${encodeURIComponent(id)}`, { signal }),
    enabled: Boolean(user),
    retry: false,
  });
  const error = query.error instanceof ApiError ? query.error : null;

  useEffect(() => {
    if (!error) return;
    if (error.status === 404) {
      toast.error(say(memberProfileMessages.notFound), { description: say(memberProfileMessages.notFoundOrDenied) });
      navigate(localized(paths.wingWomen), { replace: true });
    } else if (error.status !== 403) toast.error(say(memberProfileMessages.loadFailed));
  }, [error, navigate, say, localized]);

  if (!loading && !user) return <Navigate to={`${localized(paths.auth)}?next=${encodeURIComponent(localized(`/vip-profile/${id}`))}`} replace />;
  if (error && error.status !== 404) {
    return (
      <section className="mx-auto my-16 max-w-md rounded-lg border bg-card p-8 text-center">
        <Lock aria-hidden className="mx-auto size-10 text-primary" />
        <h1 className="mt-3 text-2xl font-bold text-secondary">{t("memberProfile.restricted")}</h1>
        <p className="mt-2 text-muted-foreground">{error.status === 403 ? say(error.message) : t("memberProfile.verifyFailed")}</p>
      </section>
    );
  }
  const profile = query.data?.profile;
  if (!profile)
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        {t("memberProfile.loadingProfile")}
      </p>
    );
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6" aria-labelledby="member-name">
      {query.data?.ownPreview ? (
        <p role="note" className="rounded-md border border-dashed border-primary/40 bg-accent/50 p-3 text-sm">
          <RichText<typeof memberProfiles>
            id="memberProfile.ownPreview"
            components={{ 0: <Link to={localized(paths.vipProfileManager)} className="font-semibold text-primary underline" /> }}
          />
        </p>
      ) : null}
      <header>
        <h1 id="member-name" className="text-4xl font-bold text-secondary">
          {profile.display_name}
        </h1>
        <p className="text-muted-foreground">
          {profile.age} · <MapPin aria-hidden className="inline size-4" /> {profile.location}
          {profile.rating ? ` · ${t("memberProfile.rated", { rating: profile.rating })}` : ""} ·{" "}
          {t("memberProfile.since", { date: formatLongDate(profile.created_at, locale) })}
        </p>
      </header>
      {profile.images.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {profile.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t("memberProfile.photoOf", { name: profile.display_name, number: index + 1 })} className="size-48 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <section>
        <h2 className="text-xl font-bold text-secondary">{t("memberProfile.about")}</h2>
        <p className="mt-1 whitespace-pre-line">{profile.bio}</p>
      </section>
      <section>
        <h2 className="text-xl font-bold text-secondary">{t("memberProfile.availabilityTitle")}</h2>
        <p className="mt-1">{profile.availability}</p>
      </section>
      {profile.interests.length > 0 ? (
        <section>
          <h2 className="text-xl font-bold text-secondary">{t("memberProfile.interestsTitle")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.interests.map((item) => (
              <li key={item} className="rounded-full bg-accent px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="rounded-md bg-accent p-4 text-sm">{t("memberProfile.private")}</p>
    </article>
  );
}
