import type { SiteHealthKind } from "~/lib/inbox";
import { cellsIn, type KindSource, type StoredRow, storedText } from "../../leads/kinds.server";

export const healthSources: { [K in SiteHealthKind]: KindSource<K> & { search: readonly string[] } } = {
  "broken-links": {
    table: "not_found_reports",
    search: ["path", "referrer"],
    cells: { path: storedText("path"), referrer: storedText("referrer") },
  },
  outbox: {
    table: "mail_outbox",
    search: ["to_address", "subject", "last_error"],
    cells: {
      to: storedText("to_address"),
      subject: storedText("subject"),
      attempts: storedText("attempts"),
      lastError: storedText("last_error"),
    },
  },
};

export const healthCells = (kind: SiteHealthKind, row: StoredRow) =>
  cellsIn(kind, healthSources[kind] as KindSource<typeof kind>, row);
