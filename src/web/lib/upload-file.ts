import { t } from "@lingui/core/macro";
import type { ApiErrorBody } from "@/shared/api-error";
import { ApiError, networkError } from "./api";
import { acceptLanguage } from "./i18n";

/**
 * Sends one file as multipart form data under `field`. XMLHttpRequest rather than fetch because
 * only it reports upload progress, which matters for a few megabytes on a slow mobile connection.
 */
export function uploadFile<T>(
  path: string,
  field: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    // The server answers errors in the reader's language, as it does for every other request.
    xhr.setRequestHeader("accept-language", acceptLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data) {
        resolve(data as T);
        return;
      }
      const error = (data as ApiErrorBody | null)?.error;
      const status = xhr.status;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "HTTP_ERROR",
          error?.message ?? t`The server answered ${status}.`,
          error?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(networkError("POST"));
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
