import type { okBody } from "../../shared/ok.ts";
import { endpoint } from "../../web/lib/endpoint.ts";
import type { complimentaryGrantView, complimentaryMembershipSchema } from "../billing/index.ts";
import type { adminCompanionResponse, companionUpdate } from "../companions/index.ts";
import type { adminEventResponse } from "../events/index.ts";
import type { reportDecisionInput } from "../reports/index.ts";
import { accessChangedView, roleChangedView, sampleDataRemovedView, sampleDataView } from "./responses.ts";
import type { accountAccessInput, roleChangeInput, statusNotesInput } from "./schema.ts";

type StatusNotes = { body: ReturnType<typeof statusNotesInput>; response: typeof okBody };

/**
 * The back office's routes (admin/*.server.ts), typed by the schemas they register. The answers its toasts
 * read are parsed by their schemas.
 */
export const adminContract = {
  approveReview: endpoint<{ response: typeof okBody }>()("POST", "/api/admin/reviews/:id/approve"),
  rejectReview: endpoint<{ response: typeof okBody }>()("POST", "/api/admin/reviews/:id/reject"),
  decideReport: endpoint<{ body: typeof reportDecisionInput; response: typeof okBody }>()("PATCH", "/api/admin/reports/:id"),
  updateCompanion: endpoint<{ body: typeof companionUpdate; response: typeof adminCompanionResponse }>()("PATCH", "/api/admin/companions/:id"),
  addCompanionPhoto: endpoint<{ response: typeof adminCompanionResponse }>()("POST", "/api/admin/companions/:id/photos"),
  setEventImage: endpoint<{ response: typeof adminEventResponse }>()("POST", "/api/admin/events/:id/image"),
  changeRole: endpoint<{ body: typeof roleChangeInput; response: typeof roleChangedView }>()("PATCH", "/api/admin/users/:id/role", roleChangedView),
  changeAccess: endpoint<{ body: typeof accountAccessInput; response: typeof accessChangedView }>()("PATCH", "/api/admin/users/:id/access", accessChangedView),
  grantMembership: endpoint<{ body: typeof complimentaryMembershipSchema; response: typeof complimentaryGrantView }>()(
    "POST",
    "/api/admin/complimentary-memberships",
  ),
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
