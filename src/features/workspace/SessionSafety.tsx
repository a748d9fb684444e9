import { CircleCheck, Phone, ShieldAlert, ShieldCheck, Siren } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { formatDateTime, formatTime } from "../../shared/format.ts";
import { useSentence } from "../../web/i18n/sentences.ts";
import { useLocale, useText } from "../../web/i18n/text.tsx";
import { failureOf } from "../../web/lib/form-errors.ts";
import { Button } from "../../web/ui/button.tsx";
import { toast } from "../../web/ui/toaster.tsx";
import { safetyForm, workspaceApi, type SafetyAction } from "./queries.ts";
import { CHECK_IN_OPENS_MINUTES, EMERGENCY_NUMBER } from "./safety-rules.ts";
import type catalog from "./safety.messages.en.ts";
import type { WorkspaceSession } from "./schema.ts";

/** The app has started (the root marks the page): until then the forms post as a browser's own forms. */
const appIsRunning = () => document.documentElement.hasAttribute("data-hydrated");

const DONE: Record<string, keyof typeof catalog> = { started: "safety.done.started", ended: "safety.done.ended", alerted: "safety.done.alerted" };
const REFUSED: Record<string, keyof typeof catalog> = {
  not_found: "safety.error.notFound",
  not_confirmed: "safety.error.notConfirmed",
  too_early: "safety.error.tooEarly",
  closed: "safety.error.closed",
  not_started: "safety.error.notStarted",
};
const SAFETY_FORMS = new Set<string | null>(["started", "ended", "emergency"]);
const emergencyCall = `tel:${EMERGENCY_NUMBER}`;
const values = { number: EMERGENCY_NUMBER, minutes: CHECK_IN_OPENS_MINUTES };

/**
 * What a safety form posted before the app started came back with (`?done=started&outcome=started`, or
 * `?error=too_early&form=started`): said once at the top of the sessions.
 */
export function SafetyNotice() {
  const [params] = useSearchParams();
  const t = useText<typeof catalog>();
  const done = SAFETY_FORMS.has(params.get("done")) ? DONE[params.get("outcome") ?? ""] : undefined;
  const refused = SAFETY_FORMS.has(params.get("form")) && params.has("error") ? (REFUSED[params.get("error") ?? ""] ?? "safety.failed") : undefined;
  if (refused) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-card p-3 text-sm text-destructive">
        {t(refused, values)}
      </p>
    );
  }
  if (!done) return null;
  return (
    <p
      role="status"
      className={
        done === "safety.done.alerted" ? "rounded-md bg-destructive p-3 font-semibold text-destructive-foreground" : "rounded-md bg-accent p-3 text-sm"
      }
    >
      {t(done, values)}
    </p>
  );
}

/**
 * A confirmed session's safety check-in, one tap each on a phone: "Started" (from 30 minutes before the
 * start), then "Ended safely"; and the emergency button, which asks once before it alerts the team. Each is a
 * form that posts before the app has started too; once it runs, the card changes in place.
 */
export function SessionSafety({ session, onChange }: { session: WorkspaceSession; onChange: () => void }) {
  const t = useText<typeof catalog>();
  const say = useSentence();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<keyof typeof catalog | null>(null);
  const safety = session.safety;
  if (!safety) return null;
  const time = (value: string) => formatTime(value, locale);
  const open = safety.window === "open";
  if (safety.window === "closed" && !safety.startedAt) return null;

  const submit = (action: SafetyAction) => async (event: FormEvent) => {
    if (!appIsRunning()) return;
    event.preventDefault();
    setBusy(true);
    try {
      const result = await workspaceApi.safety(action, session.id);
      setSaid(DONE[result.outcome] ?? null);
      onChange();
    } catch (error) {
      toast.error(t("safety.failed"), { description: say(failureOf(error)) });
    } finally {
      setBusy(false);
    }
  };
  const form = (action: SafetyAction, children: React.ReactNode, className?: string) => (
    <form method="post" action={safetyForm(action, session.id)} onSubmit={(event) => void submit(action)(event)} className={className}>
      {children}
    </form>
  );
  const titleId = `safety-${session.id}`;

  return (
    <section aria-labelledby={titleId} className="mt-3 grid gap-2 rounded-md border border-secondary/30 bg-background p-3">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-secondary">
        <ShieldCheck aria-hidden className="size-5 shrink-0" /> {t("safety.title")}
      </h3>
      {safety.window === "before" ? (
        <p className="text-sm text-muted-foreground">{t("safety.opensAt", { time: formatDateTime(safety.opensAt, locale) })}</p>
      ) : null}
      {open && !safety.startedAt ? <p className="text-sm text-muted-foreground">{t("safety.intro")}</p> : null}
      {safety.startedAt ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" /> {t("safety.startedAt", { time: time(safety.startedAt) })}
        </p>
      ) : null}
      {safety.endedAt ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden className="size-4 shrink-0 text-green-700" /> {t("safety.endedAt", { time: time(safety.endedAt) })}
        </p>
      ) : null}
      {said && said !== "safety.done.alerted" ? (
        <p role="status" className="rounded-md bg-accent p-2 text-sm">
          {t(said, values)}
        </p>
      ) : null}
      {open && !safety.startedAt
        ? form(
            "started",
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
              {t("safety.started")}
            </Button>,
          )
        : null}
      {open && safety.startedAt && !safety.endedAt
        ? form(
            "ended",
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
              {t("safety.ended")}
            </Button>,
          )
        : null}
      {safety.emergencyAlertedAt ? (
        <div role="alert" className="grid gap-2 rounded-md bg-destructive p-3 text-destructive-foreground">
          <p className="flex gap-2 font-semibold">
            <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" /> {t("safety.emergency.alerted", { time: time(safety.emergencyAlertedAt), ...values })}
          </p>
          <a
            href={emergencyCall}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-card px-6 font-semibold text-destructive sm:justify-self-start"
          >
            <Phone aria-hidden className="size-5" /> {t("safety.emergency.call", values)}
          </a>
        </div>
      ) : open ? (
        <details className="group rounded-md border border-destructive/40">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-center gap-2 rounded-md px-4 font-semibold text-destructive hover:bg-destructive/10 sm:justify-start [&::-webkit-details-marker]:hidden">
            <Siren aria-hidden className="size-5" /> {t("safety.emergency")}
          </summary>
          <div className="grid gap-2 p-3 pt-1">
            <p className="text-sm">{t("safety.emergency.question")}</p>
            {form(
              "emergency",
              <Button type="submit" size="lg" variant="destructive" className="w-full sm:w-auto" disabled={busy}>
                <Siren aria-hidden /> {t("safety.emergency.confirm")}
              </Button>,
            )}
            <a
              href={emergencyCall}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md border border-input px-6 font-semibold hover:bg-accent sm:justify-self-start"
            >
              <Phone aria-hidden className="size-5" /> {t("safety.emergency.call", values)}
            </a>
          </div>
        </details>
      ) : null}
    </section>
  );
}
