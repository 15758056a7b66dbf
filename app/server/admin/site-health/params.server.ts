import { data } from "react-router";
import { type InboxKind, isInboxKind } from "~/lib/inbox";
import { messages } from "~/lib/messages";
import { inboxAddress, type LeadKind, type LeadStage, leadStages } from "~/lib/pipeline";

export function kindOf(param: string | undefined): InboxKind {
  if (param && isInboxKind(param)) return param;
  throw data({ ok: false, error: messages.admin.leadNotFound }, { status: 404 });
}

/** The old status becomes stages: handled meant any stage after New. */
export function leadListAddress(kind: LeadKind, url: URL, path = "/admin/inbox"): string {
  const status = url.searchParams.get("status");
  const stages: LeadStage[] =
    status === "new" ? ["new"] : status === "handled" ? leadStages.filter((stage) => stage !== "new") : [];
  return inboxAddress({ kind, q: (url.searchParams.get("q") ?? "").trim(), stages }, 1, path);
}
