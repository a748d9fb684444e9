import { z } from "zod";
import { notJson, responses } from "../../server/http/responses.ts";

import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import { newCompanionInput } from "../companions/index.server.ts";
import {
  adminApplicationsResponse,
  applicantCompanionCreated,
  APPLICATION_STATUSES,
  applicationHeadshot,
  applicationStatusNotes,
  createApplicantCompanion,
  listApplications,
  setApplicationStatusNotes,
  type HiringDeps,
} from "../hiring/index.server.ts";
import { registerStatusNotesRoute } from "./status-notes.server.ts";

/** Hiring applications as the back office reviews them: list, status and notes, private headshot, an accepted applicant's profile. */
export function registerHiringAdminRoutes(app: TypedApp, deps: HiringDeps): void {
  const { db } = deps;
  const admin = { preValidation: requireRole("admin") };
  const idParams = z.object({ id: z.uuid() });

  app.get("/hiring", { ...admin, schema: { response: responses({ 200: adminApplicationsResponse }) } }, async () => ({
    applications: await listApplications(db),
  }));

  registerStatusNotesRoute(app, db, {
    path: "/hiring/:id",
    idParam: z.uuid("This application does not exist."),
    subjectType: "hiring_application",
    statuses: APPLICATION_STATUSES,
    missing: "This application does not exist.",
    read: applicationStatusNotes,
    write: setApplicationStatusNotes,
  });
  /** An accepted application's companion profile, with the catalogue's own fields and rules. */
  app.post(
    "/hiring/:id/companion",
    { ...admin, schema: { params: idParams, body: newCompanionInput, response: responses({ 201: applicantCompanionCreated }) } },
    async (request, reply) => {
      const created = await createApplicantCompanion(deps, await viewerOf(request), request.params.id, request.body);
      app.mail.wake();
      reply.code(201);
      return created;
    },
  );

  /** Headshots are private: only admins open them, through the server. */
  app.get(
    "/hiring/:id/headshot",
    { ...admin, schema: { params: idParams, response: responses({ 200: notJson("the applicant's headshot image") }) } },
    async (request, reply) => {
      const object = await applicationHeadshot(deps, request.params.id);
      return reply.header("content-type", object.contentType).header("cache-control", "private, no-store").send(object.body);
    },
  );
}
