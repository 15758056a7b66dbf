import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { interviewTexts } from "~/content/pages/interviews";
import { formatDateTime } from "~/lib/format";
import { indiaDayAndTime } from "~/lib/interviews";
import type { Delivery, Person, TimelineEntry } from "~/lib/lead-timeline";

const text = adminInboxPages.timeline;

function deliveryText(delivery: Delivery) {
  if (delivery.status === "sent" && delivery.sentAt) return text.sent(formatDateTime(delivery.sentAt));
  if (delivery.status === "failed") return text.failed(delivery.attempts, delivery.lastError ?? "");
  if (delivery.lastError) return text.retrying(delivery.attempts, delivery.lastError);
  return text.waiting;
}

const named = (person: Person, me: string, as: keyof typeof text.you) =>
  person.id === me ? text.you[as] : person.name;

function assignment(actor: Person, assignee: Person | null, me: string) {
  const doer = named(actor, me, "doer");
  if (!assignee) return text.unassigned(doer);
  if (assignee.id && assignee.id === actor.id) return text.took(doer);
  return text.assigned(doer, named(assignee, me, "done"));
}

function Entry({ entry, me }: { entry: TimelineEntry; me: string }) {
  switch (entry.type) {
    case "received":
      return <p className="font-semibold">{text.received}</p>;
    case "mail":
      return (
        <>
          <p>
            <span className="font-semibold">
              {(entry.purpose === "acknowledgement" ? text.acknowledgement : text.notification)(entry.to)}
            </span>
            : {deliveryText(entry)}
          </p>
          <p>{text.subject(entry.subject)}</p>
        </>
      );
    case "stage":
      return (
        <>
          <p className="font-semibold">{text.stage(named(entry.actor, me, "doer"), stageLabels[entry.to])}</p>
          {entry.reason ? <p>{text.reason(entry.reason)}</p> : null}
        </>
      );
    case "assigned":
      return <p className="font-semibold">{assignment(entry.actor, entry.assignee, me)}</p>;
    case "interview": {
      const { interview } = entry;
      const { day, time } = indiaDayAndTime(interview.startsAt);
      return (
        <>
          <p className="font-semibold">{interviewTexts.heading}</p>
          <p>
            {interviewTexts.shown(
              `${day} ${time}`,
              interview.minutes,
              interviewTexts.modes[interview.mode],
              interview.interviewer,
            )}
          </p>
          {interview.place ? <p className="wrap-anywhere">{interview.place}</p> : null}
          {interview.sequence > 0 && !interview.cancelledAt ? (
            <p>{interviewTexts.timeline.moved(interview.sequence)}</p>
          ) : null}
          {interview.cancelledAt ? <p>{interviewTexts.timeline.cancelled}</p> : null}
        </>
      );
    }
    case "note":
      return (
        <>
          <p className="font-semibold">{text.note(named(entry.actor, me, "doer"))}</p>
          <p className="whitespace-pre-wrap wrap-anywhere">{entry.body}</p>
        </>
      );
    case "reply":
      return (
        <>
          <p className="font-semibold">
            {text.reply(named(entry.actor, me, "doer"), entry.to)}
            {entry.delivery ? `: ${deliveryText(entry.delivery)}` : null}
          </p>
          <p>{text.subject(entry.subject)}</p>
          <p className="whitespace-pre-wrap wrap-anywhere">{entry.body}</p>
        </>
      );
  }
}

/** `me` is the id of the admin reading it. */
export function LeadTimeline({ entries, me }: { entries: TimelineEntry[]; me: string }) {
  return (
    <ol className="flex flex-col gap-3 border-slate-300 border-l-2 pl-4">
      {entries.map((entry) => (
        <li key={`${entry.type}-${entry.id}`} className="flex flex-col gap-1 text-sm">
          <time dateTime={entry.at} className="text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          <Entry entry={entry} me={me} />
        </li>
      ))}
    </ol>
  );
}
