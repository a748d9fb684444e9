import { endpoint } from "../../web/lib/endpoint.ts";
import type {
  acknowledgedView,
  calendarFeedChangedView,
  companionAvailabilityView,
  companionCalendarView,
  safetyAlertsView,
  sessionSafetyChangedView,
  workspaceView,
} from "./responses.ts";
import type { availabilityExceptionInput, calendarWeekQuery, weeklyAvailabilityInput } from "./schema.ts";

type Availability = { response: typeof companionAvailabilityView };
type WeeklyHours = { body: typeof weeklyAvailabilityInput; response: typeof companionAvailabilityView };
type CalendarFeedChanged = { response: typeof calendarFeedChangedView };
type SafetyChanged = { response: typeof sessionSafetyChangedView };
type TimeOff = { body: typeof availabilityExceptionInput; response: typeof companionAvailabilityView };

/**
 * The workspace routes (routes.server.ts), and the back office's routes over one companion's availability
 * (admin/availability.server.ts, which registers this feature's schemas), typed by the schemas they register.
 */
export const workspaceContract = {
  workspace: endpoint<{ response: typeof workspaceView }>()("GET", "/api/workspace"),
  own: {
    saveWeekly: endpoint<WeeklyHours>()("PUT", "/api/workspace/availability"),
    addTimeOff: endpoint<TimeOff>()("POST", "/api/workspace/time-off"),
    removeTimeOff: endpoint<Availability>()("DELETE", "/api/workspace/time-off/:id"),
    /** Forms: they post before the app has started too (the routes answer a browser's post with a 303 back). */
    createCalendarFeed: endpoint<CalendarFeedChanged>()("POST", "/api/workspace/calendar-feed"),
    revokeCalendarFeed: endpoint<CalendarFeedChanged>()("POST", "/api/workspace/calendar-feed/revoke"),
    /** The session safety check-in: forms as well (they post before the app has started). */
    started: endpoint<SafetyChanged>()("POST", "/api/workspace/sessions/:id/started"),
    ended: endpoint<SafetyChanged>()("POST", "/api/workspace/sessions/:id/ended"),
    emergency: endpoint<SafetyChanged>()("POST", "/api/workspace/sessions/:id/emergency"),
  },
  admin: {
    availability: endpoint<Availability>()("GET", "/api/admin/companions/:id/availability"),
    saveWeekly: endpoint<WeeklyHours>()("PUT", "/api/admin/companions/:id/availability"),
    addTimeOff: endpoint<TimeOff>()("POST", "/api/admin/companions/:id/time-off"),
    removeTimeOff: endpoint<Availability>()("DELETE", "/api/admin/companions/:id/time-off/:exceptionId"),
    calendar: endpoint<{ query: typeof calendarWeekQuery; response: typeof companionCalendarView }>()("GET", "/api/admin/companions/:id/calendar"),
    /** The sessions' safety alerts (admin/safety.server.ts). */
    safetyAlerts: endpoint<{ response: typeof safetyAlertsView }>()("GET", "/api/admin/safety-alerts"),
    acknowledgeAlert: endpoint<{ response: typeof acknowledgedView }>()("POST", "/api/admin/safety-alerts/:id/acknowledge"),
  },
};
