import { recordAudit } from "../../server/audit.ts";
import { requireRole, viewerOf } from "../../server/auth/request-auth.ts";
import type { AppConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { installSampleData, removeSampleData, sampleDataStatus } from "../../server/db/sample-data.ts";
import { responses } from "../../server/http/responses.ts";
import type { TypedApp } from "../../server/http/typed-app.ts";
import type { Catalogue } from "../companions/index.server.ts";
import { sampleDataRemovedView, sampleDataView } from "./responses.ts";

/**
 * The sample data set on the dashboard: what is there, one button that removes all of it for good, and one
 * that adds it back (a demo site; without SEED_SAMPLE_DATA the next start removes it again).
 */
export function registerSampleDataRoutes(app: TypedApp, { db, config, catalogue }: { db: Db; config: AppConfig; catalogue: Catalogue }): void {
  const admin = { preValidation: requireRole("admin") };
  const view = async () => ({ ...(await sampleDataStatus(db)), wanted: config.seedSampleData });

  app.get("/sample-data", { ...admin, schema: { response: responses({ 200: sampleDataView }) } }, view);

  app.post("/sample-data", { ...admin, schema: { response: responses({ 200: sampleDataView }) } }, async (request) => {
    await installSampleData(db);
    catalogue.invalidate();
    await recordAudit(db, { actorId: (await viewerOf(request)).user.id, action: "sample_data.add", subjectType: "sample_data" });
    return view();
  });

  app.delete("/sample-data", { ...admin, schema: { response: responses({ 200: sampleDataRemovedView }) } }, async (request) => {
    const removed = await removeSampleData(db);
    // The companions' ratings counted the sample reviews.
    catalogue.invalidate();
    await recordAudit(db, { actorId: (await viewerOf(request)).user.id, action: "sample_data.remove", subjectType: "sample_data", after: removed });
    return { ...(await view()), removed };
  });
}
