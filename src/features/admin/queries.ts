import { uploadFile } from "../../web/lib/upload.ts";
import { adminContract as contract } from "./contract.ts";

type Progress = (percent: number) => void;

export const uploadCompanionPhoto = (companionId: string, file: File, onProgress: Progress) =>
  uploadFile(contract.addCompanionPhoto, { id: companionId }, file, onProgress);
export const uploadEventImage = (eventId: string, file: File, onProgress: Progress) => uploadFile(contract.setEventImage, { id: eventId }, file, onProgress);
