import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import { indiaDayOf } from "~/lib/india-days";
import { testDialects } from "../../../tests/support/databases";
import {
  daysLater,
  outboxTo,
  rupeeFee,
  seatsHeldBy,
  storeEnrolment,
} from "../../../tests/support/enrolments";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { recordPayment } from "./payments.server";
import { releaseUnpaidSeats } from "./unpaid.server";

const owner = { id: null, email: "owner@example.in" };
const settings = { unpaidDays: 3, catalogue: defaultCourses, company: "Mumbai Soft Solutions" };

describe.each(testDialects)("an unpaid enrolment's seats on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const seatsOf = (id: string) => seatsHeldBy(site.app.db, id);
  const mailsTo = (email: string) => outboxTo(site.app.db, email);

  it("gives back the seats of an enrolment unpaid past the limit, and tells its trainee once", async () => {
    const unpaid = await storeEnrolment(site.app.db, [rupeeFee(), rupeeFee()], { name: "Ravi" });
    const young = await storeEnrolment(site.app.db, [rupeeFee()]);
    // Two days on, within the limit: nothing happens.
    await releaseUnpaidSeats(site.app.db, settings, daysLater(2));
    expect(await seatsOf(unpaid.id)).toBe(2);
    // Made a day later, the second is still within its limit when the first is past it.
    await site.app.db
      .updateTable("course_enrolments")
      .set({ created_at: daysLater(1.5).toISOString() })
      .where("id", "=", young.id)
      .execute();
    const later = daysLater(3.1);
    // Workers running the step at once release and mail it once.
    const runs = await Promise.all([
      releaseUnpaidSeats(site.app.db, settings, later),
      releaseUnpaidSeats(site.app.db, settings, later),
    ]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await seatsOf(unpaid.id)).toBe(0);
    expect(await seatsOf(young.id)).toBe(1);
    const mails = await mailsTo(unpaid.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lead_id: unpaid.id, status: "waiting" });
    expect(mails[0]?.text_body).toContain("Hello Ravi,");
    expect(mails[0]?.text_body).toContain("within 3 days");
    expect(mails[0]?.text_body).toContain("₹24,000");
    const row = await site.app.db
      .selectFrom("course_enrolments")
      .select("seats_released_at")
      .where("id", "=", unpaid.id)
      .executeTakeFirstOrThrow();
    expect(row.seats_released_at).not.toBeNull();
    // A later run mails no one again.
    await releaseUnpaidSeats(site.app.db, settings, daysLater(10));
    expect(await mailsTo(unpaid.email)).toHaveLength(1);
  });

  it("lets a paid enrolment, even partly paid, and a Lost one keep their seats and get no mail", async () => {
    const partly = await storeEnrolment(site.app.db, [rupeeFee()]);
    const lost = await storeEnrolment(site.app.db, [rupeeFee()]);
    const paid = await recordPayment(
      { db: site.app.db, config: site.config, site: site.site },
      owner,
      partly.id,
      {
        intent: "payment",
        currency: null,
        amount: 500,
        paidOn: indiaDayOf(new Date()),
        reference: `UTR${tag()}`,
      },
    );
    expect(paid.ok).toBe(true);
    await site.app.db.updateTable("leads").set({ stage: "lost" }).where("id", "=", lost.id).execute();
    await releaseUnpaidSeats(site.app.db, settings, daysLater(30));
    expect(await seatsOf(partly.id)).toBe(1);
    expect(await seatsOf(lost.id)).toBe(1);
    expect((await mailsTo(partly.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("receipt"),
    ]);
    expect(await mailsTo(lost.email)).toEqual([]);
  });
});
