/** A one-event iCalendar file (RFC 5545) for the booking confirmation. */
export function bookingIcs(booking: { id: string; startsAt: Date; endsAt: Date; summary: string; location: string; description: string }, now = new Date()): string {
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const escape = (text: string) => text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/[,;]/g, (match) => `\\${match}`);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wingmate//Bookings//EN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.id}@wingmate`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(booking.startsAt)}`,
    `DTEND:${stamp(booking.endsAt)}`,
    `SUMMARY:${escape(booking.summary)}`,
    `LOCATION:${escape(booking.location)}`,
    `DESCRIPTION:${escape(booking.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
