// The ways a lead goes: its first stage, the middle ones in order, `won` at the end and `lost` (which
// takes a reason) beside it. Two pipelines share no stage name, so a stored stage tells its pipeline.
export const pipelines = {
  sales: {
    stages: ["new", "contacted", "qualified", "won", "lost"],
    won: "won",
    lost: "lost",
    lostMayWin: true,
  },
  // A candidate not selected is looked at again from a step before Hired, never hired outright.
  hiring: {
    stages: ["applied", "screening", "interview", "offer", "hired", "not_selected"],
    won: "hired",
    lost: "not_selected",
    lostMayWin: false,
  },
} as const satisfies Record<
  string,
  { stages: readonly [string, ...string[]]; won: string; lost: string; lostMayWin: boolean }
>;

export type PipelineName = keyof typeof pipelines;
export const pipelineNames = Object.keys(pipelines) as PipelineName[];

const contact = { name: "Name", email: "Email", mobile: "Mobile" } as const;

// Every kind of lead as the admin area and the mails show it; its stored side is
// app/server/leads/kinds.server.ts. `columns`: its own fields in the order its page and the CSV show
// them; `colour`: its chart bars, at least 3:1 against the white card (WCAG 1.4.11); `whatTheySent`
// ends "Thank you for …" in the acknowledgement and the replies.
export const leadKindViews = {
  feedback: {
    label: "Feedback",
    heading: "Feedback",
    columns: { name: "Name", email: "Email", message: "Message" },
    colour: "#1d4ed8",
    whatTheySent: "your feedback",
    pipeline: "sales",
  },
  need: {
    label: "Need enquiry",
    heading: "Need enquiries",
    columns: {
      ...contact,
      selection: "Selection",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    colour: "#b45309",
    whatTheySent: "your enquiry",
    pipeline: "sales",
  },
  online: {
    label: "Online enquiry",
    heading: "Online enquiries",
    columns: {
      ...contact,
      selection: "Selection",
      courseSelection: "Course",
      otherComment: "Please specify",
      generalComment: "Description",
    },
    colour: "#047857",
    whatTheySent: "your online enquiry",
    pipeline: "sales",
  },
  enrolments: {
    label: "Course enrolment",
    heading: "Course enrolments",
    columns: {
      ...contact,
      description: "Description",
      courses: "Courses",
      total: "Total Fees",
      reference: "Reference",
    },
    colour: "#7e22ce",
    whatTheySent: "your course enrolment",
    pipeline: "sales",
  },
  uploads: {
    label: "Upload",
    heading: "Uploads",
    columns: { name: "File", type: "Type", size: "Size", source: "Sent from", work: "Kind of work" },
    colour: "#be123c",
    whatTheySent: "your file",
    pipeline: "sales",
  },
  applications: {
    label: "Application",
    heading: "Applications",
    columns: { ...contact, opening: "Opening", file: "CV", note: "Note" },
    colour: "#0f766e",
    whatTheySent: "your job application",
    pipeline: "hiring",
  },
  waitlist: {
    label: "Waitlist",
    heading: "Waitlist",
    columns: { ...contact, course: "Course" },
    colour: "#a21caf",
    whatTheySent: "your request to hear of the next batch",
    pipeline: "sales",
  },
  data_requests: {
    label: "Data request",
    heading: "Data requests",
    columns: { email: "Email", request: "Request", note: "Note", due: "Due", done: "Done" },
    colour: "#4338ca",
    whatTheySent: "your data request",
    pipeline: "sales",
  },
} as const satisfies Record<
  string,
  {
    label: string;
    heading: string;
    columns: Readonly<Record<string, string>>;
    colour: string;
    whatTheySent: string;
    pipeline: keyof typeof pipelines;
  }
>;

export type LeadKind = keyof typeof leadKindViews;

export const leadKinds = Object.keys(leadKindViews) as [LeadKind, ...LeadKind[]];

export const isLeadKind = (value: string): value is LeadKind => Object.hasOwn(leadKindViews, value);

export type InboxColumn<K extends LeadKind> = keyof (typeof leadKindViews)[K]["columns"] & string;

export const inboxColumns = <K extends LeadKind>(kind: K) =>
  Object.keys(leadKindViews[kind].columns) as InboxColumn<K>[];

export type LeadStage = (typeof pipelines)[PipelineName]["stages"][number];

export const leadStages = pipelineNames.flatMap((name) => pipelines[name].stages) as [
  LeadStage,
  ...LeadStage[],
];

export const isLeadStage = (value: string): value is LeadStage =>
  (leadStages as readonly string[]).includes(value);

export const pipelineOf = (kind: LeadKind) => pipelines[leadKindViews[kind].pipeline];

export const pipelineOfStage = (stage: LeadStage): PipelineName =>
  pipelineNames.find((name) => (pipelines[name].stages as readonly string[]).includes(stage)) as PipelineName;

export const stagesOf = (kind: LeadKind): readonly LeadStage[] => pipelineOf(kind).stages;

export const firstStageOf = (kind: LeadKind): LeadStage => pipelineOf(kind).stages[0];

export const firstStages = pipelineNames.map((name) => pipelines[name].stages[0]) as LeadStage[];

export const isLostStage = (stage: LeadStage) => pipelineNames.some((name) => pipelines[name].lost === stage);

/** LEAD_RETENTION_DAYS after its last change, a closed lead is deleted. */
export const closedStages = pipelineNames.flatMap((name) => [pipelines[name].won, pipelines[name].lost]);

/** A lead at one of these has been contacted. */
export const contactStages = pipelineNames.flatMap((name) => {
  const { stages, lost } = pipelines[name];
  return stages.slice(1).filter((stage) => stage !== lost);
}) as LeadStage[];

/** The stage and those after it on the way to won; lost alone for lost. */
export function stagesFrom(stage: LeadStage): LeadStage[] {
  const { stages, won, lost } = pipelines[pipelineOfStage(stage)];
  const list = stages as readonly LeadStage[];
  return stage === lost ? [stage] : list.slice(list.indexOf(stage), list.indexOf(won) + 1);
}

/** Why a lead of `kind` may not move from `from` to `to`, or null when it may. */
export function stageMoveRefusal(
  kind: LeadKind,
  from: LeadStage,
  to: LeadStage,
): "other-pipeline" | "lost-to-won" | null {
  const pipeline = pipelineOf(kind);
  if (!stagesOf(kind).includes(to)) return "other-pipeline";
  if (!pipeline.lostMayWin && from === pipeline.lost && to === pipeline.won) return "lost-to-won";
  return null;
}
