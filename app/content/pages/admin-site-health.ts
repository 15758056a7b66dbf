import type { SiteHealthColumn, SiteHealthKind } from "~/lib/site-health";
import type { Seo } from "../types";

interface KindText<K extends SiteHealthKind> {
  heading: string;
  summary: string;
  columns: Record<SiteHealthColumn<K>, string>;
  rowName: string;
}

const kinds: { [K in SiteHealthKind]: KindText<K> } = {
  "broken-links": {
    heading: "Broken links",
    summary: "Addresses visitors found missing.",
    columns: { path: "Path", referrer: "Came from" },
    rowName: "broken link",
  },
  outbox: {
    heading: "Mail outbox",
    summary: "Notifications the site sends to the company.",
    columns: { to: "To", subject: "Subject", attempts: "Attempts", lastError: "Last error" },
    rowName: "mail",
  },
};

const brokenLinks = (count: number) => `${count} broken link${count === 1 ? "" : "s"}`;
const mails = (count: number) => `${count} mail${count === 1 ? "" : "s"}`;

const seo = (path: string, title: string, description: string): Seo => ({ path, title, description });

export const adminSiteHealthPages = {
  list: {
    seo: (kind: SiteHealthKind) =>
      seo(`/admin/site-health/${kind}`, kinds[kind].heading, kinds[kind].summary),
    back: { to: "/admin/inbox", label: "Back to the inbox" },
    search: { label: "Search", submit: "Search" },
    status: { label: "Status" },
    filters: {
      all: "All",
      new: "New",
      handled: "Handled",
      waiting: "Waiting",
      sending: "Sending",
      sent: "Sent",
      failed: "Failed",
    } as Record<string, string>,
    columns: { select: "Select", received: "Received", status: "Status", actions: "Actions", id: "Id" },
    selectRow: (rowName: string, first: string) => `Select ${rowName} ${first}`,
    markHandled: "Mark handled",
    markNew: "Mark new",
    retry: "Retry",
    markSelectedHandled: "Mark selected handled",
    markSelectedNew: "Mark selected new",
    retrySelected: "Retry selected",
    rowAction: (action: string, rowName: string, first: string) => `${action}: ${rowName} ${first}`,
    exportCsv: "Export CSV",
    empty: "Nothing here.",
    confirm: {
      handled: (count: number) => `Mark ${brokenLinks(count)} handled?`,
      new: (count: number) => `Mark ${brokenLinks(count)} new?`,
      retry: (count: number) => `Send ${mails(count)} again?`,
    },
    confirmButton: {
      handled: (count: number) => `Mark ${brokenLinks(count)} handled`,
      new: (count: number) => `Mark ${brokenLinks(count)} new`,
      retry: (count: number) => `Retry ${mails(count)}`,
    },
    done: {
      handled: (count: number) => `Marked ${brokenLinks(count)} handled.`,
      new: (count: number) => `Marked ${brokenLinks(count)} new.`,
      retry: (count: number) => `Queued ${mails(count)} again.`,
    },
  },
  kinds,
} as const;
