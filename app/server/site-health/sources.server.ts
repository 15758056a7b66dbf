import { type SiteHealthColumn, type SiteHealthKind, siteHealthColumns } from "~/lib/site-health";
import type { TableName } from "../db/schema.server";
import { cellsIn, type RowCells, type StoredRow, storedText } from "../leads/kinds.server";

export const healthSources: {
  [K in SiteHealthKind]: RowCells<SiteHealthColumn<K>> & { table: TableName; search: readonly string[] };
} = {
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
  cellsIn(siteHealthColumns[kind], healthSources[kind] as RowCells<string>, row);
