import { and, eq, isNull } from "drizzle-orm";
import { enqueueMail } from "../../server/adapters/mail/outbox.ts";
import { profiles, users } from "../../server/auth/tables.ts";
import type { Db } from "../../server/db/client.ts";
import { mailText } from "../../server/mail-words/index.ts";
import { formatDateTime, formatTime } from "../../shared/format.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { paths } from "../../shared/paths.ts";
import type { BookingRow } from "../bookings/index.server.ts";
import { EMERGENCY_NUMBER, MISSED_CHECK_IN_MINUTES, MISSED_CHECK_OUT_MINUTES } from "./safety-rules.ts";
import type { SafetyAlertKind } from "./tables.server.ts";

/** Who is alerted: the team's address (NOTIFY_EMAIL, in English) and every active admin account, each in its own language. */
export async function staffRecipients(db: Db, notifyEmail: string): Promise<{ to: string; locale: Locale }[]> {
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.role, "admin"), isNull(profiles.disabledAt)));
  const recipients = new Map<string, { to: string; locale: Locale }>([[notifyEmail.toLowerCase(), { to: notifyEmail, locale: "en" }]]);
  for (const admin of admins)
    if (!recipients.has(admin.email.toLowerCase())) recipients.set(admin.email.toLowerCase(), { to: admin.email, locale: admin.locale });
  return [...recipients.values()];
}

export interface AlertMailFacts {
  kind: SafetyAlertKind;
  booking: BookingRow;
  companion: { name: string; phone: string | null; email: string | null };
  startedAt: Date | null;
}

const INTRO_MINUTES: Record<SafetyAlertKind, number | null> = {
  missed_check_in: MISSED_CHECK_IN_MINUTES,
  missed_check_out: MISSED_CHECK_OUT_MINUTES,
  emergency: null,
};

/** One staff member's mail about an alert: the session's place and the companion's phone first, in the reader's language. */
function alertMail(facts: AlertMailFacts, to: string, locale: Locale, publicUrl: string) {
  const t = mailText(locale);
  const { booking, companion, kind } = facts;
  const when = formatDateTime(booking.startsAt, locale);
  const minutes = INTRO_MINUTES[kind];
  return {
    kind: `safety-alert-${kind.replaceAll("_", "-")}`,
    to,
    subject: t("safety.subject", { kind: t(`safety.kind.${kind}`), companion: companion.name, when }),
    text: [
      t(`safety.intro.${kind}`, { companion: companion.name, minutes: minutes ?? 0 }),
      "",
      companion.phone ? t("safety.call", { phone: companion.phone }) : t("safety.noPhone", { email: companion.email ?? "-" }),
      t("safety.place", { place: booking.location || t("booking.place.toAgree") }),
      t("safety.session", { session: t(`package.${booking.sessionType}.name`), client: booking.fullName.trim().split(/\s+/)[0] ?? "", when }),
      facts.startedAt ? t("safety.checkedIn", { time: formatTime(facts.startedAt, locale) }) : t("safety.notCheckedIn"),
      "",
      t("safety.emergencyNumber", { number: EMERGENCY_NUMBER }),
      t("safety.acknowledge", { link: new URL(paths.admin, publicUrl).href }),
    ].join("\n"),
  };
}

/** Queues the alert's mail to every staff recipient, inside the caller's transaction (sent only if it commits). */
export async function mailStaffAboutAlert(tx: Db, facts: AlertMailFacts, { notifyEmail, publicUrl }: { notifyEmail: string; publicUrl: string }) {
  for (const { to, locale } of await staffRecipients(tx, notifyEmail)) await enqueueMail(tx, alertMail(facts, to, locale, publicUrl));
}
