import { call, type BodyOf } from "../../web/lib/endpoint.ts";
import { uploadFile } from "../../web/lib/upload.ts";
import { adminContract as contract, type StatusNotesEndpoint } from "./contract.ts";

type Progress = (percent: number) => void;

export const decideReview = (id: string, decision: "approve" | "reject") =>
  call(decision === "approve" ? contract.approveReview : contract.rejectReview, { params: { id } });
export const decideReport = (id: string, decision: BodyOf<typeof contract.decideReport>) => call(contract.decideReport, { params: { id }, body: decision });
export const updateCompanion = (id: string, change: BodyOf<typeof contract.updateCompanion>) =>
  call(contract.updateCompanion, { params: { id }, body: change });
export const uploadCompanionPhoto = (companionId: string, file: File, onProgress: Progress) =>
  uploadFile(contract.addCompanionPhoto, { id: companionId }, file, onProgress);
export const uploadEventImage = (eventId: string, file: File, onProgress: Progress) => uploadFile(contract.setEventImage, { id: eventId }, file, onProgress);

export const changeRole = (userId: string, role: BodyOf<typeof contract.changeRole>["role"]) =>
  call(contract.changeRole, { params: { id: userId }, body: { role } });
export const changeAccess = (userId: string, disabled: boolean) => call(contract.changeAccess, { params: { id: userId }, body: { disabled } });
export const grantMembership = (grant: BodyOf<typeof contract.grantMembership>) => call(contract.grantMembership, { body: grant });

export const retryMail = (id: string) => call(contract.retryMail, { params: { id } });
export const addSampleData = () => call(contract.addSampleData);
export const removeSampleData = () => call(contract.removeSampleData);

export const saveStatusNotes = (endpoint: StatusNotesEndpoint, id: string, change: BodyOf<StatusNotesEndpoint>) =>
  call(endpoint, { params: { id }, body: change });
