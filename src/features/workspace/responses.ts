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
