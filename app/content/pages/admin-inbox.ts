import type { FunnelStep } from "~/lib/charts";
import { acknowledgementBudgets, type ContactState } from "~/lib/inbox";
import { leadsCount } from "~/lib/inbox-messages";
import { type LeadStage, type PipelineName, pipelines } from "~/lib/lead-kinds";
import type { DeviceClass } from "~/lib/visit-source";
import type { Seo } from "../types";

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const stageLabels: Record<LeadStage, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  applied: "Applied",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  not_selected: "Not selected",
};

export const pipelineLabels: Record<PipelineName, string> = { sales: "Leads", hiring: "Applications" };

export const visitLabels = {
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  landing: "Landing page",
  referrer: "Referring site",
  device: "Device",
  sourceText: (source: string) => source || "Direct",
  devices: { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" } satisfies Record<DeviceClass, string>,
} as const;

const contactLabels: Record<ContactState, string> = {
  made: "Contacted at least once",
  waiting: "Waiting for first contact",
};

export const uploadSourceLabels = {
  jobs: "Jobs page",
  "file-upload": "File upload page",
  need: "Client-need form",
  online: "Online enquiry form",
} as const;

export const adminInboxPages = {
  inbox: {
    seo: seo("/admin/inbox", "Inbox", "Every lead that came in, with its stage and who is on it."),
    heading: "Inbox",
    kinds: { label: "Kinds of lead", all: "All leads" },
    siteHealth: {
      label: "Site health",
      brokenLinks: { to: "/admin/site-health/broken-links", label: "Broken links" },
      outbox: { to: "/admin/site-health/outbox", label: "Mail outbox" },
    },
    settings: {
      label: "Settings",
      templates: { to: "/admin/templates", label: "Mail templates" },
      digest: { to: "/admin/digest", label: "Daily digest" },
    },
    filters: {
      label: "Filter leads",
      q: "Search",
      kind: "Kind",
      anyKind: "Any kind",
      stages: "Stage",
      assignee: "Assignee",
      anyone: "Anyone",
      nobody: "Nobody",
      you: (name: string) => `${name} (you)`,
      from: "Received from",
      to: "Received until",
      contact: "First contact",
      anyContact: "Any",
      contactLabels,
      source: "Source",
      anySource: "Any source",
      campaign: "Campaign",
      anyCampaign: "Any campaign",
      landing: "Landing page",
      anyLanding: "Any landing page",
      opening: "Opening (its address)",
      submit: "Filter",
      clear: { to: "/admin/inbox", label: "Clear filters" },
    },
    summary: (total: number) => `${total} lead${total === 1 ? "" : "s"} match.`,
    caption: "Leads",
    columns: {
      select: "Select",
      received: "Received",
      kind: "Kind",
      lead: "Lead",
      contact: "Email and mobile",
      summary: "What they sent",
      stage: "Stage",
      source: "Source",
      assignee: "Assignee",
    },
    unnamed: "(no name)",
    selectRow: (name: string) => `Select ${name}`,
    bulk: {
      label: "With the selected leads",
      stage: "Move to stage",
      reason: "Reason (when Lost or Not selected)",
      move: "Move selected",
      assignee: "Assign to",
      assign: "Assign selected",
      confirm: {
        move: (count: number, stage: string, reason: string) =>
          `Move ${leadsCount(count)} to ${stage}${reason ? `, with the reason "${reason}"` : ""}?`,
        assign: (count: number, who: string) => `Assign ${leadsCount(count)} to ${who}?`,
        moveButton: (count: number, stage: string) => `Move ${leadsCount(count)} to ${stage}`,
        assignButton: (count: number, who: string) => `Assign ${leadsCount(count)} to ${who}`,
        nobody: "nobody",
      },
    },
    exportCsv: "Export CSV",
    empty: "No lead matches.",
  },
  lead: {
    seo: seo("/admin/leads", "Lead", "One lead: what came in, its stage, notes and replies."),
    heading: (kind: string, name: string) => `${kind}: ${name}`,
    notFound: "This lead does not exist.",
    back: { to: "/admin/inbox", label: "Back to the inbox" },
    detailsHeading: "What they sent",
    received: "Received",
    email: "Email",
    mobile: "Mobile",
    files: "Files",
    download: (name: string) => `Download ${name}`,
    fileHash: "SHA-256",
    stageHeading: "Stage and assignee",
    stageLabel: "Stage",
    lostReason: "Reason",
    reasonHint: "Needed when the lead is lost or the candidate not selected.",
    move: "Move",
    assigneeLabel: "Assignee",
    nobody: "Nobody",
    you: (name: string) => `${name} (you)`,
    assign: "Assign",
    noteHeading: "Internal note",
    noteLabel: "Note",
    noteHint: "Only admins see notes; they are never mailed.",
    addNote: "Add note",
    replyHeading: "Reply by email",
    replyTo: (address: string) => `To: ${address}`,
    noAddress: "This lead left no email address: there is nobody to reply to.",
    templateLabel: "Template",
    noTemplate: "No template",
    useTemplate: "Use template",
    templateFilled: (label: string) => `The subject and text of “${label}” are filled in.`,
    templateCleared: "The subject and text are empty.",
    replaceQuestion: (label: string) => `Replace the subject and text you wrote with “${label}”?`,
    clearQuestion: "Clear the subject and text you wrote?",
    replaceTyped: "Replace my text",
    keepTyped: "Keep my text",
    typedKept: "Your subject and text are kept.",
    subjectLabel: "Subject",
    bodyLabel: "Text",
    send: "Send reply",
    timelineHeading: "Timeline",
    earlierHeading: "Earlier leads of the same person",
    earlierNone: "None: this is the first lead from this email address or mobile.",
    earlierOf: (kind: string, at: string, stage: string) => `${kind}, ${at}, ${stage}`,
    visitHeading: "Where it came from",
    sameSource: (source: string) => `Leads from ${source}`,
    sameCampaign: (campaign: string) => `Leads of the campaign ${campaign}`,
    deleteHeading: "Delete this lead",
    deleteHint:
      "When the person asks, or the lead should not be kept: the lead, its timeline and notes, the mails about it and its files are deleted for good. The audit log keeps that you deleted it, not what it held.",
    deleteLink: "Delete this lead…",
    deleteQuestion: (kind: string, name: string, files: number) =>
      `Delete the ${kind.toLowerCase()} from ${name}${files ? `, with its ${files === 1 ? "file" : `${files} files`}` : ""}, its timeline and the mails about it? This cannot be undone.`,
    deleteButton: "Delete for good",
  },
  timeline: {
    received: "Received",
    notification: (to: string) => `Notification to ${to}`,
    acknowledgement: (to: string) => `Acknowledgement to ${to}`,
    sent: (at: string) => `sent ${at}`,
    waiting: "waiting to be sent",
    retrying: (attempts: number, error: string) => `not sent yet after ${attempts} tries: ${error}`,
    failed: (attempts: number, error: string) => `failed after ${attempts} tries: ${error}`,
    you: { doer: "You", done: "you" },
    stage: (actor: string, to: string) => `${actor} moved it to ${to}`,
    reason: (reason: string) => `Reason: ${reason}`,
    took: (actor: string) => `${actor} took this lead`,
    assigned: (actor: string, assignee: string) => `${actor} assigned it to ${assignee}`,
    unassigned: (actor: string) => `${actor} unassigned it`,
    note: (actor: string) => `${actor} added a note`,
    reply: (actor: string, to: string) => `${actor} replied to ${to}`,
    subject: (subject: string) => `Subject: ${subject}`,
  },
  templates: {
    seo: seo("/admin/templates", "Mail templates", "The acknowledgement and the reply templates."),
    heading: "Mail templates",
    intro: `The acknowledgement goes to every visitor who leaves an email address, in the company's own words only: it never repeats what the visitor typed. Each India day it goes at most ${acknowledgementBudgets.mailbox} time to one mailbox (however its address is written), ${acknowledgementBudgets.domain} times to the addresses of one domain and ${acknowledgementBudgets.site} times in all; the company's address is told by mail when a budget is used up. Replies start from the other templates.`,
    placeholders: "Placeholders, filled in when a mail is written:",
    caption: "Templates",
    columns: { name: "Template", subject: "Subject", state: "State", edited: "Text" },
    on: "On",
    off: "Off",
    edited: "Edited",
    default: "Default",
    edit: (name: string) => `Edit ${name}`,
    back: { to: "/admin/templates", label: "Back to the templates" },
    subjectLabel: "Subject",
    bodyLabel: "Text",
    enabledLabel: "On",
    enabledHint: {
      acknowledgement: "When off, visitors get no acknowledgement.",
      reply: "When off, the reply form does not offer it.",
    },
    save: "Save",
    reset: "Reset to the default text",
  },
  digest: {
    seo: seo("/admin/digest", "Daily digest", "A morning mail of new leads and leads waiting for contact."),
    heading: "Daily digest",
    intro:
      "Each morning after 8 AM India time: the leads that came in over the last day, counted by kind and by source, and the leads waiting for a first contact for more than 24 hours. Sent only when there is something to tell.",
    on: (email: string) => `You get the digest at ${email}.`,
    off: "You do not get the digest.",
    subscribe: "Send me the daily digest",
    unsubscribe: "Stop sending me the digest",
  },
  charts: {
    seo: seo(
      "/admin/charts",
      "Charts",
      "The leads of a period: per week, by stage and by time to first contact.",
    ),
    heading: "Charts",
    homeLink: { to: "/admin/charts", label: "Charts of the leads" },
    period: {
      label: "Period of the charts",
      from: "From",
      to: "Until",
      submit: "Show",
      shown: (from: string, to: string) => `From ${from} until ${to}.`,
    },
    weekly: {
      heading: "Leads per week",
      description: (total: number) =>
        `Stacked bars of the leads received each week by kind: ${total} in all.`,
      caption: "Leads per week by kind",
      week: "Week from",
      total: "All kinds",
    },
    funnel: {
      heading: { sales: "Stage funnel", hiring: "Hiring funnel" } satisfies Record<PipelineName, string>,
      description: (received: number, won: number) =>
        `Bars of the leads received in the period that reached each stage: ${received} received, ${won} won.`,
      caption: {
        sales: "Leads of the period by the stage they reached",
        hiring: "Applications of the period by the stage they reached",
      } satisfies Record<PipelineName, string>,
      pipeline: "Pipeline",
      step: "Stage reached",
      leads: "Leads",
      share: "Share of received",
      received: "Received",
      reached: (stage: string) => `${stage} or further`,
      still: { sales: "Still new", hiring: "Still applied" } satisfies Record<PipelineName, string>,
    },
    firstContact: {
      heading: "Time from arrival to first contact",
      description: (median: string) =>
        `Bars of the median time to first contact by kind; all kinds: ${median}.`,
      caption: "Median time to first contact by kind",
      kind: "Kind",
      contacted: "Contacted",
      waiting: "Not contacted",
      median: "Median time",
      all: "All kinds",
      none: "none yet",
      hours: (hours: number) => `${hours.toFixed(1)} h`,
    },
    csv: (chart: string) => `Download CSV: ${chart}`,
    legend: "Kinds",
  },
} as const;

export const digestMail = {
  subject: (day: string, fresh: number, waiting: number) =>
    `Leads on ${day}: ${fresh} new, ${waiting} waiting for a first contact`,
  greeting: (name: string) => `Good morning ${name},`,
  fresh: (count: number, kinds: string) =>
    `New leads in the last 24 hours: ${count}${kinds ? ` (${kinds})` : ""}`,
  bySource: (sources: string) => `By source: ${sources}`,
  waiting: (count: number) => `Leads waiting for a first contact for more than 24 hours: ${count}`,
  open: "Open the leads waiting for a first contact",
  footer: (address: string) => `You get this mail because you asked for it. Stop it at ${address}`,
} as const;

/** A funnel step's name in the charts and their CSV. */
export function funnelStepLabel(pipeline: PipelineName, step: FunnelStep) {
  const { won, lost } = pipelines[pipeline];
  if (step.key === "received") return adminInboxPages.charts.funnel.received;
  if (step.key === "still") return adminInboxPages.charts.funnel.still[pipeline];
  return step.key === won || step.key === lost
    ? stageLabels[step.key]
    : adminInboxPages.charts.funnel.reached(stageLabels[step.key]);
}
