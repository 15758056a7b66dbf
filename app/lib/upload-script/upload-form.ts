import type { ActionResult, Status } from "../action-result";
import { bringToView } from "../bring-to-view";
import { formatBytes } from "../format";
import { messages } from "../messages";
import { writeStatus } from "../status-line";
import { fillVisitFields } from "../visit";

/** Dispatched on the form with the stored file's id, for a page that links it to an enquiry. */
export const UPLOADED_EVENT = "upload-saved";

/** How a refused upload reads: the spec's prefix and the reason, or its words with the reason below. */
export type FailureWording = "prefix" | "detail";

export const uploadStatus = (wording: string | undefined, result: ActionResult): Status =>
  result.ok
    ? { tone: "success", text: result.message }
    : wording === "detail"
      ? { tone: "error", text: messages.upload.failed, ...(result.details && { detail: result.details }) }
      : { tone: "error", text: `${messages.upload.failedPrefix}${result.details ?? result.error}` };

/** XHR, since fetch cannot report upload progress; a network failure becomes a failure result. */
function sendUpload(
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

function showStatus(element: HTMLElement, status: Status) {
  writeStatus(element, status);
  bringToView(element);
}

/** UploadForm's markup driven without React: the file checked, its progress shown, each answer focused. */
export function uploadForm(form: HTMLFormElement) {
  const file = form.querySelector<HTMLInputElement>('input[type="file"]');
  const chosen = form.querySelector<HTMLElement>("[data-chosen]");
  const progress = form.querySelector("progress");
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector<HTMLElement>('[role="status"]');
  const dialog = form.querySelector("dialog");
  if (!file || !chosen || !progress || !submit || !status) return;
  const maxBytes = Number(form.dataset.maxBytes);

  const choose = (picked: File | undefined) => {
    chosen.hidden = !picked;
    chosen.textContent = picked ? `Ready to upload: ${picked.name} (${formatBytes(picked.size)})` : "";
    if (picked) submit.dataset.ready = "true";
    else delete submit.dataset.ready;
  };
  file.addEventListener("change", () => {
    choose(file.files?.[0]);
    status.replaceChildren();
  });
  dialog?.querySelector("[data-close]")?.addEventListener("click", () => dialog.close());

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    status.replaceChildren();
    const picked = file.files?.[0];
    if (!picked) {
      if (dialog) dialog.showModal();
      else showStatus(status, { tone: "error", text: form.dataset.noFile ?? "" });
      return;
    }
    if (picked.size > maxBytes) {
      const details = `The file may be at most ${formatBytes(maxBytes)}.`;
      showStatus(
        status,
        uploadStatus(form.dataset.failure, { ok: false, error: messages.upload.failed, details }),
      );
      return;
    }
    fillVisitFields(form);
    progress.value = 0;
    progress.hidden = false;
    submit.disabled = true;
    const outcome = await sendUpload(form.action, new FormData(form), (fraction) => {
      progress.value = fraction;
    });
    progress.hidden = true;
    submit.disabled = false;
    showStatus(status, uploadStatus(form.dataset.failure, outcome));
    if (!outcome.ok) return;
    form.reset();
    choose(undefined);
    if (outcome.id) form.dispatchEvent(new CustomEvent(UPLOADED_EVENT, { detail: outcome.id }));
  });
}
