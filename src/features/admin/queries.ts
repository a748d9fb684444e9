import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { bookingApi } from "../bookings/index.ts";
import { workspaceApi } from "../workspace/index.ts";
import { adminContract as contract, type StatusNotesEndpoint } from "./contract.ts";
import type { OUTBOX_FILTERS, UserListQuery } from "./schema.ts";

/** Every admin query lives under this key: one invalidation refreshes the counts and the lists. */
export const adminKey = ["admin"] as const;

/** The Users section as it opens: no search, every role, newest first, the first page. */
export const FIRST_USER_PAGE = { q: "", role: "all", sort: "newest" } as const satisfies UserListQuery;

export const adminQueries = {
  overview: () => queryOptions({ queryKey: [...adminKey, "overview"], queryFn: ({ signal }) => call(contract.overview, { signal }), retry: false }),
  checklist: () => queryOptions({ queryKey: [...adminKey, "checklist"], queryFn: ({ signal }) => call(contract.checklist, { signal }) }),
  users: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...adminKey, "users", query],
      queryFn: ({ signal }) => call(contract.users, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  reviews: (status: "pending" | "approved") =>
    queryOptions({ queryKey: [...adminKey, "reviews", status], queryFn: ({ signal }) => call(contract.reviews, { query: { status }, signal }) }),
  reports: () => queryOptions({ queryKey: [...adminKey, "reports"], queryFn: ({ signal }) => call(contract.reports, { signal }) }),
  consultations: () => queryOptions({ queryKey: [...adminKey, "consultations"], queryFn: ({ signal }) => call(contract.consultations, { signal }) }),
  bookings: () => queryOptions({ queryKey: [...adminKey, "bookings"], queryFn: ({ signal }) => bookingApi.all(signal) }),
  /** Paid and refunded bookings and memberships, with per-month totals (Florida time). */
  payments: () => queryOptions({ queryKey: [...adminKey, "payments"], queryFn: ({ signal }) => bookingApi.payments(signal) }),
  applications: () => queryOptions({ queryKey: [...adminKey, "applications"], queryFn: ({ signal }) => call(contract.applications, { signal }) }),
  subscriptions: () => queryOptions({ queryKey: [...adminKey, "subscriptions"], queryFn: ({ signal }) => call(contract.subscriptions, { signal }) }),
  franchise: () => queryOptions({ queryKey: [...adminKey, "franchise"], queryFn: ({ signal }) => call(contract.franchise, { signal }) }),
  conversations: () => queryOptions({ queryKey: [...adminKey, "conversations"], queryFn: ({ signal }) => call(contract.conversations, { signal }) }),
  companions: () => queryOptions({ queryKey: [...adminKey, "companions"], queryFn: ({ signal }) => call(contract.companions, { signal }) }),
  outbox: (status: (typeof OUTBOX_FILTERS)[number]) =>
    queryOptions({ queryKey: [...adminKey, "outbox", status], queryFn: ({ signal }) => call(contract.outbox, { query: { status }, signal }) }),
  events: () => queryOptions({ queryKey: [...adminKey, "events"], queryFn: ({ signal }) => call(contract.events, { signal }) }),
  eventSources: () => queryOptions({ queryKey: [...adminKey, "event-sources"], queryFn: ({ signal }) => call(contract.eventSources, { signal }) }),
  /** The sessions' safety alerts: read again every 30 seconds while the dashboard is open. */
  safetyAlerts: () =>
    queryOptions({ queryKey: [...adminKey, "safety-alerts"], queryFn: ({ signal }) => workspaceApi.safetyAlerts(signal), refetchInterval: 30_000 }),
  sampleData: () => queryOptions({ queryKey: [...adminKey, "sample-data"], queryFn: ({ signal }) => call(contract.sampleData, { signal }) }),
  audit: () => queryOptions({ queryKey: [...adminKey, "audit"], queryFn: ({ signal }) => call(contract.audit, { query: {}, signal }) }),
};

type Progress = (percent: number) => void;

