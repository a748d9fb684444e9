import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Mail, MessageCircle, Phone } from "lucide-react";
import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { floridaToday } from "../../shared/bookings.ts";
import { formatDateTime, formatTime } from "../../shared/format.ts";
import { companionPath, paths } from "../../shared/paths.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { PageIntro } from "../../web/layout/PageIntro.tsx";
import { loginHref } from "../../web/layout/login-link.ts";
import { ApiError } from "../../web/lib/api.ts";
import { pageMeta, siteOriginOf, type PageMetaArgs } from "../../web/lib/meta.ts";
import { answer, pageQueries } from "../../web/lib/page-queries.tsx";
import { pageContextOf } from "../../web/page-context.ts";
import { Button } from "../../web/ui/button.tsx";
import { PAYMENT_STATUS_LABELS } from "../bookings/index.ts";
import { unreadOptions } from "../messages/index.ts";
import { ownAvailability, workspaceOptions } from "./queries.ts";
import { AvailabilityEditor } from "./AvailabilityEditor.tsx";
import { CalendarSubscription } from "./CalendarSubscription.tsx";
import { SafetyNotice, SessionSafety } from "./SessionSafety.tsx";
import { safetyWords } from "./words.ts";
import type { PageHandle } from "../../web/page-handle.ts";
import type { ClientReach, WorkspaceSession, WorkspaceView } from "./schema.ts";

export const meta = (args: PageMetaArgs) => [
  ...pageMeta("Your Workspace", "Your sessions, conversations and availability as a Wingmate companion.", siteOriginOf(args)),
  { name: "robots", content: "noindex" },
];

const STATUS_LABELS: Record<WorkspaceSession["status"], string> = {
  pending: "Awaiting payment",
  confirmed: "Confirmed",
  completed: "Completed",
  cancelled: "Cancelled",
  no_show: "No-show",
  expired: "Lapsed",
};

/**
 * A visitor is sent to log in and back here; an account that is not a linked companion is told why there is
 * nothing here (the API's words); a companion's page starts with their workspace.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const found = await pageContextOf(context).services.workspace.workspace();
  if (!found) throw redirect(loginHref(url.pathname, url.search));
  if (found.kind === "refused") return { refused: found.message, today: "", queries: pageQueries() };
  return { refused: null, today: floridaToday(), queries: pageQueries(answer(workspaceOptions(), found.workspace)) };
}

/** A companion's own page: their sessions, their conversations, their hours and time off, their profile. */
export default function WorkspacePage() {
  const { refused, today } = useLoaderData<typeof loader>();
  const queryClient = useQueryClient();
  const say = useSentence();
  const workspace = useQuery({ ...workspaceOptions(), enabled: refused === null });
  const unread = useQuery({ ...unreadOptions(), enabled: refused === null });

  if (refused !== null) return <PageIntro title="Your Workspace" lead={say(refused)} />;
  if (workspace.isPending) return <PageIntro title="Your Workspace" lead="Loading…" />;
  if (workspace.error) {
    const message =
      workspace.error instanceof ApiError && workspace.error.status === 403 ? say(workspace.error) : "Your workspace could not be loaded. Please try again.";
    return <PageIntro title="Your Workspace" lead={message} />;
  }
  const data = workspace.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: workspaceOptions().queryKey });
  return (
    <>
      <PageIntro title="Your Workspace" lead={`Signed in as ${data.companion.name}: your sessions, messages and hours in one place.`}>
        <p className="mt-3 flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to={paths.messages}>{unread.data?.count ? `Your conversations (${unread.data.count} unread)` : "Your conversations"}</Link>
          </Button>
          {data.companion.hidden ? (
            <span className="self-center text-sm text-muted-foreground">Your profile is hidden from the site for now: the team publishes it.</span>
          ) : (
            <Button asChild variant="outline">
              <Link to={companionPath(data.companion.id)}>See your public profile</Link>
            </Button>
          )}
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-12 sm:px-6">
        <SafetyNotice />
        <Sessions
          onChange={refresh}
          title="Upcoming sessions"
          sessions={data.upcoming}
          empty="No sessions booked with you yet. When a client books you, the session shows here and we e-mail you."
        />
        <section aria-labelledby="availability-title" className="grid gap-3">
          <h2 id="availability-title" className="text-2xl font-bold text-secondary">
            Availability
          </h2>
          <AvailabilityEditor
            endpoint={ownAvailability}
            availability={data.availability}
            today={today}
            onChange={(availability) => {
              queryClient.setQueryData<WorkspaceView>(workspaceOptions().queryKey, { ...data, availability });
              refresh();
            }}
          />
        </section>
        <CalendarSubscription
          feed={data.calendarFeed}
          onChange={(calendarFeed) => queryClient.setQueryData<WorkspaceView>(workspaceOptions().queryKey, { ...data, calendarFeed })}
        />
        <Sessions onChange={refresh} title="Past sessions" sessions={data.past} empty="Your sessions show here once they have taken place." />
      </div>
    </>
  );
}

