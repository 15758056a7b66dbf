import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteContent } from "~/content/site-content";
import { mediaDir } from "~/server/content/media.server";
import { publishDraft, saveDraft } from "~/server/content/store.server";
import { nowIso } from "~/server/ids.server";
import { testDialects } from "../../../../tests/support/databases";
import { type InProcessSite, openInProcessSite } from "../../../../tests/support/in-process";
import { deleteUnusedMedia, findUnusedMedia, RECENT_MEDIA_MS } from "./unused-media.server";

const actor = { id: null, email: "owner@example.in" };
const name = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}.webp`;
const FILES = {
  /** In a published version that is no longer live: restoring it must find its photo. */
  earlierVersion: name(1),
  /** In the live version and the draft. */
  live: name(2),
  /** In the draft only, saved after the publish. */
  draft: name(3),
  /** In a stored version its area's fields no longer accept. */
  oldShape: name(4),
  /** Named by nothing, uploaded long ago: the only one to go. */
  unused: name(5),
  /** Named by nothing yet, uploaded a moment ago: a save may be about to name it. */
  recent: name(6),
};

// Deleting the content's unused files, in process, on a real database and data folder.
describe.each(testDialects)("unused media on %s", (dialect) => {
  let site: InProcessSite;
  let dir: string;

  beforeAll(async () => {
    site = await openInProcessSite(dialect);
    dir = mediaDir(site.config.DATA_DIR);
    mkdirSync(path.join(dir, ".incoming"), { recursive: true });
    const longAgo = new Date(Date.now() - RECENT_MEDIA_MS - 60_000);
    for (const file of Object.values(FILES)) {
      writeFileSync(path.join(dir, file), `bytes of ${file}`);
      if (file !== FILES.recent) utimesSync(path.join(dir, file), longAgo, longAgo);
      await site.app.db
        .insertInto("media_files")
        .values({
          id: file.slice(0, 36),
          kind: "image",
          stored_name: file,
          content_type: "image/webp",
          size: `bytes of ${file}`.length,
          sha256: "0".repeat(64),
          original_name: "photo.png",
          uploaded_by: null,
          created_at: nowIso(),
        })
        .execute();
    }
    // Not the site's files: another name, and a part file being received.
    writeFileSync(path.join(dir, "notes.txt"), "left alone");
    writeFileSync(path.join(dir, ".incoming", "part"), "left alone");
    utimesSync(path.join(dir, "notes.txt"), longAgo, longAgo);

    const founder = (file: string) => ({
      ...defaultSiteContent.founder,
      photo: { src: `/media/${file}`, alt: "Our founder" },
    });
    let revision = 0;
    for (const file of [FILES.earlierVersion, FILES.live]) {
      const saved = await saveDraft(site.app.db, "founder", founder(file), revision, actor);
      if (!saved.ok) throw new Error("the draft was not saved");
      const published = await publishDraft(site.app.db, "founder", saved.revision, actor);
      expect(published.ok).toBe(true);
      revision = saved.revision + 1;
    }
    const saved = await saveDraft(
      site.app.db,
      "employees",
      {
        ...defaultSiteContent.employees,
        members: defaultSiteContent.employees.members.map((member, index) =>
          index === 0 ? { ...member, photo: { src: `/media/${FILES.draft}`, alt: "Asha" } } : member,
        ),
      },
      0,
      actor,
    );
    expect(saved.ok).toBe(true);
    await site.app.db
      .insertInto("content_versions")
      .values({
        area: "clients",
        version: 1,
        document: JSON.stringify({ aFieldSinceRemoved: { src: `/media/${FILES.oldShape}` } }),
        published_at: nowIso(),
        published_by: null,
        restored_from: null,
      })
      .execute();
  });
  afterAll(() => site.close());

  it("finds only the old file that no draft and no published version names, and counts the recent one", async () => {
    expect(await findUnusedMedia(site.app.db, site.config.DATA_DIR)).toEqual({
      files: [{ name: FILES.unused, bytes: `bytes of ${FILES.unused}`.length }],
      bytes: `bytes of ${FILES.unused}`.length,
      recent: 1,
    });
  });

  it("deletes it with its row, audits what went, and keeps everything else", async () => {
    expect(await deleteUnusedMedia(site.app.db, site.config.DATA_DIR, actor)).toEqual({
      files: 1,
      bytes: `bytes of ${FILES.unused}`.length,
    });
    expect(readdirSync(dir).sort()).toEqual(
      [".incoming", "notes.txt", ...Object.values(FILES).filter((file) => file !== FILES.unused)].sort(),
    );
    expect(existsSync(path.join(dir, ".incoming", "part"))).toBe(true);
    const rows = await site.app.db.selectFrom("media_files").select("stored_name").execute();
    expect(rows.map((row) => row.stored_name).sort()).toEqual(
      Object.values(FILES)
        .filter((file) => file !== FILES.unused)
        .sort(),
    );
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["actor_email", "target_type", "details"])
      .where("action", "=", "content.media-deleted")
      .execute();
    expect(audit).toEqual([
      {
        actor_email: actor.email,
        target_type: "media",
        details: JSON.stringify({
          files: 1,
          bytes: `bytes of ${FILES.unused}`.length,
          names: [FILES.unused],
        }),
      },
    ]);

    // Run again: nothing left to delete, and the run is audited as such.
    expect(await deleteUnusedMedia(site.app.db, site.config.DATA_DIR, actor)).toEqual({ files: 0, bytes: 0 });
    const runs = await site.app.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "content.media-deleted")
      .execute();
    expect(runs).toHaveLength(2);
    expect(runs.map((run) => run.details)).toContain(JSON.stringify({ files: 0, bytes: 0, names: [] }));
  });

  it("deletes the recent file once it is old enough and still unused", async () => {
    const later = Date.now() + RECENT_MEDIA_MS + 60_000;
    expect(await deleteUnusedMedia(site.app.db, site.config.DATA_DIR, actor, later)).toEqual({
      files: 1,
      bytes: `bytes of ${FILES.recent}`.length,
    });
    expect(existsSync(path.join(dir, FILES.recent))).toBe(false);
    expect(existsSync(path.join(dir, FILES.earlierVersion))).toBe(true);
  });
});
