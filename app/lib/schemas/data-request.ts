import { z } from "zod";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { dataRequestKinds, MAX_DONE_NOTE, MAX_REQUEST_NOTE, MAX_TOKEN_LENGTH } from "../data-requests";
import { isDay } from "../india-days";
import { email, optionalText, requiredText } from "./fields";

const { form, admin } = dataRequestTexts;

export const dataRequestSchema = z.object({
  email,
  request: z.enum(dataRequestKinds, { error: form.requestRequired }),
  note: optionalText(MAX_REQUEST_NOTE),
});

export type DataRequest = z.infer<typeof dataRequestSchema>;

export const confirmSchema = z.object({
  token: z.string({ error: form.badLink }).trim().min(1, form.badLink).max(MAX_TOKEN_LENGTH, form.badLink),
});

const day = z.string({ error: admin.dueRequired }).trim().refine(isDay, admin.dueRequired);

/** The owner's actions on a request's page; `erase` is asked again before it runs. */
export const dataRequestActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("due"), due: day }),
    z.object({ intent: z.literal("done"), note: requiredText(MAX_DONE_NOTE, admin.doneNoteRequired) }),
    z.object({ intent: z.literal("erase"), confirmed: z.string().optional() }),
  ],
  { error: admin.unknownAction },
);

export type DataRequestAction = z.infer<typeof dataRequestActionSchema>;
