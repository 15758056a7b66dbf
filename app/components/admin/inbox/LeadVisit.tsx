import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminInboxPages, visitLabels } from "~/content/pages/admin-inbox";
import { inboxAddress } from "~/lib/inbox";
import type { DeviceClass } from "~/lib/visit-source";
import { link } from "../controls";

const text = adminInboxPages.lead;

// `source` is as `sourceName` gives it ('' for direct).
type LeadVisitView = Record<"source" | "medium" | "campaign" | "landing" | "referrer", string> & {
  device: DeviceClass | "";
};

export function LeadVisit({ visit }: { visit: LeadVisitView }) {
  // The inbox's leads of the same source or campaign.
  const same = (filter: "source" | "campaign", label: (value: string) => string) => (
    <Link to={inboxAddress({ [filter]: visit[filter] })} aria-label={label(visit[filter])} className={link}>
      {visit[filter]}
    </Link>
  );
  const rows: [string, ReactNode][] = [
    [visitLabels.source, visit.source ? same("source", text.sameSource) : visitLabels.sourceText("")],
    [visitLabels.medium, visit.medium],
    [visitLabels.campaign, visit.campaign && same("campaign", text.sameCampaign)],
    [visitLabels.landing, visit.landing],
    [visitLabels.referrer, visit.referrer],
    [visitLabels.device, visit.device && visitLabels.devices[visit.device]],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
