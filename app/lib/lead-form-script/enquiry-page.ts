import type { ActionResult } from "../action-result";
import { UPLOADED_EVENT } from "../upload-script/upload-form";
import { LEAD_ANSWERED_EVENT } from "./lead-form";

/** The form's hidden field of that name, added on first use. */
function hidden(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) return field;
  const added = Object.assign(document.createElement("input"), { type: "hidden", name });
  form.prepend(added);
  return added;
}

/** A file and an enquiry sent from one visit are linked, in whichever order they are sent. */
export function linkUploads(enquiry: HTMLFormElement, upload: HTMLFormElement) {
  upload.addEventListener(UPLOADED_EVENT, (event) => {
    if ((upload.elements.namedItem("enquiryId") as HTMLInputElement | null)?.value) return;
    const ids = hidden(enquiry, "uploadIds");
    ids.value = [ids.value, (event as CustomEvent<string>).detail].filter(Boolean).join(",");
  });
  enquiry.addEventListener(LEAD_ANSWERED_EVENT, (event) => {
    const answer = (event as CustomEvent<ActionResult>).detail;
    if (!answer.ok || !answer.id) return;
    hidden(upload, "enquiryId").value = answer.id;
    hidden(enquiry, "uploadIds").value = "";
  });
}
