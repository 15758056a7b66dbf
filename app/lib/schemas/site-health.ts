import { z } from "zod";
import { filtersOf, type SiteHealthKind } from "../inbox";
import { messages } from "../messages";
import { pageNumber, searchText, selectedRows } from "./list";

const filterOf = (kind: SiteHealthKind) =>
  z.object({
    q: searchText,
    status: z.preprocess(
      (value) => value || "all",
      z.enum(filtersOf(kind) as [string, ...string[]], { error: messages.inbox.unknownStatus }),
    ),
    page: pageNumber,
  });

export const healthFilterSchemas = {
  "broken-links": filterOf("broken-links"),
  outbox: filterOf("outbox"),
} satisfies Record<SiteHealthKind, unknown>;

export const healthActionSchema = z.object({
  intent: z.enum(["handled", "new", "retry"], { error: messages.inbox.badAction }),
  ids: selectedRows,
});
