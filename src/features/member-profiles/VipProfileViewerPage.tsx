import { useQuery } from "@tanstack/react-query";
import { Lock, MapPin } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { paths } from "../../shared/paths.ts";
import { ApiError, api } from "../../web/lib/api.ts";
import { pageMeta } from "../../web/lib/meta.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { useAuth } from "../../web/session/AuthProvider.tsx";
import { memberProfileMessages } from "./messages.ts";
import type { SafeMemberProfileResponse } from "./schema.ts";

export const meta = () => pageMeta("VIP Member Profile", "A Wingmate VIP member's profile.");

/** /vip-profile/{id} and /vip-profiles/{id}: wing women and admins see a public member profile (§2). */
export default function VipProfileViewerPage() {
  const { id = "" } = useParams();
  const { user, loading } = useAuth();
  const navigate = useNavigate();
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
      toast.error(memberProfileMessages.notFound, { description: memberProfileMessages.notFoundOrDenied });
      navigate(paths.wingWomen, { replace: true });
    } else if (error.status !== 403) toast.error(memberProfileMessages.loadFailed);
  }, [error, navigate]);

  if (!loading && !user) return <Navigate to={`${paths.auth}?next=${encodeURIComponent(`/vip-profile/${id}`)}`} replace />;
  if (error && error.status !== 404) {
    return (
      <section className="mx-auto my-16 max-w-md rounded-lg border bg-card p-8 text-center">
        <Lock aria-hidden className="mx-auto size-10 text-primary" />
        <h1 className="mt-3 text-2xl font-bold text-secondary">Access Restricted</h1>
        <p className="mt-2 text-muted-foreground">{error.status === 403 ? error.message : "Failed to verify access permissions"}</p>
      </section>
    );
  }
  const profile = query.data?.profile;
  if (!profile)
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Loading profile…
      </p>
    );
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6" aria-labelledby="member-name">
      {query.data?.ownPreview ? (
        <p role="note" className="rounded-md border border-dashed border-primary/40 bg-accent/50 p-3 text-sm">
          This is your profile as wing women see it.{" "}
          <Link to={paths.vipProfileManager} className="font-semibold text-primary underline">
            Edit it
          </Link>
        </p>
      ) : null}
      <header>
        <h1 id="member-name" className="text-4xl font-bold text-secondary">
          {profile.display_name}
        </h1>
        <p className="text-muted-foreground">
          {profile.age} · <MapPin aria-hidden className="inline size-4" /> {profile.location}
          {profile.rating ? ` · rated ${profile.rating}/5` : ""} · VIP member since {formatLongDate(profile.created_at)}
        </p>
      </header>
      {profile.images.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {profile.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`${profile.display_name}, photo ${index + 1}`} className="size-48 rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <section>
        <h2 className="text-xl font-bold text-secondary">About</h2>
        <p className="mt-1 whitespace-pre-line">{profile.bio}</p>
      </section>
      <section>
        <h2 className="text-xl font-bold text-secondary">Availability</h2>
        <p className="mt-1">{profile.availability}</p>
      </section>
      {profile.interests.length > 0 ? (
        <section>
          <h2 className="text-xl font-bold text-secondary">Interests</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.interests.map((item) => (
              <li key={item} className="rounded-full bg-accent px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="rounded-md bg-accent p-4 text-sm">Contact details are private. Reach this member through Wingmate's secure messaging.</p>
    </article>
  );
}
