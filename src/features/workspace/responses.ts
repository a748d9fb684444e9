import { z } from "zod";
import { BOOKING_PAYMENT_STATUS_VALUES, BOOKING_STATUS_VALUES } from "../../shared/bookings.ts";

const rangeView = z.object({ start: z.string(), end: z.string() });
const exceptionView = z.object({ id: z.string(), startsOn: z.string(), endsOn: z.string(), ranges: z.array(rangeView), note: z.string() });

export const companionAvailabilityView = z.object({
  weeklyHours: z.array(z.array(rangeView)),
  bufferMinutes: z.number(),
  /** Exceptions not over yet, the latest added last (it wins where they overlap). */
  exceptions: z.array(exceptionView),
});
export type CompanionAvailability = z.output<typeof companionAvailabilityView>;

/**
 * How a companion reaches the client of a session that stands (confirmed) or took place (completed): the
 * conversation the client started with them, else the contact the booking holds. None for other sessions.
 */
const clientReachView = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("conversation"), conversationId: z.string() }),
  z.object({ kind: z.literal("contact"), name: z.string(), email: z.string(), phone: z.string().nullable() }),
]);
export type ClientReach = z.output<typeof clientReachView>;

/**
 * A confirmed session's safety check-in as its card shows it: whether the companion may act now (from before
 * the start until hours after the end), the taps recorded, and an emergency alert staff have not acknowledged yet.
 */
export const sessionSafetyView = z.object({
  /** Whether the companion may tap now ("open"), not yet ("before"), or no longer ("closed"), by the server's clock. */
  window: z.enum(["before", "open", "closed"]),
  opensAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  emergencyAlertedAt: z.string().nullable(),
});
export type SessionSafety = z.output<typeof sessionSafetyView>;

/** What the check-in's form routes answer: the session's new state and what was done. */
export const sessionSafetyChangedView = z.object({ safety: sessionSafetyView, outcome: z.enum(["started", "ended", "alerted"]) });

/** A session as the companion sees it: the client's first name, and their contact only as `reach` gives it. */
export const workspaceSessionView = z.object({
  id: z.string(),
  clientFirstName: z.string(),
  sessionLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number(),
  location: z.string(),
  specialRequests: z.string().nullable(),
  status: z.enum(BOOKING_STATUS_VALUES),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUS_VALUES),
  /** Set when the companion's hours or time off no longer cover this session: it stands until someone moves it. */
  conflict: z.string().nullable(),
  reach: clientReachView.nullable(),
  /** Confirmed sessions only. */
  safety: sessionSafetyView.nullable(),
});
export type WorkspaceSession = z.output<typeof workspaceSessionView>;

/** The companion's calendar subscription: the same secret address as webcal:// and https://. */
export const calendarFeedView = z.object({ webcalUrl: z.string(), httpsUrl: z.string(), createdAt: z.string() });
export type CalendarFeed = z.output<typeof calendarFeedView>;

export const workspaceView = z.object({
  companion: z.object({ id: z.string(), name: z.string(), hidden: z.boolean() }),
  /** Null until the companion makes one, and after they revoke it. */
  calendarFeed: calendarFeedView.nullable(),
  upcoming: z.array(workspaceSessionView),
  past: z.array(workspaceSessionView),
  availability: companionAvailabilityView,
});
export type WorkspaceView = z.output<typeof workspaceView>;

/** One week of a companion's calendar for the back office: sessions and the hours of each day. */
export const companionCalendarView = z.object({
  weekStart: z.string(),
  days: z.array(z.object({ date: z.string(), hours: z.string(), timeOff: z.string().nullable() })),
  sessions: z.array(workspaceSessionView.extend({ clientName: z.string() })),
});
export type CompanionCalendar = z.output<typeof companionCalendarView>;

/** What the calendar subscription's form routes answer: the feed (null once revoked) and the form's outcome. */
export const calendarFeedChangedView = z.object({ calendarFeed: calendarFeedView.nullable(), outcome: z.enum(["created", "revoked"]) });

export const SAFETY_ALERT_KINDS = ["missed_check_in", "missed_check_out", "emergency"] as const;

/** A safety alert as staff see it: the session's place and time, the companion's name and phone, the client's first name. */
export const safetyAlertView = z.object({
  id: z.string(),
  kind: z.enum(SAFETY_ALERT_KINDS),
  raisedAt: z.string(),
  /** Minutes since it was raised, by the server's clock. */
  minutesAgo: z.number(),
  acknowledgedAt: z.string().nullable(),
  /** The name of the staff member who acknowledged it (null once their account is gone). */
  acknowledgedBy: z.string().nullable(),
  session: z.object({
    id: z.string(),
    label: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    location: z.string(),
    clientFirstName: z.string(),
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
  companion: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type SafetyAlertItem = z.output<typeof safetyAlertView>;

export const safetyAlertsView = z.object({ open: z.array(safetyAlertView), recent: z.array(safetyAlertView) });

export const acknowledgedView = z.object({ outcome: z.enum(["acknowledged", "already"]) });
