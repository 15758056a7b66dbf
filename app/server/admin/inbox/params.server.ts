import { data } from "react-router";
import { z } from "zod";
import { filtersOf, type InboxKind, isInboxKind, MAX_SEARCH_LENGTH } from "~/lib/inbox";
import { messages } from "~/lib/messages";
import { inboxAddress, type LeadKind, type LeadStage, leadStages } from "~/lib/pipeline";
import { selectedIds } from "~/lib/schemas/fields";
import { pageOf } from "~/lib/schemas/list";
import type { InboxFilter } from "./query.server";

/** The kind in the address; any other is a missing page. */
export function kindOf(param: string | undefined): InboxKind {
  if (param && isInboxKind(param)) return param;
  throw data({ ok: false, error: messages.admin.leadNotFound }, { status: 404 });
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A list's search, status filter and page from its address. A bad search or filter is named, not
 * guessed (it would show other rows than asked for); the page follows the lists' policy.
 */
export function readListQuery(kind: InboxKind, url: URL): Parsed<InboxFilter & { page: number }> {
  const q = (url.searchParams.get("q") ?? "").trim();
  const status = url.searchParams.get("status") || "all";
  if (q.length > MAX_SEARCH_LENGTH)
    return { ok: false, error: messages.inbox.searchTooLong(MAX_SEARCH_LENGTH) };
  if (!filtersOf(kind).includes(status)) return { ok: false, error: messages.inbox.unknownStatus };
  return { ok: true, value: { kind, q, status, page: pageOf(url.searchParams) } };
}

/** What a list's POST asks: mark rows handled or new (leads), or retry failed mails (outbox). */
export const inboxActionSchema = z.object({
  intent: z.enum(["handled", "new", "retry"], { error: messages.inbox.badAction }),
  ids: selectedIds({
    badId: messages.inbox.badId,
    none: messages.inbox.noneSelected,
    tooMany: messages.inbox.tooMany,
  }),
});

/**
 * Where a kind of lead's old list address leads in the one inbox: that kind, the same search, and
 * the old status as stages (handled meant any stage after New).
 */
export function leadListAddress(kind: LeadKind, url: URL, path = "/admin/inbox"): string {
  const status = url.searchParams.get("status");
  const stages: LeadStage[] =
    status === "new" ? ["new"] : status === "handled" ? leadStages.filter((stage) => stage !== "new") : [];
  return inboxAddress({ kind, q: (url.searchParams.get("q") ?? "").trim(), stages }, 1, path);
}
