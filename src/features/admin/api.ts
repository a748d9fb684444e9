import { keepPreviousData, useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { api, ApiError } from "../../web/lib/api.ts";
import { toast } from "../../web/ui/toaster.tsx";
import { bookingApi } from "../bookings/index.ts";
import type { AdminCompanion } from "../companions/index.ts";
export type { AdminCompanion };
import type { AdminReview } from "../reviews/index.ts";
import type { AdminSubscription } from "../billing/index.ts";
import type { AdminApplication } from "../hiring/index.ts";
export type { AdminApplication };
export type { AdminSubscription };
import type { AdminConsultation } from "../bookings/index.ts";
import type { AdminFranchiseEnquiry } from "../franchise/index.ts";
import type { AdminConversation } from "../messages/index.ts";
import type { AdminReport } from "../reports/index.ts";
import type { AdminEvent, EventSource } from "../events/index.ts";
import type { AdminOverview, AuditItem, OutboxItem, SampleData, UserListQuery, UserPage } from "./schema.ts";

const get =
  <T>(path: string) =>
  ({ signal }: { signal: AbortSignal }) =>
    api.get<T>(path, { signal });

/** The Users section as it opens: no search, every role, newest first, the first page. */
export const FIRST_USER_PAGE = { q: "", role: "all", sort: "newest" } as const satisfies UserListQuery;

/** Every admin query lives under ["admin", ...]: one invalidation refreshes the counts and the lists. */
export const adminQueries = {
  overview: () => ({ queryKey: ["admin", "overview"], queryFn: get<AdminOverview>("/api/admin/overview"), retry: false }),
  users: (query: UserListQuery) => ({
    queryKey: ["admin", "users", query],
    queryFn: get<UserPage>(
      `/api/admin/users?${new URLSearchParams(Object.entries(query).filter(([, value]) => value !== undefined && value !== "") as [string, string][])}`,
    ),
    placeholderData: keepPreviousData,
  }),
  reviews: (status: "pending" | "approved") => ({
    queryKey: ["admin", "reviews", status],
    queryFn: get<{ reviews: AdminReview[] }>(`/api/admin/reviews?status=${status}`),
  }),
  reports: () => ({ queryKey: ["admin", "reports"], queryFn: get<{ reports: AdminReport[] }>("/api/admin/reports") }),
  consultations: () => ({ queryKey: ["admin", "consultations"], queryFn: get<{ consultations: AdminConsultation[] }>("/api/admin/consultations") }),
  bookings: () => ({ queryKey: ["admin", "bookings"], queryFn: ({ signal }: { signal: AbortSignal }) => bookingApi.all(signal) }),
  /** Paid and refunded bookings and memberships, with per-month totals (Florida time). */
  payments: () => ({ queryKey: ["admin", "payments"], queryFn: ({ signal }: { signal: AbortSignal }) => bookingApi.payments(signal) }),
  applications: () => ({ queryKey: ["admin", "applications"], queryFn: get<{ applications: AdminApplication[] }>("/api/admin/hiring") }),
  subscriptions: () => ({ queryKey: ["admin", "subscriptions"], queryFn: get<{ subscriptions: AdminSubscription[] }>("/api/admin/subscriptions") }),
  franchise: () => ({ queryKey: ["admin", "franchise"], queryFn: get<{ enquiries: AdminFranchiseEnquiry[] }>("/api/admin/franchise-enquiries") }),
  conversations: () => ({ queryKey: ["admin", "conversations"], queryFn: get<{ conversations: AdminConversation[] }>("/api/admin/conversations") }),
  companions: () => ({ queryKey: ["admin", "companions"], queryFn: get<{ companions: AdminCompanion[] }>("/api/admin/companions") }),
  outbox: (status: string) => ({ queryKey: ["admin", "outbox", status], queryFn: get<{ mail: OutboxItem[] }>(`/api/admin/outbox?status=${status}`) }),
  events: () => ({ queryKey: ["admin", "events"], queryFn: get<{ events: AdminEvent[]; lastRefresh: string | null }>("/api/admin/events") }),
  eventSources: () => ({ queryKey: ["admin", "event-sources"], queryFn: get<{ sources: EventSource[] }>("/api/admin/event-sources") }),
  sampleData: () => ({ queryKey: ["admin", "sample-data"], queryFn: get<SampleData>("/api/admin/sample-data") }),
  audit: () => ({ queryKey: ["admin", "audit"], queryFn: get<{ entries: AuditItem[]; nextBefore: string | null }>("/api/admin/audit") }),
};

export const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Please try again.");

/**
 * An admin action: runs the call, says what happened, and refreshes every admin list and count (and
 * any other cached page the change shows on, such as a companion's profile). `success` may read the
 * answer (a cancellation says whether a refund went out); `failure` titles the error toast.
 */
export function useAdminAction<Input, Output = unknown>(
  call: (input: Input) => Promise<Output>,
  {
    success,
    failure = "Not saved",
    alsoRefresh = [],
  }: { success: string | ((result: Output) => { title: string; description?: string }); failure?: string; alsoRefresh?: QueryKey[] },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      const said = typeof success === "string" ? { title: success } : success(result);
      toast.success(said.title, said.description ? { description: said.description } : undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin"] }),
        ...alsoRefresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
    onError: (error) => toast.error(failure, { description: messageOf(error) }),
  });
}
