import { describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { tag } from "../../../tests/support/site-client";
import { leadMatches } from "../db/search.server";
import { leadForms } from "./lead-forms.server";
import { rebuildLeadRecords } from "./rebuild-lead-records.server";

describe.each(testDialects)("lead records made again on %s", (dialect) => {
  const leads = leadFormSite(dialect);

  it("makes every summary and search text again once the code that makes them changed, and only then", async () => {
    const { db } = leads.site.app;
    await rebuildLeadRecords(db);
    const t = tag();
    const { id } = await leads.submit(leadForms.need, {
      name: `Asha ${t}`,
      mobile: "9876543210",
      email: `asha.${t}@example.com`,
      selection: "ClientNeeds",
      generalComment: "A shop",
    });
    const record = () =>
      db
        .selectFrom("leads")
        .select(["summary", "search_text"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const made = await record();
    expect(made.summary).toBe("User's Need or Client's Need · A shop");
    // As an older label of the option left it.
    const old = { summary: "Client Needs · A shop", search_text: `Asha ${t}\nClient Needs\nA shop` };
    await db.updateTable("leads").set(old).where("id", "=", id).execute();

    expect(await rebuildLeadRecords(db)).toBe(0);
    expect(await record()).toEqual(old);
    const foundIds = async () =>
      (await db.selectFrom("leads").select("id").where(leadMatches(dialect, "User's Need")).execute()).map(
        (row) => row.id,
      );
    expect(await foundIds()).not.toContain(id);

    await db.updateTable("derived_stamps").set({ stamp: "made by older code" }).execute();
    expect(await rebuildLeadRecords(db)).toBe(1);
    expect(await record()).toEqual(made);
    expect(await foundIds()).toContain(id);
    expect(await rebuildLeadRecords(db)).toBe(0);
  });
});
