import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/**
 * A one-event iCalendar file (RFC 5545) for booking mails, written by ical-generator (escaping of CR, LF,
 * commas, semicolons and backslashes, and line folding, done by a kept library). A change keeps the UID and
 * raises SEQUENCE (the send time), so calendars update the event; a cancellation marks it cancelled.
 */
export function bookingIcs(
  booking: { id: string; startsAt: Date; endsAt: Date; summary: string; location: string; description: string; cancelled?: boolean },
  now = new Date(),
): string {
  const calendar = ical({
    prodId: { company: "Wingmate", product: "Bookings", language: "EN" },
    method: booking.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${booking.id}@wingmate`,
    sequence: Math.floor(now.getTime() / 1000),
    stamp: now,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: booking.summary,
    location: booking.location || null,
    description: booking.description,
    status: booking.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
