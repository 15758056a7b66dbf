import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgementBudgets } from "~/lib/inbox";
import { mailboxOf } from "~/lib/mailbox";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { takeBudgets, takeVerificationBudgets } from "./acknowledgement.server";

// Verification mails counted with the acknowledgement's budgets, in process on a real database.
describe.each(testDialects)("verification budgets on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const DAY = "2026-12-05";
  const verify = (address: string, day = DAY) =>
    site.app.db.transaction().execute((trx) => takeVerificationBudgets(trx, mailboxOf(address), day));
  const acknowledge = (address: string) =>
    site.app.db.transaction().execute((trx) => takeBudgets(trx, mailboxOf(address), DAY));

  it("allow one mail a day to a mailbox however it is spelt, apart from its acknowledgement", async () => {
    const domain = `${tag()}.example.org`;
    expect(await verify(`asha+1@${domain}`)).toBe(true);
    expect(await verify(`Asha+2@${domain}`)).toBe(false);
    expect(await verify(`asha@${domain}`)).toBe(false);
    // The acknowledgement's own budget is untouched, and the next day is a new one.
    expect(await acknowledge(`asha@${domain}`)).toEqual([]);
    expect(await verify(`asha@${domain}`, "2026-12-06")).toBe(true);
  });

  it("allow the acknowledgement's number of mails a day to one domain, then none", async () => {
    const domain = `${tag()}.example.org`;
    for (let n = 0; n < acknowledgementBudgets.domain; n++)
      expect(await verify(`person${n}@${domain}`), `mail ${n + 1}`).toBe(true);
    expect(await verify(`one.more@${domain}`)).toBe(false);
    expect(await verify(`someone@other.${domain}`)).toBe(true);
  });
});