function Sessions({ title, sessions, empty, onChange }: { title: string; sessions: WorkspaceSession[]; empty: string; onChange: () => void }) {
  const id = title.toLowerCase().replace(/\W+/g, "-");
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-secondary">
        {title}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {sessions.map((session) => (
            <li key={session.id} className="rounded-lg border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-semibold">
                  {session.sessionLabel} with {session.clientFirstName}
                </p>
                <p className="text-sm">
                  <span className="rounded-full border px-2 py-0.5">{STATUS_LABELS[session.status]}</span>{" "}
                  <span className="rounded-full border px-2 py-0.5">{PAYMENT_STATUS_LABELS[session.paymentStatus]}</span>
                </p>
              </div>
              <p className="text-sm text-muted-foreground">
                {sessionTimes(session)} ({durationLabel(session.durationMinutes)}) · {session.location || "place to be agreed"}
              </p>
              <p className="mt-1 whitespace-pre-line text-sm">
                {session.specialRequests ? `Special requests: ${session.specialRequests}` : "No special requests."}
              </p>
              {session.reach ? <ReachClient reach={session.reach} firstName={session.clientFirstName} /> : null}
              <SessionSafety session={session} onChange={onChange} />
              {session.conflict ? (
                <p role="note" className="mt-2 flex gap-2 rounded-md border border-amber-600/40 bg-amber-50 p-2 text-sm text-amber-900">
                  <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" /> {session.conflict} Write to the team if it needs moving.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Dec 1, 2026, 6:00 PM – 10:00 PM", with the end's date when the session runs over days (Florida time). */
function sessionTimes(session: WorkspaceSession): string {
  const sameDay = floridaToday(new Date(session.startsAt)) === floridaToday(new Date(session.endsAt));
  return `${formatDateTime(session.startsAt)} – ${sameDay ? formatTime(session.endsAt) : formatDateTime(session.endsAt)}`;
}

/** "30 minutes", "4 hours", "1.5 hours", "3 days". */
function durationLabel(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return plural(minutes / (24 * 60), "day");
  if (minutes >= 60) return plural(Math.round((minutes / 60) * 10) / 10, "hour");
  return plural(minutes, "minute");
}

/** The client's conversation with the companion where they started one; the booking's contact otherwise. */
function ReachClient({ reach, firstName }: { reach: ClientReach; firstName: string }) {
  if (reach.kind === "conversation") {
    return (
      <p className="mt-2">
        <Button asChild size="sm" variant="outline">
          <Link to={`${paths.messages}?c=${encodeURIComponent(reach.conversationId)}`}>
            <MessageCircle aria-hidden /> Your conversation with {firstName}
          </Link>
        </Button>
      </p>
    );
  }
  const link = "font-medium text-primary underline-offset-2 hover:underline";
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>
        Reach {reach.name}
        {reach.phone ? " by e-mail or phone" : " by e-mail"}:
      </span>
      <a className={`inline-flex items-center gap-1 ${link}`} href={`mailto:${reach.email}`}>
        <Mail aria-hidden className="size-4" /> {reach.email}
      </a>
      {reach.phone ? (
        <a className={`inline-flex items-center gap-1 ${link}`} href={`tel:${reach.phone.replace(/[^\d+]/g, "")}`}>
          <Phone aria-hidden className="size-4" /> {reach.phone}
        </a>
      ) : null}
    </p>
  );
}

export const handle: PageHandle = { words: [safetyWords] };
