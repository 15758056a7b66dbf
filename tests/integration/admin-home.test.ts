import { describe, expect, it } from "vitest";
import { adminPages } from "~/content/pages/admin";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { uploadFile } from "../support/operations";
import { ADMIN, tag } from "../support/site-client";
import { publishOpening } from "../support/site-content";

const tiles = adminPages.home.tiles;

describe.each(testDialects)("the admin home on %s", (dialect) => {
  const { client, admin } = useAdminSite(dialect);

  /** The figure shown on the tile with this label, and where the tile leads. */
  async function tile(label: string) {
    const response = await client.request("/admin/home", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const match = new RegExp(
      `<a [^>]*href="([^"]+)"[^>]*><span[^>]*>(\\d+)</span><span[^>]*>${label}</span>`,
    ).exec(html);
    expect(match, `the tile ${label}`).not.toBeNull();
    return { href: (match?.[1] ?? "").replaceAll("&amp;", "&"), figure: Number(match?.[2]) };
  }

  it("counts users, unverified users, new leads by kind and the outbox, each linking to its list", async () => {
    const users = await tile(tiles.users);
    const unverified = await tile(tiles.unverified);
    const feedback = await tile(tiles.newOf("Feedback"));
    const needs = await tile(tiles.newOf("Need enquiries"));
    const waiting = await tile(tiles.outboxWaiting);
    const broken = await tile(tiles.newOf("Broken links"));

    await client.newUserSession();
    const t = tag();
    expect(
      (
        await client.postJson("/api/feedback", {
          name: `Meera ${t}`,
          email: `m.${t}@example.com`,
          message: "Hi",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await client.postJson("/api/needs", {
          selection: "MobileApp",
          name: `Ravi ${t}`,
          mobile: "9876543210",
          email: `r.${t}@example.com`,
        })
      ).status,
    ).toBe(201);
    expect((await client.postJson("/not-found", { path: `/missing-${t}`, referrer: "" })).status).toBe(201);

    expect(await tile(tiles.users)).toEqual({ ...users, figure: users.figure + 1 });
    expect(await tile(tiles.unverified)).toEqual({ ...unverified, figure: unverified.figure + 1 });
    expect(await tile(tiles.newOf("Feedback"))).toEqual({ ...feedback, figure: feedback.figure + 1 });
    expect(await tile(tiles.newOf("Need enquiries"))).toEqual({ ...needs, figure: needs.figure + 1 });
    expect(await tile(tiles.newOf("Broken links"))).toEqual({ ...broken, figure: broken.figure + 1 });
    // Every lead and the registration wrote a mail; the sink takes them all, so none failed.
    expect((await tile(tiles.outboxFailed)).figure).toBe(0);

    expect(users.href).toBe("/admin/dashboard");
    expect(unverified.href).toBe("/admin/dashboard?verified=0");
    expect(feedback.href).toBe("/admin/inbox?kind=feedback&stage=new");
    expect(needs.href).toBe("/admin/inbox?kind=need&stage=new");
    expect(broken.href).toBe("/admin/site-health/broken-links?status=new");
    expect(waiting.href).toBe("/admin/site-health/outbox?status=waiting");
  });

  it("counts a new application at its first hiring stage, Applied, and links to those", async () => {
    const applications = await tile(tiles.newOf("Applications"));
    expect(applications.href).toBe("/admin/inbox?kind=applications&stage=applied");
    const t = tag();
    const opening = await publishOpening(client.request, admin, { title: `Tester ${t}` });
    await uploadFile(client, opening, {
      name: `Divya ${t}`,
      email: `divya.${t}@example.com`,
      mobile: "9820012345",
    });
    expect(await tile(tiles.newOf("Applications"))).toEqual({
      ...applications,
      figure: applications.figure + 1,
    });
  });

  it("the audit log shows each admin change with who made it, newest first", async () => {
    const user = await client.newUserSession();
    const me = await client.request("/user", {
      headers: { cookie: user.cookie, accept: "application/json" },
    });
    const { _id: id, name } = (await me.json()) as { _id: string; name: string };
    const verified = await client.postJson("/dashboard", { action: "verify", ids: [id] }, client.as(admin));
    expect(verified.status).toBe(200);

    const response = await client.request("/admin/audit", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const rows = [...(await response.text()).matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]),
    );
    const entries = rows.filter((cells) => cells.length === 5);
    // The log's codes read as labels; its target is named, and linked while it exists.
    expect(entries[0]?.slice(1, 3)).toEqual([ADMIN.email, "User verified"]);
    expect(entries[0]?.[3]).toMatch(
      new RegExp(`^<a [^>]*href="/admin/edit-user\\?id=${id}"[^>]*>User ${name}</a>$`),
    );
    // The admin of ADMIN_EMAIL was made at start, by the operator rather than a signed-in admin.
    expect(entries.at(-1)?.slice(1, 3)).toEqual(["operator (command line)", "User added"]);

    // A lead export's target is the kind it exported, by the kind's name.
    const exported = await client.request("/admin/inbox/export.csv?kind=need", {
      headers: { cookie: admin.cookie },
    });
    expect(exported.status).toBe(200);
    await exported.text();
    const after = await client.request("/admin/audit", { headers: { cookie: admin.cookie } });
    const first = (await after.text()).match(/<tbody[^>]*><tr[^>]*>(.*?)<\/tr>/)?.[1] ?? "";
    const cells = [...first.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]);
    expect(cells.slice(1, 4)).toEqual([ADMIN.email, "Leads exported", "Need enquiry"]);
    // Its details as words, not as the stored JSON with the code's names.
    expect(cells[4]).toContain("Kind: Need enquiry · ");
    expect(cells[4]).not.toMatch(/[{"]|[a-z][A-Z]|_/);
  });

  it("names a lead's entries by the person and its stages by their labels, and stops linking a deleted lead", async () => {
    const t = tag();
    const sent = await client.postJson("/api/feedback", {
      name: `Asha ${t}`,
      email: `a.${t}@example.com`,
      message: "Hi",
    });
    const { id } = (await sent.json()) as { id: string };
    const moved = await client.postJson(
      `/admin/leads/${id}`,
      { intent: "stage", stage: "contacted" },
      client.as(admin),
    );
    expect(moved.status).toBe(200);
    const firstRow = async () => {
      const page = await (await client.request("/admin/audit", { headers: { cookie: admin.cookie } })).text();
      const first = page.match(/<tbody[^>]*><tr[^>]*>(.*?)<\/tr>/)?.[1] ?? "";
      return [...first.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]);
    };
    const cells = await firstRow();
    expect(cells[3]).toMatch(new RegExp(`^<a [^>]*href="/admin/leads/${id}"[^>]*>Lead from Asha ${t}</a>$`));
    expect(cells[4]).toContain("New → Contacted");

    const deleted = await client.postJson(`/admin/leads/${id}`, { intent: "delete" }, client.as(admin));
    expect(deleted.status).toBe(200);
    const after = await firstRow();
    expect(after[3]).toBe(adminPages.audit.gone("Lead"));
    expect(after[3]).not.toContain(`Asha ${t}`);
  });
});
