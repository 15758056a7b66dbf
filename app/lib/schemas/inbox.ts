import { z } from "zod";
import { MAX_PERIOD_DAYS, type Period, periodDays, weeksUntil } from "../charts";
import {
  contactStates,
  MAX_LOST_REASON_LENGTH,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  MAX_SUBJECT_LENGTH,
  UNASSIGNED,
} from "../inbox";
import { inboxMessages as text } from "../inbox-messages";
import { indiaDayOf, isDay } from "../india-days";
import { isLostStage, leadKinds, leadStages } from "../lead-kinds";
import { OPENING_SLUG } from "../openings";
import { cleanLanding, LANDING_MAX, VISIT_VALUE_MAX } from "../visit-source";
import { checkbox, optionalText, requiredText } from "./fields";
import { interviewCancelSchema, interviewSchema } from "./interview";
import { emptyAsNull, pageNumber, searchText, selectedRows } from "./list";
import { paymentSchema } from "./payment";

const stage = z.enum(leadStages, { error: text.unknownStage });

const uuid = z.uuid();

/** One schema, built once: the admin pages check an id on every request. */
export const isUuid = (value: string) => uuid.safeParse(value).success;

const assignee = z
  .string({ error: text.unknownAssignee })
  .refine((value) => value === "" || value === UNASSIGNED || isUuid(value), text.unknownAssignee)
  .transform((value) => (value === "" || value === UNASSIGNED ? null : value.toLowerCase()));

const stageChange = z
  .object({ intent: z.literal("stage"), stage, reason: optionalText(MAX_LOST_REASON_LENGTH) })
  .refine((value) => !isLostStage(value.stage) || value.reason, {
    error: text.reasonRequired,
    path: ["reason"],
  });

const assignment = z.object({ intent: z.literal("assign"), assignee });

export const inboxActionSchema = z.discriminatedUnion(
  "intent",
  [stageChange.safeExtend({ ids: selectedRows }), assignment.extend({ ids: selectedRows })],
  { error: text.badAction },
);

export const optionalDay = emptyAsNull(z.string({ error: text.badDate }).refine(isDay, text.badDate));
/** India days `from` and `to`, both included, each optional. */
const period = { from: optionalDay, to: optionalDay };

/** From its first day to its last, a year at most. */
export const inOrderWithinAYear = <S extends z.ZodType<Period>>(schema: S) =>
  schema
    .refine(({ from, to }) => from <= to, { error: text.badRange, path: ["to"] })
    .refine((chosen) => periodDays(chosen) <= MAX_PERIOD_DAYS, { error: text.periodTooLong, path: ["to"] });

/** No end: today; no start: the WEEKS weeks up to the end. */
export const chartPeriodSchema = inOrderWithinAYear(
  z.object(period).transform(({ from, to }) => {
    const end = to ?? indiaDayOf(new Date());
    return { from: from ?? weeksUntil(end).from, to: end };
  }),
);

const visitTag = (error: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
    z.string({ error }).max(VISIT_VALUE_MAX, { error }).nullable(),
  );

export const inboxFilterSchema = z
  .object({
    q: searchText,
    kind: emptyAsNull(z.enum(leadKinds, { error: text.unknownKind })),
    stage: z.preprocess((value) => [value ?? []].flat().filter(Boolean), z.array(stage)),
    assignee: emptyAsNull(
      z
        .string({ error: text.unknownAssignee })
        .refine((value) => value === UNASSIGNED || isUuid(value), { error: text.unknownAssignee })
        .transform((value) => value.toLowerCase()),
    ),
    ...period,
    contact: emptyAsNull(z.enum(contactStates, { error: text.unknownContact })),
    source: visitTag(text.oneSource(VISIT_VALUE_MAX)),
    campaign: visitTag(text.oneCampaign(VISIT_VALUE_MAX)),
    landing: emptyAsNull(
      z
        .string({ error: text.oneLanding(LANDING_MAX) })
        .refine(
          (value) => value.length <= LANDING_MAX && cleanLanding(value) === value,
          text.oneLanding(LANDING_MAX),
        ),
    ),
    opening: emptyAsNull(
      z
        .string({ error: text.unknownOpening })
        .max(60, text.unknownOpening)
        .regex(OPENING_SLUG, text.unknownOpening),
    ),
    page: pageNumber,
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: text.badRange,
    path: ["to"],
  })
  .transform(({ stage, ...filter }) => ({
    ...filter,
    stages: leadStages.filter((known) => stage.includes(known)),
  }));

/** A subject is a mail header: one line. */
const subject = requiredText(MAX_SUBJECT_LENGTH, text.subjectRequired).refine(
  (value) => !/[\r\n]/.test(value),
  text.subjectOneLine,
);
const body = requiredText(MAX_REPLY_LENGTH, text.bodyRequired);

export const leadActionSchema = z.discriminatedUnion(
  "intent",
  [
    stageChange,
    assignment,
    z.object({ intent: z.literal("note"), note: requiredText(MAX_NOTE_LENGTH, text.noteRequired) }),
    z.object({ intent: z.literal("reply"), subject, body }),
    paymentSchema,
    interviewSchema,
    interviewCancelSchema,
    z.object({ intent: z.literal("delete") }),
  ],
  { error: text.badAction },
);

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

/** An opening's admin page does one thing: mark it filled. */
export const openingAdminActionSchema = z.object({ intent: z.literal("fill", { error: text.badAction }) });

export type InboxAction = z.infer<typeof inboxActionSchema>;
export type LeadChange = Exclude<z.infer<typeof leadActionSchema>, { intent: "delete" }>;
