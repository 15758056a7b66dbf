import { OTHER_VALUE, type TrafficTable } from "../../lib/traffic";
import type { Seo } from "../types";

export const adminTrafficPage = {
  seo: {
    path: "/admin/traffic",
    title: "Traffic",
    description: "Visitors and page views, counted without cookies, and the leads they bring.",
  } satisfies Seo,
  heading: "Traffic",
  intro:
    "Visitors are counted without cookies: a visitor is a browser on one India day, so the same person on two days counts twice. Visitors who ask not to be tracked, and bots, are not counted. Conversion is the share of visitors who sent a lead that day; each count of leads opens them in the inbox.",
  /** The counts are summed on a schedule, so the latest visits show a little later. */
  trailing: (minutes: number) =>
    `The counts are brought up to date every ${minutes === 1 ? "minute" : `${minutes} minutes`}: a visit from the last few minutes may not show yet.`,
  period: {
    label: "Period",
    option: (days: number) => `Last ${days} days`,
    shown: (from: string, to: string) => `From ${from} until ${to}.`,
    choose: "Choose the days",
    from: "From",
    to: "Until",
    submit: "Show",
  },
  totals: {
    heading: "This period and the one before",
    caption: "Visitors, page views and conversion, compared with the period before",
    first: "Figure",
    current: (from: string, to: string) => `${from} to ${to}`,
    previous: (from: string, to: string) => `Before: ${from} to ${to}`,
    views: "Page views",
    visitors: "Visitors",
    converted: "Visitors who sent a lead",
    rate: "Conversion",
  },
  columns: {
    day: "Day",
    views: "Page views",
    visitors: "Visitors",
    leads: "Leads",
    converted: "Visitors who sent a lead",
    rate: "Conversion",
  },
  empty: {
    source: "Direct",
    campaign: "No campaign",
    landing: "Not known",
  },
  label: (value: string, empty = "") => (value === OTHER_VALUE ? "other" : value || empty),
  none: "Nothing counted in this period.",
  legend: "Series",
  tables: {
    daily: {
      heading: "Visitors and page views per day",
      caption: "Visitors and page views per day",
      first: "Day",
      description: (visitors: number, views: number) =>
        `Bars of each day's visitors and page views: ${visitors} visitors and ${views} page views in all.`,
    },
    pages: { heading: "Top pages", caption: "Top pages by page views", first: "Page" },
    sources: { heading: "Top sources", caption: "Top sources by page views", first: "Source" },
    campaigns: { heading: "Top campaigns", caption: "Top campaigns by page views", first: "Campaign" },
    devices: { heading: "Devices", caption: "Page views by device", first: "Device" },
    "conversion-sources": {
      heading: "Conversion by source",
      caption: "Share of visitors who sent a lead, by source",
      first: "Source",
    },
    "conversion-landing": {
      heading: "Conversion by landing page",
      caption: "Share of visitors who sent a lead, by landing page",
      first: "Landing page",
    },
  } satisfies Record<
    TrafficTable,
    {
      heading: string;
      caption: string;
      first: string;
      description?: (visitors: number, views: number) => string;
    }
  >,
  bars: (heading: string, count: number) => `Bars of ${heading.toLowerCase()}, ${count} in the table beside.`,
  csv: (heading: string) => `Download CSV: ${heading}`,
} as const;
