import { adminPipelinePages, stageLabels } from "~/content/pages/admin-pipeline";
import { formatDateTime } from "~/lib/format";
import type { Delivery, TimelineEntry } from "~/lib/lead-timeline";

const text = adminPipelinePages.timeline;

/** How a mail fared: sent when, still waiting, or why not. */
function deliveryText(delivery: Delivery) {
  if (delivery.status === "sent" && delivery.sentAt) return text.sent(formatDateTime(delivery.sentAt));
  if (delivery.status === "failed") return text.failed(delivery.attempts, delivery.lastError ?? "");
  if (delivery.lastError) return text.retrying(delivery.attempts, delivery.lastError);
  return text.waiting;
}

function Entry({ entry }: { entry: TimelineEntry }) {
  switch (entry.type) {
    case "received":
      return <p className="font-semibold">{text.received}</p>;
    case "mail":
      return (
        <p>
          <span className="font-semibold">
            {(entry.purpose === "acknowledgement" ? text.acknowledgement : text.notification)(entry.to)}
          </span>
          : {deliveryText(entry)}
        </p>
      );
    case "stage":
      return (
        <>
          <p className="font-semibold">
            {text.stage(entry.actor, stageLabels[entry.from], stageLabels[entry.to])}
          </p>
          {entry.reason ? <p>{text.reason(entry.reason)}</p> : null}
        </>
      );
    case "assigned":
      return (
        <p className="font-semibold">
          {entry.assignee ? text.assigned(entry.actor, entry.assignee) : text.unassigned(entry.actor)}
        </p>
      );
    case "note":
      return (
        <>
          <p className="font-semibold">{text.note(entry.actor)}</p>
          <p className="whitespace-pre-wrap wrap-anywhere">{entry.body}</p>
        </>
      );
    case "reply":
      return (
        <>
          <p className="font-semibold">
            {text.reply(entry.actor, entry.to)}
            {entry.delivery ? `: ${deliveryText(entry.delivery)}` : null}
          </p>
          <p>{text.subject(entry.subject)}</p>
          <p className="whitespace-pre-wrap wrap-anywhere">{entry.body}</p>
        </>
      );
  }
}

/** A lead's story, oldest first: its arrival, its mails, stage changes, assignments, notes and replies. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="flex flex-col gap-3 border-slate-300 border-l-2 pl-4">
      {entries.map((entry) => (
        <li key={`${entry.type}-${entry.id}`} className="flex flex-col gap-1 text-sm">
          <time dateTime={entry.at} className="text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          <Entry entry={entry} />
        </li>
      ))}
    </ol>
  );
}
