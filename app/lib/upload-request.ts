import type { ActionResult } from "./action-result";
import { messages } from "./messages";

/** XHR, since fetch cannot report upload progress; a network failure becomes a failure result. */
export function sendUpload(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<ActionResult> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as ActionResult | null;
      resolve(
        body && typeof body === "object" && "ok" in body
          ? body
          : { ok: false, error: messages.upload.failed, details: `The server answered ${request.status}.` },
      );
    });
    const networkError = () =>
      resolve({ ok: false, error: messages.upload.failed, details: "The connection failed." });
    request.addEventListener("error", networkError);
    request.addEventListener("abort", networkError);
    request.send(form);
  });
}
