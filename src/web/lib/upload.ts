import { ApiError, type ApiErrorBody } from "./api.ts";

/**
 * Uploads one file as multipart form data with progress (fetch cannot report upload progress).
 * Resolves with the JSON answer; rejects with an ApiError like `api.ts` does.
 */
export function uploadFile<T>(url: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-requested-with", "wingmate");
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(0, "network", "We could not reach the server. Check your connection and try again."));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as T);
      const error = (body as Partial<ApiErrorBody> | undefined)?.error;
      reject(new ApiError(request.status, error?.code ?? "error", error?.message ?? "An unexpected error occurred. Please try again.", error?.fields));
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
