import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { reportsContract } from "./contract.ts";

export const fileReport = (report: BodyOf<typeof reportsContract.file>) => call(reportsContract.file, { body: report });
