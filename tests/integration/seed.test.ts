import { describe, expect, it } from "vitest";
import { leadKinds } from "~/lib/lead-kinds";
import { readArea } from "~/server/content/store.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { npmRun } from "../support/operations";

const rowIds = (html: string) =>
  [...html.matchAll(/<input type="checkbox"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);

// `npm run seed` on a new site fills the inbox with every kind of lead, through the site's own forms'
// functions, and refuses a site that already has leads unless told otherwise.
describe.each(testDialects)("npm run seed on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  const env = () => ({ DATABASE_URL: site.database.url, DATA_DIR: site.database.dataDir });
  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("fills the inbox with leads of every kind, users, courses with batches and openings", async () => {
    const seeded = await npmRun("seed", [], env());
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain("Demo site ready: 11 courses with batches, 2 openings, 6 users");

    for (const kind of leadKinds) {
      expect(rowIds(await page(`/admin/inbox?kind=${kind}`)), kind).toHaveLength(6);
    }
    const users = await site.app.db.selectFrom("users").select("email").where("role", "=", "user").execute();
    expect(users).toHaveLength(6);
    // Sources grouped by site: two people came from LinkedIn, with a lead of every kind but the
    // data request, whose confirmation link is opened from a mail.
    expect(rowIds(await page("/admin/inbox?source=LinkedIn"))).toHaveLength(2 * (leadKinds.length - 1));
    const { live } = await readArea(site.app.db, "courses");
    expect(live.courses.filter((course) => course.batches.some((batch) => batch.open))).toHaveLength(10);
    expect(await (await client.request("/jobs/node-js-developer")).text()).toContain("Node.js developer");
  }, 120_000);

  it("refuses a site that has leads, and adds to it with --force", async () => {
    const refused = await npmRun("seed", [], env());
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `This site already has ${6 * leadKinds.length} leads: npm run seed fills an empty one.`,
    );
    const forced = await npmRun("seed", ["--force"], env());
    expect(forced.code, forced.output).toBe(0);
    expect(rowIds(await page("/admin/inbox?kind=feedback"))).toHaveLength(12);
  }, 120_000);
});
