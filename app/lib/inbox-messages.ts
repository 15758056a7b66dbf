export const leadsCount = (count: number) => `${count} lead${count === 1 ? "" : "s"}`;

const braced = (placeholders: readonly string[]) =>
  placeholders.map((placeholder) => `{${placeholder}}`).join(", ");

// Apart from messages.ts, which every public page loads: these would push its scripts over budget.
export const inboxMessages = {
  stageChanged: "The stage was changed.",
  assigned: "The assignment was saved.",
  leadsMoved: (count: number, stage: string) =>
    `${leadsCount(count)} ${count === 1 ? "is" : "are"} now ${stage}.`,
  leadsAssigned: (count: number, who: string) =>
    `${leadsCount(count)} ${count === 1 ? "is" : "are"} now assigned to ${who}.`,
  noteAdded: "The note was added.",
  replySent: "The reply is on its way.",
  leadDeleted: "The lead was deleted, with its files and the mails about it.",
  templateSaved: "The template was saved.",
  templateReset: "The template is back to its default text.",
  digestOn: "You will get the daily digest.",
  digestOff: "You will not get the daily digest any more.",
  badAction: "Choose what to do from the page's buttons.",
  leadNotFound: "This lead does not exist.",
  templateNotFound: "This template does not exist.",
  unknownKind: "Choose a kind from the list.",
  unknownOpening: "Give one opening by its address, in small letters, digits and dashes.",
  unknownStage: "Choose a stage from the list.",
  unknownAssignee: "Choose an admin from the list.",
  unknownContact: "Choose a first-contact state from the list.",
  oneSource: (max: number) => `Give one source of at most ${max} characters.`,
  oneCampaign: (max: number) => `Give one campaign of at most ${max} characters.`,
  oneLanding: (max: number) => `Give one page of this site, a path of at most ${max} characters.`,
  badDate: "Write dates as YYYY-MM-DD.",
  badRange: "The first day must not be after the last.",
  periodTooLong: "Choose a period of a year at most.",
  reasonRequired: "Say why the lead was lost.",
  stageOfOtherKind:
    "Choose a stage of this kind of lead: applications have hiring stages, other leads sales stages.",
  notSelectedToHired: "A candidate not selected goes back to an earlier step before being hired.",
  noteRequired: "Write the note.",
  subjectRequired: "Write a subject.",
  subjectOneLine: "Keep the subject on one line.",
  placeholdersRefused: (refused: readonly string[], offered: readonly string[]) =>
    `Remove ${braced(refused)}: this mail goes to any address a visitor types, so it carries only the company's own words (${braced(offered)}).`,
  bodyRequired: "Write the text.",
  noAddress: "This lead has no email address to reply to.",
  notAnAdmin: "Only an admin can be put on a lead.",
  movedToInbox: "Leads are moved between stages in the inbox (/admin/inbox), not here.",
} as const;
