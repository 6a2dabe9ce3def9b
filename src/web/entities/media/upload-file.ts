import { MEDIA_PATHS } from "@contracts/media/paths";
import type { LibraryMedia } from "@contracts/media/schemas";
import { ApiError } from "@/lib/api/api-client";

/** What an upload reports while it runs: the share of the file sent, 0-100. */
export type UploadProgress = (percent: number) => void;

/**
 * Sends one file to the Library (multipart, field "file") through XMLHttpRequest, the one browser API that reports
 * upload progress. Resolves with the stored file; rejects with the API's error (code, issues) or a network error.
 */
export function uploadFile(
  file: File,
  onProgress: UploadProgress,
  makeRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<LibraryMedia> {
  return new Promise((resolve, reject) => {
    const xhr = makeRequest();
    xhr.open("POST", MEDIA_PATHS.uploadMedia.path);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    // a TypeError, as fetch gives: the error text says "check your connection"
    xhr.onerror = () => reject(new TypeError("The server could not be reached"));
    xhr.onabort = () => reject(new ApiError(0, "ABORTED", "The upload was cancelled"));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201 && body && typeof body === "object" && "media" in body) {
        onProgress(100);
        resolve((body as { media: LibraryMedia }).media);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? `HTTP_${xhr.status}`, error?.message ?? "Upload failed"));
    };
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}
