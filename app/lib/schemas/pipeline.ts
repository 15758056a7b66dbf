import { z } from "zod";
import { messages } from "../messages";
import {
  leadStages,
  MAX_LOST_REASON_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  MAX_SUBJECT_LENGTH,
  UNASSIGNED,
} from "../pipeline";
import { pipelineMessages } from "../pipeline-messages";
import { checkbox, optionalText, requiredText, selectedIds } from "./fields";

/** The lead pipeline's forms (docs/decisions/032): the inbox's bulk actions, the lead page, templates, digest. */
const text = pipelineMessages;

const stage = z.enum(leadStages, { error: text.unknownStage });

const uuid = z.uuid();

/**
 * Whether a text is a UUID, as the ids of admins, leads and uploads are: one schema, built once
 * (the admin pages check an id on every request).
 */
export const isUuid = (value: string) => uuid.safeParse(value).success;

/** An admin's id, or nobody ("none", or nothing chosen). */
const assignee = z
  .string({ error: text.unknownAssignee })
  .refine((value) => value === "" || value === UNASSIGNED || isUuid(value), {
    error: text.unknownAssignee,
  })
  .transform((value) => (value === "" || value === UNASSIGNED ? null : value.toLowerCase()));

/** A move to another stage; Lost needs its reason. */
const stageChange = z
  .object({ intent: z.literal("stage"), stage, reason: optionalText(MAX_LOST_REASON_LENGTH) })
  .refine((value) => value.stage !== "lost" || value.reason, {
    error: text.reasonRequired,
    path: ["reason"],
  });

const assignment = z.object({ intent: z.literal("assign"), assignee });

const ids = selectedIds({
  badId: messages.inbox.badId,
  none: messages.inbox.noneSelected,
  tooMany: messages.inbox.tooMany,
});

/** The one inbox's buttons for the ticked leads. */
export const inboxActionSchema = z.discriminatedUnion(
  "intent",
  [stageChange.safeExtend({ ids }), assignment.extend({ ids })],
  { error: text.badAction },
);

/** A mail's subject (a header: one line) and text, as a reply or a template writes them. */
const subject = requiredText(MAX_SUBJECT_LENGTH, text.subjectRequired).refine(
  (value) => !/[\r\n]/.test(value),
  {
    error: text.subjectOneLine,
  },
);
const body = requiredText(MAX_REPLY_LENGTH, text.bodyRequired);

export const replySchema = z.object({ intent: z.literal("reply"), subject, body });

/** The lead page's forms, told apart by `intent`. */
export const leadActionSchema = z.discriminatedUnion(
  "intent",
  [
    stageChange,
    assignment,
    z.object({ intent: z.literal("note"), note: requiredText(MAX_NOTE_LENGTH, text.noteRequired) }),
    replySchema,
  ],
  { error: text.badAction },
);

/** A template's form: keep the admins' version, or go back to the default. */
export const templateActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save"), subject, body, enabled: checkbox }),
    z.object({ intent: z.literal("reset") }),
  ],
  { error: text.badAction },
);

export const digestActionSchema = z.object({
  intent: z.enum(["subscribe", "unsubscribe"], { error: text.badAction }),
});

export type InboxAction = z.infer<typeof inboxActionSchema>;
export type LeadAction = z.infer<typeof leadActionSchema>;
export type Reply = z.infer<typeof replySchema>;
