import { queryOptions } from "@tanstack/react-query";
import { call, urlOf } from "../../web/lib/endpoint.ts";
import { workspaceContract as contract } from "./contract.ts";
import type { AvailabilityExceptionInput, WeeklyAvailabilityInput } from "./schema.ts";

/** Whose availability is read and changed: the signed-in companion's own (their workspace), or one companion's in the back office. */
export type AvailabilityEndpoint = { of: "own" } | { of: "admin"; companionId: string };
export const ownAvailability: AvailabilityEndpoint = { of: "own" };
export const adminAvailability = (companionId: string): AvailabilityEndpoint => ({ of: "admin", companionId });

export const workspaceApi = {
  saveWeekly: (endpoint: AvailabilityEndpoint, input: WeeklyAvailabilityInput) =>
    endpoint.of === "own"
      ? call(contract.own.saveWeekly, { body: input })
      : call(contract.admin.saveWeekly, { params: { id: endpoint.companionId }, body: input }),
  addTimeOff: (endpoint: AvailabilityEndpoint, input: AvailabilityExceptionInput) =>
    endpoint.of === "own"
      ? call(contract.own.addTimeOff, { body: input })
      : call(contract.admin.addTimeOff, { params: { id: endpoint.companionId }, body: input }),
  removeTimeOff: (endpoint: AvailabilityEndpoint, id: string) =>
    endpoint.of === "own"
      ? call(contract.own.removeTimeOff, { params: { id } })
      : call(contract.admin.removeTimeOff, { params: { id: endpoint.companionId, exceptionId: id } }),
  /** Makes or replaces the signed-in companion's calendar feed. */
  createCalendarFeed: () => call(contract.own.createCalendarFeed, {}),
  revokeCalendarFeed: () => call(contract.own.revokeCalendarFeed, {}),
  /** The session safety check-in: "Started", "Ended safely", the emergency button. */
  safety: (action: SafetyAction, sessionId: string) => call(contract.own[action], { params: { id: sessionId } }),
  /** The open safety alerts and the recent history, for the back office. */
  safetyAlerts: (signal?: AbortSignal) => call(contract.admin.safetyAlerts, { signal }),
  acknowledgeAlert: (alertId: string) => call(contract.admin.acknowledgeAlert, { params: { id: alertId } }),
  /** One companion's availability, for the back office. */
  availability: (companionId: string, signal?: AbortSignal) => call(contract.admin.availability, { params: { id: companionId }, signal }),
  /** The back office's week of one companion: sessions and each day's hours. */
  calendar: (companionId: string, weekStart: string, signal?: AbortSignal) =>
    call(contract.admin.calendar, { params: { id: companionId }, query: { week: weekStart }, signal }),
};

/** The signed-in companion's workspace: sessions, and hours and time off. */
export const workspaceOptions = () => queryOptions({ queryKey: ["workspace"], queryFn: ({ signal }) => call(contract.workspace, { signal }), retry: false });

/** Where the calendar subscription's forms post (the same routes the app calls). */
export const calendarFeedForms = { create: contract.own.createCalendarFeed.path, revoke: contract.own.revokeCalendarFeed.path };

export type SafetyAction = "started" | "ended" | "emergency";

/** Where a session's safety forms post (the same routes the app calls). */
export const safetyForm = (action: SafetyAction, sessionId: string) => urlOf(contract.own[action].path, { id: sessionId });
