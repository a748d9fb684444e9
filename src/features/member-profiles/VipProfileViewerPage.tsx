import { useQuery } from "@tanstack/react-query";
import { Lock, MapPin } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, redirect, useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from "react-router";
import { formatLongDate } from "../../shared/format.ts";
import { localeOfPath, pathInLocale } from "../../shared/i18n/locales.ts";
import { paths, vipProfilePath } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { RichText, useLocale, useLocalizedPath, useText } from "../../web/i18n/text.tsx";
import { loginHref } from "../../web/layout/login-link.ts";
import { localizedPageMeta } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { vipProfileOptions } from "./queries.ts";
import { memberProfileMessages } from "./messages.ts";
import type memberProfiles from "./member-profiles.messages.en.ts";
import type { SafeMemberProfile } from "./schema.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import { memberProfileWords } from "./words.ts";

export const meta = localizedPageMeta<typeof memberProfiles>("memberProfile.viewer");

/**
 * A visitor logs in first, and comes back to the screen's own link. Wing women and admins get the profile in
 * the page's query; another role, why it may not look; a missing or private profile, that there is none.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const { account, services } = pageContextOf(context);
  const logIn = () => redirect(loginHref(pathInLocale(vipProfilePath(id), localeOfPath(new URL(request.url).pathname))));
  if (!account.user) throw logIn();
  const sight = await services.memberProfiles.view(id);
  switch (sight.kind) {
    case "signed-out":
      throw logIn();
    case "open":
      return { outcome: { kind: "open" as const }, queries: pageQueries(answer(vipProfileOptions(id), sight.answer)) };
    default:
      return { outcome: sight, queries: pageQueries() };
  }
}

/** /vip-profile/{id} and /vip-profiles/{id}: wing women and admins see a public member profile (§2). */
export default function VipProfileViewerPage() {
  const { id = "" } = useParams();
  const { outcome } = useLoaderData<typeof loader>();
  const say = useSentence();
  const query = useQuery({ ...vipProfileOptions(id), enabled: outcome.kind === "open" });

  if (outcome.kind === "missing") return <NotFound />;
  if (outcome.kind === "denied") return <Restricted reason={say(outcome.message)} />;
  if (query.isError) return <LoadFailed />;
  const profile = query.data?.profile;
  if (!profile) return <Loading />;
  return <MemberProfile profile={profile} ownPreview={query.data?.ownPreview ?? false} />;
}

function Loading() {
  const t = useText<typeof memberProfiles>();
  return (
    <p role="status" className="py-24 text-center text-muted-foreground">
      {t("memberProfile.loadingProfile")}
    </p>
  );
}

function Restricted({ reason }: { reason: string }) {
  const t = useText<typeof memberProfiles>();
  return (
    <section className="mx-auto my-16 max-w-md rounded-lg border bg-card p-8 text-center">
      <Lock aria-hidden className="mx-auto size-10 text-primary" />
      <h1 className="mt-3 text-2xl font-bold text-secondary">{t("memberProfile.restricted")}</h1>
      <p className="mt-2 text-muted-foreground">{reason}</p>
    </section>
  );
}

/** Reading the profile again failed (it was read with the page). */
function LoadFailed() {
  const t = useText<typeof memberProfiles>();
  const say = useSentence();
  useEffect(() => {
    toast.error(say(memberProfileMessages.loadFailed), { id: "vip-profile-load-failed" });
  }, [say]);
  return <Restricted reason={t("memberProfile.verifyFailed")} />;
}

/** A missing and a private profile answer alike (§8): the toast, then the profiles. */
function NotFound() {
  const navigate = useNavigate();
  const say = useSentence();
  const localized = useLocalizedPath();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    toast.error(say(memberProfileMessages.notFound), { description: say(memberProfileMessages.notFoundOrDenied) });
    navigate(localized(paths.wingWomen), { replace: true });
  }, [navigate, say, localized]);
  return <Loading />;
}

function MemberProfile({ profile, ownPreview }: { profile: SafeMemberProfile; ownPreview: boolean }) {
  const t = useText<typeof memberProfiles>();
  const locale = useLocale();
  const localized = useLocalizedPath();
  return (
    <article className="mx-auto grid max-w-4xl gap-6 px-4 py-12 sm:px-6" aria-labelledby="member-name">
      {ownPreview ? (
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

export const handle: PageHandle = { words: [memberProfileWords] };
