import { sendWithCrumb } from "../../browser/crumbFetch";
import { GENERAL_MESSAGES } from "../../domain/messages/generalMessages";
import { ApiError, refusalOf } from "./client";

/** How far an upload's bytes have gone: 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** The ApiError code of an upload the owner cancelled, so screens tell it from a failure. */
export const UPLOAD_CANCELLED = "cancelled";

function cancelled(): ApiError {
  return new ApiError(GENERAL_MESSAGES.fileProcessingCancelled, 0, UPLOAD_CANCELLED);
}

function send(
  url: string,
  file: File,
  crumb: string,
  onProgress: UploadProgress,
  signal: AbortSignal | undefined,
): Promise<{ status: number; data: Record<string, unknown> | null }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("x-csrf-token", crumb);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let data: Record<string, unknown> | null = null;
      try {
        data = request.responseText ? (JSON.parse(request.responseText) as Record<string, unknown>) : null;
      } catch {
        data = null;
      }
      resolve({ status: request.status, data });
    };
    request.onerror = () => reject(new ApiError(GENERAL_MESSAGES.networkError, 0, "network"));
    request.onabort = () => reject(cancelled());
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * Sends one file as the uploads API takes it (multipart field `file`) with XMLHttpRequest, whose
 * upload events report progress as fetch cannot; the crumb and its one retry through sendWithCrumb, as every call.
 * Aborting `signal` stops the upload, which then fails with "File processing cancelled".
 */
export async function uploadWithProgress<T>(url: string, file: File, onProgress: UploadProgress, signal?: AbortSignal): Promise<T> {
  const answer = await sendWithCrumb("POST", (crumb) => send(url, file, crumb, onProgress, signal));
  if (answer.status >= 200 && answer.status < 300) return answer.data as T;
  throw refusalOf(answer.status, answer.data);
}