export const decideReview = (id: string, decision: "approve" | "reject") =>
  call(decision === "approve" ? contract.approveReview : contract.rejectReview, { params: { id } });
export const decideReport = (id: string, decision: BodyOf<typeof contract.decideReport>) => call(contract.decideReport, { params: { id }, body: decision });
export const updateCompanion = (id: string, change: BodyOf<typeof contract.updateCompanion>) =>
  call(contract.updateCompanion, { params: { id }, body: change });
export const createCompanion = (companion: BodyOf<typeof contract.createCompanion>) => call(contract.createCompanion, { body: companion });
export const createApplicantCompanion = (applicationId: string, companion: BodyOf<typeof contract.createApplicantCompanion>) =>
  call(contract.createApplicantCompanion, { params: { id: applicationId }, body: companion });
export const linkCompanionAccount = (id: string, email: string) => call(contract.linkCompanionAccount, { params: { id }, body: { email } });
export const reorderCompanionPhotos = (id: string, order: number[]) => call(contract.reorderCompanionPhotos, { params: { id }, body: { order } });
export const removeCompanionPhoto = (id: string, index: number) => call(contract.removeCompanionPhoto, { params: { id, index } });

export const createEvent = (event: BodyOf<typeof contract.createEvent>) => call(contract.createEvent, { body: event });
export const updateEvent = (id: string, change: BodyOf<typeof contract.updateEvent>) => call(contract.updateEvent, { params: { id }, body: change });
export const removeEvent = (id: string) => call(contract.removeEvent, { params: { id } });
export const refreshEvents = () => call(contract.refreshEvents);
export const addEventSource = (source: BodyOf<typeof contract.addEventSource>) => call(contract.addEventSource, { body: source });
export const updateEventSource = (id: string, change: BodyOf<typeof contract.updateEventSource>) =>
  call(contract.updateEventSource, { params: { id }, body: change });
export const removeEventSource = (id: string) => call(contract.removeEventSource, { params: { id } });
export const uploadCompanionPhoto = (companionId: string, file: File, onProgress: Progress) =>
  uploadFile(contract.addCompanionPhoto, { id: companionId }, file, onProgress);
export const uploadEventImage = (eventId: string, file: File, onProgress: Progress) => uploadFile(contract.setEventImage, { id: eventId }, file, onProgress);

export const changeRole = (userId: string, role: BodyOf<typeof contract.changeRole>["role"]) =>
  call(contract.changeRole, { params: { id: userId }, body: { role } });
export const changeAccess = (userId: string, disabled: boolean) => call(contract.changeAccess, { params: { id: userId }, body: { disabled } });
export const grantMembership = (grant: BodyOf<typeof contract.grantMembership>) => call(contract.grantMembership, { body: grant });

export const sendTestMail = () => call(contract.sendTestMail);
export const acknowledgeSafetyAlert = (alertId: string) => workspaceApi.acknowledgeAlert(alertId);
export const retryMail = (id: string) => call(contract.retryMail, { params: { id } });
export const addSampleData = () => call(contract.addSampleData);
export const removeSampleData = () => call(contract.removeSampleData);

export const saveStatusNotes = (endpoint: StatusNotesEndpoint, id: string, change: BodyOf<StatusNotesEndpoint>) =>
  call(endpoint, { params: { id }, body: change });

/** One companion's week in the back office; `companionCalendarKey` covers every week of theirs. */
export const companionCalendarKey = (companionId: string) => ["admin", "calendar", companionId] as const;
export const companionCalendarOptions = (companionId: string, weekStart: string) =>
  queryOptions({
    queryKey: [...companionCalendarKey(companionId), weekStart],
    queryFn: ({ signal }) => workspaceApi.calendar(companionId, weekStart, signal),
  });
export const companionAvailabilityOptions = (companionId: string) =>
  queryOptions({ queryKey: ["admin", "availability", companionId], queryFn: ({ signal }) => workspaceApi.availability(companionId, signal) });
/** Refunds a membership payment in full; the reason (optional) goes to the audit log. */
export const refundMembershipPayment = (id: string, reason: string) =>
  call(contract.refundMembershipPayment, { params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} });
