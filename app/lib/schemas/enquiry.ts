import { z } from "zod";
import { messages } from "../messages";
import { email, mobile, optionalText, requiredText } from "./fields";
import { limits } from "./limits";

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

export const onlineSelections = [...needSelections, "OnlineCertification"] as const;

export const courseSelections = ["C", "C++", "Java", "PHP", "Python", "Other"] as const;

export type OnlineSelection = (typeof onlineSelections)[number];
export type CourseSelection = (typeof courseSelections)[number];

const uploadIds = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
  z.array(z.uuid("Unknown upload."), { error: "Unknown upload." }).max(10, "Too many uploads.").optional(),
);

/** The selector may stay at its placeholder: the spec requires only name, mobile and email. */
const selectionOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  error: string = messages.field.selectionInvalid,
) => z.union([z.enum(values), z.literal("").transform(() => undefined)], { error }).optional();

const enquiryFields = {
  otherComment: optionalText(limits.shortText),
  name: requiredText(limits.name, messages.field.nameRequired),
  mobile,
  email,
  generalComment: optionalText(limits.longText),
  uploadIds,
};

export const needEnquirySchema = z.object({
  selection: selectionOf(needSelections),
  ...enquiryFields,
});

export const onlineEnquirySchema = z
  .object({
    selection: selectionOf(onlineSelections),
    courseSelection: selectionOf(courseSelections, messages.field.courseRequired),
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
