import { describe, expect, it } from "vitest";
import { acknowledgementBudgets } from "~/lib/inbox";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { COMPANY_EMAIL, outboxDrained } from "../support/lead-site";
import { tag } from "../support/site-client";

/** A hostile name: the old acknowledgement greeted the visitor with it. */
const REFUND = "Your refund of Rs 49,999 is ready: claim at https://evil.example/r";

// The automatic acknowledgement through the real server to a real SMTP server.
// It carries none of what a visitor typed, goes once a day to a mailbox however its address is
// written, and stops at a domain's budget with a notice to the company.
describe.each(testDialects)("the acknowledgement on %s", (dialect) => {
  const { site, client } = useAdminSite(dialect, {}, { signIn: false });

  const feedback = async (name: string, email: string, message = "Please call me back.") => {
    const response = await client.postJson("/api/feedback", { name, email, message });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** Waits until the outbox has sent everything, so the sink holds every mail the site will send. */
  const allSent = () => outboxDrained(site);

  const mailsTo = (addresses: string[]) =>
    site.sink.messages.filter((mail) => addresses.includes(mail.to[0] ?? ""));

  it("mails the visitor none of the 'refund' name or message, from the company, in its own words", async () => {
    const victim = `victim@${tag()}.example.org`;
    await feedback(REFUND, victim, REFUND);
    const mail = await site.sink.waitFor((received) => received.to.includes(victim));
    const everything = `${mail.subject}\n${mail.text}\n${mail.html}`;
    for (const piece of [REFUND, "refund", "49,999", "evil.example", "claim", "https://"])
      expect(everything).not.toContain(piece);
    expect(mail.subject).toBe("We received your feedback");
    expect(mail.text.split("\n")[0]).toBe("Hello,");
    expect(mail.html).toBe("");
    expect(mail.headers.from).toBe("Website <no-reply@example.in>");
    expect(mail.headers["reply-to"]).toBe(COMPANY_EMAIL);
  });

  it("gives five +tag variants of one address one acknowledgement between them", async () => {
    const domain = `${tag()}.example.org`;
    const variants = ["victim", "victim+1", "victim+2", "Victim+3", "VICTIM+4"].map(
      (local) => `${local}@${domain}`,
    );
    const ids = await Promise.all(variants.map((email) => feedback(REFUND, email)));
    await site.sink.waitFor((received) => variants.includes(received.to[0] ?? ""));
    await allSent();
    expect(mailsTo(variants)).toHaveLength(1);
    const stored = await site.app.db.selectFrom("leads").select("id").where("id", "in", ids).execute();
    expect(stored).toHaveLength(5);
  });

  it(`stops at ${acknowledgementBudgets.domain} a day to one domain and tells the company once`, async () => {
    const domain = `${tag()}.example.org`;
    const addresses = Array.from(
      { length: acknowledgementBudgets.domain + 3 },
      (_, index) => `p${index}@${domain}`,
    );
    for (const email of addresses) await feedback(`Person ${tag()}`, email);
    const subject = `Acknowledgements to addresses at ${domain} stopped for today`;
    const notice = await site.sink.waitFor((received) => received.subject === subject);
    expect(notice.to).toEqual([COMPANY_EMAIL]);
    expect(notice.text).toContain(`has sent ${acknowledgementBudgets.domain} automatic acknowledgements`);
    await allSent();
    expect(mailsTo(addresses)).toHaveLength(acknowledgementBudgets.domain);
    expect(site.sink.messages.filter((received) => received.subject === subject)).toHaveLength(1);
  });
});
