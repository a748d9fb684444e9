/**
 * A one-event iCalendar file (RFC 5545) for booking mails. A change keeps the UID and raises SEQUENCE
 * (the send time), so calendars update the event; a cancellation marks it cancelled.
 */
export function bookingIcs(
  booking: { id: string; startsAt: Date; endsAt: Date; summary: string; location: string; description: string; cancelled?: boolean },
  now = new Date(),
): string {
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/\r\n|\r|\n/g, "\\n").replace(/[,;]/g, (match) => `\\${match}`);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wingmate//Bookings//EN",
    `METHOD:${booking.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${booking.id}@wingmate`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(booking.startsAt)}`,
    `DTEND:${stamp(booking.endsAt)}`,
    `SUMMARY:${escape(booking.summary)}`,
    `LOCATION:${escape(booking.location)}`,
    `DESCRIPTION:${escape(booking.description)}`,
    `STATUS:${booking.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
