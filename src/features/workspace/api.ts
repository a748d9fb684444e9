import { queryOptions } from "@tanstack/react-query";
import { api } from "../../web/lib/api.ts";
import type { AvailabilityExceptionInput, CompanionAvailability, CompanionCalendar, WeeklyAvailabilityInput, WorkspaceView } from "./schema.ts";

/** Where one companion's availability is read and changed: their own workspace, or the back office's. */
export interface AvailabilityEndpoint {
  base: string;
}
export const ownAvailability: AvailabilityEndpoint = { base: "/api/workspace" };
export const adminAvailability = (companionId: string): AvailabilityEndpoint => ({ base: `/api/admin/companions/${encodeURIComponent(companionId)}` });

export const workspaceApi = {
  get: (signal?: AbortSignal) => api.get<WorkspaceView>("/api/workspace", { signal }),
  availability: (endpoint: AvailabilityEndpoint, signal?: AbortSignal) => api.get<CompanionAvailability>(`${endpoint.base}/availability`, { signal }),
  saveWeekly: (endpoint: AvailabilityEndpoint, input: WeeklyAvailabilityInput) => api.put<CompanionAvailability>(`${endpoint.base}/availability`, input),
  addTimeOff: (endpoint: AvailabilityEndpoint, input: AvailabilityExceptionInput) => api.post<CompanionAvailability>(`${endpoint.base}/time-off`, input),
  /** The back office's week of one companion: sessions and each day's hours. */
  calendar: (companionId: string, weekStart: string, signal?: AbortSignal) =>
    api.get<CompanionCalendar>(`/api/admin/companions/${encodeURIComponent(companionId)}/calendar?week=${weekStart}`, { signal }),
  removeTimeOff: (endpoint: AvailabilityEndpoint, id: string) => api.delete<CompanionAvailability>(`${endpoint.base}/time-off/${encodeURIComponent(id)}`),
};

/** The signed-in companion's workspace: sessions, and hours and time off. */
export const workspaceOptions = () => queryOptions({ queryKey: ["workspace"], queryFn: ({ signal }) => workspaceApi.get(signal), retry: false });
