import { z } from "zod";
import { messages } from "../messages";
import { email, mobile, optionalText, requiredText } from "./fields";
import { limits } from "./limits";

/** The selector values of the need form (docs/product.md section 3); ClientNeeds serves two options. */
export const needSelections = [
  "WebDevelopment",
  "MobileApp",
  "Developer",
  "Designer",
  "ServiceProvider",
  "Marketing",
  "Support",
  "Other",
  "ClientNeeds",
] as const;

/** The online form adds the certification course. */
export const onlineSelections = [...needSelections, "OnlineCertification"] as const;

/** The course row's values; Python also stands for several further options. */
export const courseSelections = ["C", "C++", "Java", "PHP", "Python", "Other"] as const;

export type NeedSelection = (typeof needSelections)[number];
export type OnlineSelection = (typeof onlineSelections)[number];
export type CourseSelection = (typeof courseSelections)[number];

/** Uploads made on the same page visit, linked to the enquiry when it is sent. */
const uploadIds = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
  z.array(z.uuid("Unknown upload."), { error: "Unknown upload." }).max(10, "Too many uploads.").optional(),
);

/**
 * The selector may be left at its placeholder (docs/decisions/020): docs/product.md section 5 requires only
 * the name, mobile and email, and an enquiry without a topic is still a client to call back. A
 * value it does not offer is refused.
 */
const selectionOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .union([z.enum(values), z.literal("").transform(() => undefined)], {
      error: messages.field.selectionInvalid,
    })
    .optional();

const enquiryFields = {
  otherComment: optionalText(limits.shortText),
  name: requiredText(limits.name, messages.field.nameRequired),
  mobile,
  email,
  generalComment: optionalText(limits.longText),
  uploadIds,
};

/** The client-need form (/need, POST /api/needs). */
export const needEnquirySchema = z.object({
  selection: selectionOf(needSelections),
  ...enquiryFields,
});

/** The online enquiry (/online, POST /api/online/submit-form): a course is chosen for the certification. */
export const onlineEnquirySchema = z
  .object({
    selection: selectionOf(onlineSelections),
    courseSelection: z
      .union([z.enum(courseSelections), z.literal("").transform(() => undefined)], {
        error: messages.field.courseRequired,
      })
      .optional(),
    ...enquiryFields,
  })
  .superRefine((value, context) => {
    if (value.selection === "OnlineCertification" && !value.courseSelection) {
      context.addIssue({ code: "custom", path: ["courseSelection"], message: messages.field.courseRequired });
    }
  })
  .transform(({ courseSelection, ...rest }) => ({
    ...rest,
    // The course only means something for the certification.
    courseSelection: rest.selection === "OnlineCertification" ? courseSelection : undefined,
  }));

export type NeedEnquiry = z.infer<typeof needEnquirySchema>;
export type OnlineEnquiry = z.infer<typeof onlineEnquirySchema>;
