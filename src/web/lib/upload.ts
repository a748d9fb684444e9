import { networkError, toApiError } from "./api.ts";
import { answerOf, urlOf, type AnswerOf, type Endpoint, type ParamsOf, type RouteSchemas } from "./endpoint.ts";

/**
 * Uploads one file as multipart form data with progress (fetch cannot report upload progress).
 * Resolves with the JSON answer; rejects with an ApiError like `api.ts` does.
 */
export function uploadFile<Path extends string, Schemas extends RouteSchemas>(
  endpoint: Endpoint<Path, Schemas>,
  params: ParamsOf<Path>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AnswerOf<Schemas>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, urlOf(endpoint.path, params));
    request.setRequestHeader("x-requested-with", "wingmate");
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        try {
          return resolve(answerOf(endpoint, body));
        } catch (error) {
          return reject(error);
        }
      }
      reject(toApiError(request.status, body));
    };
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
