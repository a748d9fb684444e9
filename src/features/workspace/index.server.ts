// The workspace feature as the server's other parts see it: its routes, and availability for the back office.
export { calendarFeedRoutes, workspaceRoutes } from "./routes.server.ts";
export { addException, availabilityOf, companionCalendar, removeException, saveWeeklyHours } from "./service.server.ts";
export { availabilityExceptionInput, calendarWeekQuery, weeklyAvailabilityInput } from "./schema.ts";
export { companionAvailabilityView, companionCalendarView } from "./responses.ts";
export { workspacePageServices } from "./page-services.server.ts";
export { calendarFeedsPersonalData } from "./personal-data.server.ts";
export { acknowledgeAlert, safetyAlertsForStaff, sweepSafetyAlerts, type SafetyDeps } from "./safety.server.ts";
export { acknowledgedView, safetyAlertsView } from "./responses.ts";
export { sessionCheckInsPersonalData } from "./personal-data.server.ts";
