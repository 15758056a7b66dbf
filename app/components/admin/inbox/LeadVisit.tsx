import type { ReactNode } from "react";
import { Link } from "react-router";
import { adminInboxPages, visitLabels } from "~/content/pages/admin-inbox";
import { inboxAddress } from "~/lib/inbox";
import type { DeviceClass } from "~/lib/visit-source";
import { link } from "../controls";

const text = adminInboxPages.lead;

/** `source` is as `sourceName` gives it ('' for direct). */
interface LeadVisitView {
  source: string;
  medium: string;
  campaign: string;
  landing: string;
  referrer: string;
  device: DeviceClass | "";
}

export function LeadVisit({ visit }: { visit: LeadVisitView }) {
  const inboxLink = (to: string, label: string, value: string) => (
    <Link to={to} aria-label={label} className={link}>
      {value}
    </Link>
  );
  const rows: [string, ReactNode][] = [
    [
      visitLabels.source,
      visit.source
        ? inboxLink(inboxAddress({ source: visit.source }), text.sameSource(visit.source), visit.source)
        : visitLabels.sourceText(""),
    ],
    [visitLabels.medium, visit.medium],
    [
      visitLabels.campaign,
      visit.campaign &&
        inboxLink(
          inboxAddress({ campaign: visit.campaign }),
          text.sameCampaign(visit.campaign),
          visit.campaign,
        ),
    ],
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
