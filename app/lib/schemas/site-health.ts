import { z } from "zod";
import { messages } from "../messages";
import { filtersOf, type SiteHealthKind } from "../site-health";
import { pageNumber, searchText, selectedRows } from "./list";

const filterOf = (kind: SiteHealthKind) =>
  z.object({
    q: searchText,
    status: z.preprocess(
      (value) => value || "all",
      z.enum(filtersOf(kind) as [string, ...string[]], { error: messages.siteHealth.unknownStatus }),
    ),
    page: pageNumber,
  });

export const healthFilterSchemas = {
  "broken-links": filterOf("broken-links"),
  outbox: filterOf("outbox"),
} satisfies Record<SiteHealthKind, unknown>;

export const healthActionSchema = z.object({
  intent: z.enum(["handled", "new", "retry"], { error: messages.siteHealth.badAction }),
  ids: selectedRows,
});
