import { z } from "zod";
import { filtersOf, type SiteHealthKind } from "../inbox";
import { messages } from "../messages";
import { pageNumber, searchText, selectedRows } from "./list";

/** A site-health list's search, status filter ("all" for none) and page, as its form writes them. */
const filterOf = (kind: SiteHealthKind) =>
  z.object({
    q: searchText,
    status: z.preprocess(
      (value) => value || "all",
      z.enum(filtersOf(kind) as [string, ...string[]], { error: messages.inbox.unknownStatus }),
    ),
    page: pageNumber,
  });

/** Each site-health list's filters: broken links by handling, the outbox by delivery. */
export const healthFilterSchemas = {
  "broken-links": filterOf("broken-links"),
  outbox: filterOf("outbox"),
} satisfies Record<SiteHealthKind, unknown>;

/** What a site-health list's POST asks: mark reports handled or new, or retry failed mails. */
export const healthActionSchema = z.object({
  intent: z.enum(["handled", "new", "retry"], { error: messages.inbox.badAction }),
  ids: selectedRows,
});
