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
    "Visitors are counted without cookies: a visitor is a browser on one India day, so the same person on two days counts twice. Visitors who ask not to be tracked, and bots, are not counted.",
  period: {
    label: "Period",
    option: (days: number) => `Last ${days} days`,
    shown: (from: string, to: string) => `From ${from} until ${to}.`,
  },
  columns: {
    day: "Day",
    views: "Page views",
    visitors: "Visitors",
    leads: "Leads",
    rate: "Leads per visitor",
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
      caption: "Leads per visitor by source",
      first: "Source",
    },
    "conversion-landing": {
      heading: "Conversion by landing page",
      caption: "Leads per visitor by landing page",
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
