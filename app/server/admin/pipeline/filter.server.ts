import { MAX_SEARCH_LENGTH } from "~/lib/inbox";
import { isDay } from "~/lib/india-days";
import { messages } from "~/lib/messages";
import {
  type ContactState,
  contactStates,
  type InboxFilter,
  isLeadKind,
  isLeadStage,
  type LeadStage,
  leadStages,
  UNASSIGNED,
} from "~/lib/pipeline";
import { pipelineMessages } from "~/lib/pipeline-messages";
import { pageOf } from "~/lib/schemas/list";
import { isUuid } from "~/lib/schemas/pipeline";

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const text = pipelineMessages;

/**
 * The one inbox's filters from its address (or a chart's period from the admin home's). A filter
 * that names something unknown is refused with why, not guessed: it would show other leads than
 * the ones asked for. The page follows the lists' policy (decision 025).
 */
export function readInboxFilter(url: URL): Parsed<InboxFilter & { page: number }> {
  const params = url.searchParams;
  const q = (params.get("q") ?? "").trim();
  if (q.length > MAX_SEARCH_LENGTH)
    return { ok: false, error: messages.inbox.searchTooLong(MAX_SEARCH_LENGTH) };

  const kind = params.get("kind") || null;
  if (kind !== null && !isLeadKind(kind)) return { ok: false, error: text.unknownKind };

  const asked = params.getAll("stage").filter(Boolean);
  if (!asked.every(isLeadStage)) return { ok: false, error: text.unknownStage };
  const stages = leadStages.filter((stage) => (asked as LeadStage[]).includes(stage));

  let assignee = params.get("assignee") || null;
  if (assignee !== null && assignee !== UNASSIGNED) {
    if (!isUuid(assignee)) return { ok: false, error: text.unknownAssignee };
    assignee = assignee.toLowerCase();
  }

  const period = readPeriod(params);
  if (!period.ok) return period;

  const contact = params.get("contact") || null;
  if (contact !== null && !(contactStates as readonly string[]).includes(contact))
    return { ok: false, error: text.unknownContact };

  return {
    ok: true,
    value: {
      q,
      kind,
      stages,
      assignee,
      ...period.value,
      contact: contact as ContactState | null,
      page: pageOf(params),
    },
  };
}

/** `from` and `to`: India days, both included, each optional. */
export function readPeriod(params: URLSearchParams): Parsed<{ from: string | null; to: string | null }> {
  const from = params.get("from") || null;
  const to = params.get("to") || null;
  if ((from !== null && !isDay(from)) || (to !== null && !isDay(to)))
    return { ok: false, error: text.badDate };
  if (from !== null && to !== null && from > to) return { ok: false, error: text.badRange };
  return { ok: true, value: { from, to } };
}
