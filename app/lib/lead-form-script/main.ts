import type { z } from "zod";
import { statusWithDetails } from "../action-result";
import { courseForm } from "./course-form";
import { linkUploads } from "./enquiry-page";
import { leadForm } from "./lead-form";

// The script of the public pages whose lead form React does not hydrate (docs/decisions/017): each
// form names its schema, loaded with the form's first use; the course form has a module of its own.
const schemas: Record<string, (form: HTMLFormElement) => Promise<z.ZodType>> = {
  need: () => import("../schemas/enquiry").then((module) => module.needEnquirySchema),
  online: () => import("../schemas/enquiry").then((module) => module.onlineEnquirySchema),
  feedback: () => import("../schemas/feedback").then((module) => module.feedbackSchema),
  application: () => import("../schemas/application").then((module) => module.applicationSchema),
  register: () => import("../schemas/account").then((module) => module.registerSchema),
  "not-found": () => import("../schemas/not-found-report").then((module) => module.notFoundReportSchema),
  // The course the form names; the server checks it against the published catalogue.
  waitlist: (form) =>
    import("../schemas/waitlist").then((module) =>
      module.waitlistSchemaFor([{ key: String(new FormData(form).get("course")) }]),
    ),
};

// An account form's status tells a refusal's details, as AccountMessage does.
const statusLines: Record<string, typeof statusWithDetails> = { register: statusWithDetails };

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-lead-form]")) {
  const schema = schemas[form.dataset.leadForm ?? ""];
  if (schema) leadForm(form, () => schema(form), statusLines[form.dataset.leadForm ?? ""]);
  else if (form.dataset.leadForm === "course") courseForm(form);
}
const enquiry = document.querySelector<HTMLFormElement>("form[data-lead-form][data-links-uploads]");
const upload = document.querySelector<HTMLFormElement>("form[data-upload]");
if (enquiry && upload) linkUploads(enquiry, upload);
