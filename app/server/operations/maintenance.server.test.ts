import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import {
  daysLater,
  outboxTo,
  rupeeFee,
  seatsHeldBy,
  storeEnrolment,
} from "../../../tests/support/enrolments";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { publishDraft, readArea, saveDraft } from "../content/store.server";
import { releaseUnpaidFromPublished } from "./maintenance.server";

const owner = { id: null, email: "owner@example.in" };

// The maintenance's step that gives back unpaid seats; the rule itself: courses/unpaid.server.test.ts.
describe.each(testDialects)("the maintenance's unpaid seats on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const seatsOf = (id: string) => seatsHeldBy(site.app.db, id);
  const mailsTo = (email: string) => outboxTo(site.app.db, email);

  it("follows the limit the owner publishes in the payments area, 3 days until then", async () => {
    const enrolment = await storeEnrolment(site.app.db, [rupeeFee()]);
    await releaseUnpaidFromPublished(site.app.db, daysLater(2.5));
    expect(await seatsOf(enrolment.id)).toBe(1);
    const area = await readArea(site.app.db, "payments");
    const saved = await saveDraft(
      site.app.db,
      "payments",
      { ...area.draft, unpaidDays: 10 },
      area.revision,
      owner,
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    await publishDraft(site.app.db, "payments", saved.revision, owner);
    await releaseUnpaidFromPublished(site.app.db, daysLater(9));
    expect(await seatsOf(enrolment.id)).toBe(1);
    await releaseUnpaidFromPublished(site.app.db, daysLater(10.1));
    expect(await seatsOf(enrolment.id)).toBe(0);
    expect(await mailsTo(enrolment.email)).toHaveLength(1);
  });
});
