import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteContent } from "~/content/site-content";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { startSession } from "../auth/sessions.server";
import { openDatabase } from "../db/database.server";
import { liveContent } from "./live.server";
import { asksForPreview, siteViewFor } from "./page-content.server";
import { publishDraft, readArea, readPublished, saveDraft } from "./store.server";

// What every process serves (decision 031): the published content, followed by generation.
describe.each(testDialects)("the live content on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { REQUIRE_ADMIN_2FA: "false" });
  });
  afterAll(() => site.close());

  const actor = { id: null, email: "operator@example.in" };
  const profile = (name: string) => ({ ...defaultSiteContent.profile, name });

  it("starts from the defaults, follows a publish once the generation moves on, and tells its listeners", async () => {
    const other = liveContent(site.app.db);
    const heard: string[] = [];
    other.onChange((published) => heard.push(published.content.profile.name));
    expect(other.current().content.profile.name).toBe("Mumbai Soft Solutions");
    expect(await other.refresh()).toBe(false);

    const saved = await saveDraft(site.app.db, "profile", profile("Asha Soft"), 0, actor);
    expect(saved).toEqual({ ok: true, revision: 1 });
    expect(await other.refresh()).toBe(false);
    expect(await publishDraft(site.app.db, "profile", 1, actor)).toEqual({ ok: true, version: 1 });
    expect(await other.refresh()).toBe(true);
    expect(other.current()).toMatchObject({ generation: 1, content: { profile: { name: "Asha Soft" } } });
    expect(other.current().changedAt).toEqual(expect.any(String));
    expect(heard).toEqual(["Asha Soft"]);
    expect(await other.refresh()).toBe(false);
  });

  it("refuses to publish a draft that changed since it was read", async () => {
    const { content } = await readPublished(site.app.db);
    expect(content.profile.name).toBe("Asha Soft");
    await saveDraft(site.app.db, "profile", profile("Draft only"), 2, actor);
    expect(await publishDraft(site.app.db, "profile", 2, actor)).toEqual({ ok: false, code: "stale" });
    expect((await readPublished(site.app.db)).content.profile.name).toBe("Asha Soft");
  });

  it("shows the drafts only to an admin who asks for preview; anyone else gets the published content", async () => {
    await site.site.refresh();
    const adminId = await insertUser(site.app.db, { email: `preview.${tag()}@example.in` });
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", adminId).execute();
    const userId = await insertUser(site.app.db, { email: `visitor.${tag()}@example.in` });
    const cookieOf = async (id: string) =>
      (await startSession(site.context(), new Request(`${site.config.APP_URL}/login`), id))
        .map((line) => line.split(";")[0])
        .join("; ");
    const view = async (cookie: string) =>
      siteViewFor(site.context(), new Request(`${site.config.APP_URL}/nav2`, { headers: { cookie } }));

    const admin = await cookieOf(adminId);
    expect(await view(`${admin}; content-preview=1`)).toMatchObject({
      preview: true,
      content: { profile: { name: "Draft only" } },
    });
    expect(await view(admin)).toMatchObject({ preview: false, content: { profile: { name: "Asha Soft" } } });
    const visitor = await cookieOf(userId);
    expect(await view(`${visitor}; content-preview=1`)).toMatchObject({
      preview: false,
      content: { profile: { name: "Asha Soft" } },
    });
    expect(await view("content-preview=1")).toMatchObject({ preview: false });
    expect(asksForPreview("a=1; content-preview=1")).toBe(true);
    expect(asksForPreview("xcontent-preview=1")).toBe(false);
  });

  it("serves a publish to the next request even when a check began just before it committed", async () => {
    let reached!: () => void;
    const reachedDatabase = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    // The timer's check reads the old generation, then is held while the admin publishes. It reads
    // on a connection of its own: SQLite's one connection would otherwise wait for it.
    const checker = openDatabase(site.config.DATABASE_URL);
    const slowReads = checker.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (holding) {
          reached();
          await held;
        }
        return args.result;
      },
    });
    const live = liveContent(slowReads, await readPublished(site.app.db));
    const timerCheck = live.refresh();
    await reachedDatabase;
    holding = false;

    const { revision } = await readArea(site.app.db, "profile");
    const saved = await saveDraft(site.app.db, "profile", profile("Asha Soft Academy"), revision, actor);
    expect(saved.ok).toBe(true);
    const published = await publishDraft(site.app.db, "profile", revision + 1, actor);
    expect(published.ok).toBe(true);
    const afterPublish = live.refresh();
    release();

    expect(await timerCheck).toBe(false);
    expect(await afterPublish).toBe(true);
    expect(live.current().content.profile.name).toBe("Asha Soft Academy");
    await checker.db.destroy();
  });
});
