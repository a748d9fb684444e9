import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { adminConsultationsResponse } from "../bookings/index.ts";
import type { adminSubscriptionsResponse, complimentaryGrantView, complimentaryMembershipSchema, membershipRefundInput } from "../billing/index.ts";
import type {
  accountLinkView,
  adminCatalogueResponse,
  adminCompanionResponse,
  companionUpdate,
  newCompanionInput,
  photoOrderInput,
} from "../companions/index.ts";
import type {
  adminEventInput,
  adminEventResponse,
  adminEventsResponse,
  adminEventUpdate,
  adminRefreshView,
  eventSourceInput,
  eventSourceResponse,
  eventSourcesResponse,
  eventSourceUpdate,
} from "../events/index.ts";
import type { adminFranchiseEnquiriesResponse } from "../franchise/index.ts";
import type { adminApplicationsResponse, applicantCompanionCreated } from "../hiring/index.ts";
import type { adminConversationsResponse } from "../messages/index.ts";
import type { adminReportsResponse, reportDecisionInput } from "../reports/index.ts";
import type { adminReviewsResponse } from "../reviews/index.ts";
import {
  accessChangedView,
  type adminOverviewView,
  type auditPageView,
  type launchChecklistView,
  type outboxPageView,
  roleChangedView,
  sampleDataRemovedView,
  sampleDataView,
  testMailView,
  type userPageView,
} from "./responses.ts";
import type {
  accountAccessInput,
  auditQuery,
  companionAccountInput,
  outboxQuery,
  reviewModerationQuery,
  roleChangeInput,
  statusNotesInput,
  userListQuery,
} from "./schema.ts";

type StatusNotes = { body: ReturnType<typeof statusNotesInput>; response: typeof okBody };

/**
 * The back office's routes (admin/*.server.ts), typed by the schemas they register. The answers its toasts
 * read are parsed by their schemas.
 */
/** The back office's downloads: plain links, answered as CSV files (admin/bookings.server.ts). */
export const adminExports = { bookings: "/api/admin/bookings.csv", payments: "/api/admin/payments.csv" } as const;

