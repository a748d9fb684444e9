import { responses } from "../../server/http/responses.ts";

import { z } from "zod";
import { requireRole } from "../../server/auth/request-auth.ts";
import type { Db } from "../../server/db/client.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { adminFranchiseEnquiriesResponse, enquiryStatusNotes, listEnquiries, setEnquiryStatusNotes } from "../franchise/index.server.ts";
import { CONSULTATION_STATUSES } from "../bookings/index.server.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";

/** Franchise enquiries as the back office follows them up. */
export function registerFranchiseAdminRoutes(app: TypedApp, { db }: { db: Db }): void {
  app.get(
    "/franchise-enquiries",
    { preValidation: requireRole("admin"), schema: { response: responses({ 200: adminFranchiseEnquiriesResponse }) } },
    async () => ({ enquiries: await listEnquiries(db) }),
  );
  registerStatusNotesRoute(app, db, {
    path: "/franchise-enquiries/:id",
    idParam: z.uuid("This enquiry does not exist."),
    subjectType: "franchise_enquiry",
    statuses: CONSULTATION_STATUSES,
    missing: "This enquiry does not exist.",
    read: enquiryStatusNotes,
    write: setEnquiryStatusNotes,
  });
}
