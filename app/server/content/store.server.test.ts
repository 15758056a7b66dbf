import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AreaDocument, defaultSiteContent } from "~/content/site-content";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { racing } from "../../../tests/support/racing";
import type { Actor } from "../audit/audit.server";
import {
  documentOf,
  publishDraft,
  readArea,
  readPublished,
  restoreVersion,
  saveDraft,
  versionsOf,
} from "./store.server";

const actor: Actor = { id: null, email: "editor@example.in" };

const founder = (name: string): AreaDocument<"founder"> => ({ ...defaultSiteContent.founder, name });

// Writes guarded by a revision (decision 031), made at the same time on a real database: on
// PostgreSQL each of them has read the area before any of them writes (tests/support/racing.ts).
describe.each(testDialects)("the content store's revisions on %s", (dialect) => {
  let site: InProcessSite;

  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  /** Holds the area's row, so that every write to it waits; reads go on. */
  const holdArea = (area: string) => async (held: typeof site.app.db) =>
    sql`select revision from content_areas where area = ${area} for update`.execute(held);

  const audits = async () =>
    (
      await site.app.db
        .selectFrom("audit_log")
        .select("id")
        .where("action", "in", ["content.published", "content.restored"])
        .where("target_id", "=", "founder")
        .execute()
    ).length;

  /** The area as stored: its draft, live document and revision, and its versions. */
  const stored = async () => {
    const area = await readArea(site.app.db, "founder");
    return {
      draft: area.draft.name,
      live: area.live.name,
      published: (await readPublished(site.app.db)).content.founder.name,
      revision: area.revision,
      liveVersion: area.liveVersion,
      versions: (await versionsOf(site.app.db, "founder")).map((version) => version.version),
      audits: await audits(),
    };
  };

  it("publishes a revision once when two publishes of it come together; the other is stale", async () => {
    const saved = await saveDraft(site.app.db, "founder", founder("Meera Iyer"), 0, actor);
    expect(saved).toEqual({ ok: true, revision: 1 });
    const [first, second] = await racing(site.app, holdArea("founder"), [
      () => publishDraft(site.app.db, "founder", 1, actor),
      () => publishDraft(site.app.db, "founder", 1, actor),
    ]);
    expect(first).toEqual({ status: "fulfilled", value: { ok: true, version: 1 } });
    expect(second).toEqual({ status: "fulfilled", value: { ok: false, code: "stale" } });
    expect(await stored()).toEqual({
      draft: "Meera Iyer",
      live: "Meera Iyer",
      published: "Meera Iyer",
      revision: 2,
      liveVersion: 1,
      versions: [1],
      audits: 1,
    });
  });

  it("keeps a save made while a publish of the same revision ran: the publish is stale", async () => {
    const before = await stored();
    const [save, publish] = await racing<unknown>(site.app, holdArea("founder"), [
      () => saveDraft(site.app.db, "founder", founder("Saved Meanwhile"), before.revision, actor),
      () => publishDraft(site.app.db, "founder", before.revision, actor),
    ]);
    expect(save).toEqual({ status: "fulfilled", value: { ok: true, revision: before.revision + 1 } });
    expect(publish).toEqual({ status: "fulfilled", value: { ok: false, code: "stale" } });
    expect(await stored()).toEqual({ ...before, draft: "Saved Meanwhile", revision: before.revision + 1 });
  });

  it("restores once when a restore and a publish of one revision come together; the other is stale", async () => {
    const { revision } = await stored();
    expect(await publishDraft(site.app.db, "founder", revision, actor)).toMatchObject({ ok: true });
    const before = await stored();
    const next = before.liveVersion + 1;
    const [restore, publish] = await racing<unknown>(site.app, holdArea("founder"), [
      () => restoreVersion(site.app.db, "founder", 1, before.revision, actor),
      () => publishDraft(site.app.db, "founder", before.revision, actor),
    ]);
    expect(restore).toEqual({ status: "fulfilled", value: { ok: true, version: next } });
    expect(publish).toEqual({ status: "fulfilled", value: { ok: false, code: "stale" } });
    // Version 1 is live again, and the draft: the publish left nothing behind.
    expect(await stored()).toEqual({
      draft: "Meera Iyer",
      live: "Meera Iyer",
      published: "Meera Iyer",
      revision: before.revision + 1,
      liveVersion: next,
      versions: [next, ...before.versions],
      audits: before.audits + 1,
    });
  });

  it("publishes an area never saved once when two first publishes come together", async () => {
    // The area has no row yet: the held transaction makes one and takes it back, so each publish
    // waits on it to write its own.
    const hold = async (held: typeof site.app.db) =>
      held
        .insertInto("content_areas")
        .values({ area: "clients", draft: "{}", revision: 1, draft_saved_at: new Date().toISOString() })
        .execute();
    const publish = () => publishDraft(site.app.db, "clients", 0, actor);
    // Both wait on the one transaction, so either may write first once it is gone.
    const outcomes = await racing(site.app, hold, [publish, publish], { undo: true });
    expect(outcomes).toHaveLength(2);
    expect(outcomes).toContainEqual({ status: "fulfilled", value: { ok: true, version: 1 } });
    expect(outcomes).toContainEqual({ status: "fulfilled", value: { ok: false, code: "stale" } });
    const clients = await readArea(site.app.db, "clients");
    expect({ revision: clients.revision, liveVersion: clients.liveVersion }).toEqual({
      revision: 1,
      liveVersion: 1,
    });
    expect((await versionsOf(site.app.db, "clients")).map((version) => version.version)).toEqual([1]);
  });
});

// A catalogue published when one currency served every course is read with each course in it.
describe("a stored document under older fields", () => {
  it("keeps a catalogue of one currency, each course now carrying it", () => {
    const { courses } = defaultSiteContent.courses;
    const older = {
      currency: "INR",
      courses: courses.map(({ currency: _, ...course }) => ({ ...course, fee: course.fee * 80 })),
    };
    const read = documentOf("courses", JSON.stringify(older));
    expect(read.courses.map((course) => [course.key, course.fee, course.currency])).toEqual(
      courses.map((course) => [course.key, course.fee * 80, "INR"]),
    );
    expect(read).not.toHaveProperty("currency");
  });

  it("falls back to the defaults for a document no upgrade can mend", () => {
    expect(documentOf("courses", JSON.stringify({ courses: [{ name: 7 }] }))).toEqual(
      defaultSiteContent.courses,
    );
  });
});
