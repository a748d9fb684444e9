import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { hiringContract } from "./contract.ts";

export const uploadHeadshot = (file: File, onProgress: (percent: number) => void) => uploadFile(hiringContract.uploadHeadshot, {}, file, onProgress);
export const submitApplication = (application: BodyOf<typeof hiringContract.apply>) => call(hiringContract.apply, { body: application });