export const adminContract = {
  // The lists and counts (every one read under ["admin"], see queries.ts).
  overview: endpoint<{ response: typeof adminOverviewView }>()("GET", "/api/admin/overview"),
  checklist: endpoint<{ response: typeof launchChecklistView }>()("GET", "/api/admin/checklist"),
  users: endpoint<{ query: typeof userListQuery; response: typeof userPageView }>()("GET", "/api/admin/users"),
  reviews: endpoint<{ query: typeof reviewModerationQuery; response: typeof adminReviewsResponse }>()("GET", "/api/admin/reviews"),
  reports: endpoint<{ response: typeof adminReportsResponse }>()("GET", "/api/admin/reports"),
  consultations: endpoint<{ response: typeof adminConsultationsResponse }>()("GET", "/api/admin/consultations"),
  applications: endpoint<{ response: typeof adminApplicationsResponse }>()("GET", "/api/admin/hiring"),
  subscriptions: endpoint<{ response: typeof adminSubscriptionsResponse }>()("GET", "/api/admin/subscriptions"),
  franchise: endpoint<{ response: typeof adminFranchiseEnquiriesResponse }>()("GET", "/api/admin/franchise-enquiries"),
  conversations: endpoint<{ response: typeof adminConversationsResponse }>()("GET", "/api/admin/conversations"),
  companions: endpoint<{ response: typeof adminCatalogueResponse }>()("GET", "/api/admin/companions"),
  outbox: endpoint<{ query: typeof outboxQuery; response: typeof outboxPageView }>()("GET", "/api/admin/outbox"),
  events: endpoint<{ response: typeof adminEventsResponse }>()("GET", "/api/admin/events"),
  eventSources: endpoint<{ response: typeof eventSourcesResponse }>()("GET", "/api/admin/event-sources"),
  sampleData: endpoint<{ response: typeof sampleDataView }>()("GET", "/api/admin/sample-data"),
  audit: endpoint<{ query: typeof auditQuery; response: typeof auditPageView }>()("GET", "/api/admin/audit"),

  approveReview: endpoint<{ response: typeof okBody }>()("POST", "/api/admin/reviews/:id/approve"),
  rejectReview: endpoint<{ response: typeof okBody }>()("POST", "/api/admin/reviews/:id/reject"),
  decideReport: endpoint<{ body: typeof reportDecisionInput; response: typeof okBody }>()("PATCH", "/api/admin/reports/:id"),
  updateCompanion: endpoint<{ body: typeof companionUpdate; response: typeof adminCompanionResponse }>()("PATCH", "/api/admin/companions/:id"),
  createCompanion: endpoint<{ body: typeof newCompanionInput; response: typeof adminCompanionResponse }>()("POST", "/api/admin/companions"),
  createApplicantCompanion: endpoint<{ body: typeof newCompanionInput; response: typeof applicantCompanionCreated }>()(
    "POST",
    "/api/admin/hiring/:id/companion",
  ),
  linkCompanionAccount: endpoint<{ body: typeof companionAccountInput; response: typeof accountLinkView }>()("POST", "/api/admin/companions/:id/account"),
  reorderCompanionPhotos: endpoint<{ body: typeof photoOrderInput; response: typeof adminCompanionResponse }>()(
    "PUT",
    "/api/admin/companions/:id/photos/order",
  ),
  removeCompanionPhoto: endpoint<{ response: typeof adminCompanionResponse }>()("DELETE", "/api/admin/companions/:id/photos/:index"),
  addCompanionPhoto: endpoint<{ response: typeof adminCompanionResponse }>()("POST", "/api/admin/companions/:id/photos"),
  createEvent: endpoint<{ body: typeof adminEventInput; response: typeof adminEventResponse }>()("POST", "/api/admin/events"),
  updateEvent: endpoint<{ body: typeof adminEventUpdate; response: typeof adminEventResponse }>()("PATCH", "/api/admin/events/:id"),
  removeEvent: endpoint<{ response: typeof okBody }>()("DELETE", "/api/admin/events/:id"),
  refreshEvents: endpoint<{ response: typeof adminRefreshView }>()("POST", "/api/admin/events/refresh"),
  addEventSource: endpoint<{ body: typeof eventSourceInput; response: typeof eventSourceResponse }>()("POST", "/api/admin/event-sources"),
  updateEventSource: endpoint<{ body: typeof eventSourceUpdate; response: typeof eventSourceResponse }>()("PATCH", "/api/admin/event-sources/:id"),
  removeEventSource: endpoint<{ response: typeof okBody }>()("DELETE", "/api/admin/event-sources/:id"),
  setEventImage: endpoint<{ response: typeof adminEventResponse }>()("POST", "/api/admin/events/:id/image"),
  changeRole: endpoint<{ body: typeof roleChangeInput; response: typeof roleChangedView }>()("PATCH", "/api/admin/users/:id/role", roleChangedView),
  changeAccess: endpoint<{ body: typeof accountAccessInput; response: typeof accessChangedView }>()("PATCH", "/api/admin/users/:id/access", accessChangedView),
  grantMembership: endpoint<{ body: typeof complimentaryMembershipSchema; response: typeof complimentaryGrantView }>()(
    "POST",
    "/api/admin/complimentary-memberships",
  ),
  // A full refund of a membership payment: the membership ends now (billing's refundMembership).
  refundMembershipPayment: endpoint<{ body: typeof membershipRefundInput; response: typeof okBody }>()("POST", "/api/admin/payments/:id/refund"),
  sendTestMail: endpoint<{ response: typeof testMailView }>()("POST", "/api/admin/checklist/test-mail", testMailView),
  retryMail: endpoint<{ response: typeof okBody }>()("POST", "/api/admin/outbox/:id/retry"),
  addSampleData: endpoint<{ response: typeof sampleDataView }>()("POST", "/api/admin/sample-data", sampleDataView),
  removeSampleData: endpoint<{ response: typeof sampleDataRemovedView }>()("DELETE", "/api/admin/sample-data", sampleDataRemovedView),
  // One editor (controls.tsx) for each inbox row's status and private notes.
  consultationNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/consultations/:id"),
  franchiseNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/franchise-enquiries/:id"),
  bookingNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/bookings/:id"),
  applicationNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/hiring/:id"),
  conversationNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/conversations/:id"),
  userNotes: endpoint<StatusNotes>()("PATCH", "/api/admin/users/:id/notes"),
};

/** The status-and-notes routes, by the row they edit. */
export type StatusNotesEndpoint = (typeof adminContract)[
  "consultationNotes" | "franchiseNotes" | "bookingNotes" | "applicationNotes" | "conversationNotes" | "userNotes"];
