import { createHash } from "node:crypto";
import { statSync, utimesSync } from "node:fs";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminContentPages } from "~/content/pages/admin-content";
import { type AreaKey, areaKeys, contentAreas, defaultSiteContent } from "~/content/site-content";
import type { MediaRef } from "~/lib/content-fields/types";
import { walkFields } from "~/lib/content-fields/walk";
import { formatBytes } from "~/lib/format";
import { messages } from "~/lib/messages";
import { readArea, versionsOf } from "~/server/content/store.server";
import { RECENT_MEDIA_MS } from "../../app/routes/admin/content/unused-media.server";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { editorForm } from "../support/editor-form.js";
import { racing } from "../support/racing";
import { routeTable } from "../support/route-table";
import { ADMIN } from "../support/site-client";
import { editorFormOf, withOwnValues } from "../support/site-content";

const media = adminContentPages.overview.media;

/** A fresh connection per request, so the kernel hands each to whichever worker accepts first. */
const fresh = { headers: { connection: "close" } };

describe.each(testDialects)("the site's content on %s, two workers", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect, { WEB_CONCURRENCY: "2" });

  const publish = async (key: AreaKey, changes: Record<string, string>) => {
    const form = await editorFormOf(client.request, admin, key, { ...changes, intent: "publish" });
    const response = await client.request(`/admin/content/${key}`, {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "application/json" },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  /** Resolves with the time until `count` fresh requests in a row all pass `check`. */
  async function timeUntil(path: string, check: (page: string) => boolean, count = 12) {
    const started = Date.now();
    for (;;) {
      const pages = await Promise.all(
        Array.from({ length: count }, async () => (await client.request(path, fresh)).text()),
      );
      if (pages.every(check)) return Date.now() - started;
      if (Date.now() - started > 10_000) throw new Error(`${path} did not follow the publish`);
      await setTimeout(50);
    }
  }

  it("shows a publish on every page of every worker, JSON-LD, canonical and sitemap included", async () => {
    const logsBefore = site.server.logs.length;
    await publish("profile", {
      name: "Asha Soft Pvt Ltd",
      address: "12 Hill Road, Bandra West",
      phone: "+91 22 5555 0101",
    });
    const waits = await Promise.all([
      timeUntil(
        "/nav2",
        (page) => page.includes("Asha Soft Pvt Ltd") && page.includes("12 Hill Road, Bandra West"),
      ),
      timeUntil("/contact", (page) => page.includes("+91 22 5555 0101")),
      timeUntil(
        "/",
        (page) => page.includes('"name":"Asha Soft Pvt Ltd"') && page.includes('content="Asha Soft Pvt Ltd"'),
      ),
      timeUntil("/employee", (page) => page.includes("| Asha Soft Pvt Ltd</title>")),
    ]);
    // Tests assert no speed: the figure is printed, and timeUntil gives up after 10 s.
    process.stdout.write(`publish seen after ${waits.join(", ")} ms\n`);
    // Each worker renders a page again on its first request after the publish, so whichever answers
    // serves the new bytes. The pages above may all have come from one of them: ask until both have.
    const renderedBy = async () => {
      await client.request("/nav2", fresh);
      return new Set(
        site.server.logs
          .slice(logsBefore)
          .filter((line) => line.includes("page rendered for the published content"))
          .map((line) => (JSON.parse(line) as { pid: number }).pid),
      ).size;
    };
    await expect.poll(renderedBy).toBe(2);
    const sitemap = await (await client.request("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("serves the pages rendered from the published content as static bytes, their scripts allowed by hash", async () => {
    await expect
      .poll(async () => (await client.request("/contact", fresh)).headers.get("etag"), { timeout: 10_000 })
      .toMatch(/^"[\w-]{27}"$/);
    for (let round = 0; round < 4; round += 1) {
      const answer = await client.request("/contact", fresh);
      const html = await answer.text();
      expect(html).toContain("+91 22 5555 0101");
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("nonce");
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
      const scripts = [
        ...html.matchAll(/<script(?! type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
      ];
      // The page script alone: the page only shows (docs/decisions/017).
      expect(scripts.length).toBe(1);
      expect(new Set(scriptSrc)).toEqual(
        new Set([
          "'self'",
          ...scripts.map(([, text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`),
        ]),
      );
      const etag = answer.headers.get("etag") ?? "";
      const again = await client.request("/contact", {
        headers: { ...fresh.headers, "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
    expect(site.server.logs.filter((line) => line.includes("not the build's own"))).toEqual([]);
  });

  it("shows the drafts to an admin in preview only, never cached; visitors keep the published page", async () => {
    const form = await editorFormOf(client.request, admin, "profile", {
      name: "Draft Name Ltd",
      intent: "save",
    });
    expect(
      (
        await client.request("/admin/content/profile", {
          method: "POST",
          headers: { cookie: admin.cookie, accept: "application/json" },
          body: form,
        })
      ).status,
    ).toBe(200);
    const on = await client.request("/admin/content/preview", {
      method: "POST",
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "preview=on&redirectTo=/nav2",
    });
    expect(on.status).toBe(302);
    expect(on.headers.get("location")).toBe("/nav2");
    const previewCookie = (on.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const previewed = await client.request("/nav2", {
      headers: { cookie: `${admin.cookie}; ${previewCookie}` },
    });
    expect(previewed.headers.get("cache-control")).toBe("no-store");
    expect(await previewed.text()).toContain("Draft Name Ltd");
    const visitor = await (await client.request("/nav2", { headers: { cookie: previewCookie } })).text();
    expect(visitor).toContain("Asha Soft Pvt Ltd");
    expect(visitor).not.toContain("Draft Name Ltd");
    expect(await (await client.request("/nav2")).text()).not.toContain("Draft Name Ltd");
  });

  it("deletes uploaded files no draft or version uses: a replaced photo answers 404, the one in use serves", async () => {
    const editor = "/admin/content/founder";
    /** Sends the founder's editor with a new photo; answers the photo's address the draft then has. */
    const sendPhoto = async (intent: "save" | "publish", background: string) => {
      const form = await editorFormOf(client.request, admin, "founder", {
        intent,
        "photo.alt": "Our founder",
      });
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
      form.set("photo.file", new Blob([new Uint8Array(png)], { type: "image/png" }), "founder.png");
      const response = await client.request(editor, {
        method: "POST",
        headers: { cookie: admin.cookie, accept: "application/json" },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return String((await editorFormOf(client.request, admin, "founder", {})).get("photo.src"));
    };
    const replaced = await sendPhoto("save", "#b91c1c");
    const used = await sendPhoto("publish", "#15803d");
    expect([replaced, used].every((src) => /^\/media\/[0-9a-f-]{36}\.webp$/.test(src))).toBe(true);
    const fileOf = (src: string) =>
      path.join(site.database.dataDir, "site-media", src.slice("/media/".length));
    const usedBytes = Buffer.from(await (await client.request(used)).arrayBuffer());
    const overview = async () =>
      (
        await client.request("/admin/content", { headers: { cookie: admin.cookie, accept: "text/html" } })
      ).text();
    // Just uploaded, the replaced photo is kept: a save may be about to name it.
    expect(await overview()).toContain(media.recent(1));
    const hourAgo = new Date(Date.now() - RECENT_MEDIA_MS - 60_000);
    for (const src of [replaced, used]) utimesSync(fileOf(src), hourAgo, hourAgo);
    const page = await overview();
    const replacedBytes = statSync(fileOf(replaced)).size;
    const size = formatBytes(replacedBytes);
    expect(page).toContain(media.unused(1, size));
    expect(page).toContain(media.delete(1));

    const post = (body: Record<string, string>) =>
      client.request("/admin/content", {
        method: "POST",
        headers: {
          cookie: admin.cookie,
          accept: "text/html",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(body),
      });
    expect((await post({ intent: "delete-unused-media" })).status).toBe(403);
    expect((await client.request(replaced)).status).toBe(200);

    // A plain browser form: the page comes back with the result in its live region.
    const csrf = String(editorForm(page, {}).get("_csrf"));
    const deleted = await post({ _csrf: csrf, intent: "delete-unused-media" });
    expect(deleted.status).toBe(200);
    const after = await deleted.text();
    const liveRegions = [...after.matchAll(/role="status"[^>]*>([\s\S]*?)<\/div>/g)].map((match) => match[1]);
    expect(liveRegions.some((region) => region?.includes(media.deleted(1, size)))).toBe(true);
    expect(after).toContain(media.unused(0, formatBytes(0)));
    const gone = await client.request(replaced);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    const kept = await client.request(used);
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(usedBytes);
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["actor_email", "details"])
      .where("action", "=", "content.media-deleted")
      .execute();
    expect(audit.map((row) => ({ ...row, details: JSON.parse(row.details ?? "null") }))).toEqual([
      {
        actor_email: ADMIN.email,
        details: { files: 1, bytes: replacedBytes, names: [path.basename(fileOf(replaced))] },
      },
    ]);
  });

  describe("two edits of one revision at once", () => {
    /** The founder's name in each published version, by version. */
    const names = ["Founder One", "Founder Two"];

    beforeAll(async () => {
      for (const name of names) await publish("founder", { name });
    });

    it.each<[string, Record<string, string>[]]>([
      [
        "a publish and a restore",
        [
          { intent: "publish", name: "Raced Publish" },
          { intent: "restore", version: "1" },
        ],
      ],
      [
        "two restores",
        [
          { intent: "restore", version: "1" },
          { intent: "restore", version: "2" },
        ],
      ],
      [
        "two publishes",
        [
          { intent: "publish", name: "Publish A" },
          { intent: "publish", name: "Publish B" },
        ],
      ],
    ])(
      "takes one of %s: the other is refused with 409 and the stale message, never a 500",
      async (_case, edits) => {
        const before = await readArea(site.app.db, "founder");
        const versionsBefore = await versionsOf(site.app.db, "founder");
        // Both forms come from the same page, so from the same revision.
        const forms = await Promise.all(
          edits.map((changes) => editorFormOf(client.request, admin, "founder", changes)),
        );
        const answers = await racing(
          site.app,
          (held) =>
            held
              .selectFrom("content_areas")
              .select("revision")
              .where("area", "=", "founder")
              .forUpdate()
              .execute(),
          forms.map((form) => async () => {
            const response = await client.request("/admin/content/founder", {
              method: "POST",
              headers: { cookie: admin.cookie, accept: "application/json" },
              body: form,
            });
            return { status: response.status, body: await response.text() };
          }),
        );
        const outcomes = answers.map((answer) => (answer.status === "fulfilled" ? answer.value : answer));
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
        const winner = outcomes.findIndex((outcome) => outcome.status === 200);
        const loser = outcomes[1 - winner] as { body: string };
        expect(JSON.parse(loser.body)).toMatchObject({ ok: false, error: adminContentPages.editor.stale });

        // What is stored is the winner's edit, whole: one new version, live and as the draft.
        const edit = edits[winner] ?? {};
        const after = await readArea(site.app.db, "founder");
        const versions = await versionsOf(site.app.db, "founder");
        expect(versions.map((version) => version.version)).toEqual([
          versionsBefore.length + 1,
          ...versionsBefore.map((version) => version.version),
        ]);
        expect(versions[0]).toMatchObject({
          live: true,
          restoredFrom: edit.version ? Number(edit.version) : null,
        });
        const restored = async (version: number) =>
          JSON.parse(
            (
              await site.app.db
                .selectFrom("content_versions")
                .select("document")
                .where("area", "=", "founder")
                .where("version", "=", version)
                .executeTakeFirstOrThrow()
            ).document,
          );
        expect(after.live).toEqual(
          edit.intent === "publish"
            ? { ...before.draft, name: edit.name }
            : await restored(Number(edit.version)),
        );
        expect(after.draft).toEqual(after.live);
        expect(after.liveVersion).toBe(versionsBefore.length + 1);
      },
    );
  });
});

describe("the content editors without JavaScript", () => {
  const { client, admin } = useAdminSite("sqlite");

  it("answers a plain browser form post with the editor page and its message, a stale one with 409", async () => {
    const post = (form: FormData) =>
      client.request("/admin/content/founder", {
        method: "POST",
        headers: { cookie: admin.cookie, accept: "text/html" },
        body: form,
      });
    const first = await editorFormOf(client.request, admin, "founder", {
      name: "Meera Iyer",
      intent: "save",
    });
    const stale = await editorFormOf(client.request, admin, "founder", {
      name: "Someone Else",
      intent: "save",
    });
    const saved = await post(first);
    expect(saved.status).toBe(200);
    const page = await saved.text();
    expect(page).toContain(adminContentPages.editor.saved);
    expect(page).toContain('value="Meera Iyer"');
    const refused = await post(stale);
    expect(refused.status).toBe(409);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain("This draft was changed in another tab or by another admin");
    // The form still shows what the admin typed, to copy before reloading.
    expect(refusedPage).toContain('value="Someone Else"');
  });

  const editor = adminContentPages.editor;
  /** A text as React writes it into a page. */
  const html = (text: string) => text.replaceAll("'", "&#x27;");
  const pageOf = async (path: string) =>
    (await client.request(path, { headers: { cookie: admin.cookie, accept: "text/html" } })).text();

  it("keeps a text over its limit as typed and refuses it by its field; no field cuts what is typed", async () => {
    const editorPage = await pageOf("/admin/content/profile");
    expect(editorPage).not.toMatch(/maxlength=/i);
    expect(editorPage).toContain(`id="name-count"`);
    const long = "A".repeat(81);
    const form = await editorFormOf(client.request, admin, "profile", { name: long, intent: "save" });
    const refused = await client.request("/admin/content/profile", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "text/html" },
      body: form,
    });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(`value="${long}"`);
    expect(page).toContain(messages.field.tooLong(80));
    expect(page).toContain(editor.limit.count({ kind: "chars", used: 81, max: 80 }));
  });

  it("asks before a restore, saying what it will do, and says what it did", async () => {
    const publish = await editorFormOf(client.request, admin, "founder", { intent: "publish" });
    const published = await client.request("/admin/content/founder", {
      method: "POST",
      headers: { cookie: admin.cookie, accept: "text/html" },
      body: publish,
    });
    expect(published.status).toBe(200);
    const live = Number(/The site shows version (\d+)\./.exec(await published.text())?.[1]);
    expect(live).toBeGreaterThan(0);
    // The Restore link leads to the question, a page of its own.
    expect(await pageOf("/admin/content/founder")).toContain(
      `href="/admin/content/founder?restore=0#restore-confirm"`,
    );
    const question = await pageOf("/admin/content/founder?restore=0");
    expect(question).toContain(html(editor.history.confirm.heading(0)));
    expect(question).toContain(html(editor.history.confirm.what(0, live, live + 1)));
    expect(question).toContain('action="/admin/content/founder"');
    // Nothing changed by asking; a version that cannot be restored asks nothing.
    expect(await pageOf("/admin/content/founder?restore=999")).not.toContain('id="restore-confirm"');
    const revision = /name="revision" value="(\d+)"/.exec(question)?.[1] ?? "";
    const restored = await client.postForm(
      "/admin/content/founder",
      { _csrf: admin.xsrf, revision, intent: "restore", version: "0" },
      { accept: "text/html", cookie: admin.cookie },
    );
    expect(restored.status).toBe(200);
    const after = await restored.text();
    expect(after).toContain(html(editor.restored(0, live + 1)));
    expect(after).toContain(editor.status.live(live + 1));
    expect(after).not.toContain('id="restore-confirm"');
  });
});

describe("a site with every placeholder replaced", () => {
  // The server's default addresses, so the checklist's e-mail items count too.
  const { site } = useAdminSite("sqlite", { COMPANY_EMAIL: "", HR_EMAIL: "" }, { signIn: false });

  it("shows no default placeholder value on any public page (and each of them before)", async () => {
    const placeholders = new Set<string>(["info@example.com", "hr@example.com"]);
    for (const key of areaKeys)
      for (const { field, value } of walkFields(
        contentAreas[key].fields,
        defaultSiteContent[key] as Record<string, unknown>,
      )) {
        if (!field.placeholder) continue;
        if (field.kind === "media") placeholders.add((value as MediaRef).src);
        else for (const text of Array.isArray(value) ? value : [value]) placeholders.add(String(text));
      }
    const publicPaths = routeTable
      .filter(
        (entry) =>
          entry.path !== undefined &&
          !entry.file.startsWith("routes/admin/") &&
          !entry.path.includes(":") &&
          !entry.path.includes("*"),
      )
      .map((entry) => `/${entry.path}`)
      .concat("/");
    expect(publicPaths.length).toBeGreaterThan(40);
    const url = site.server.url;
    const crawl = async () => {
      const found = new Set<string>();
      for (const path of publicPaths) {
        // Read as text, not markup: no page hands its data to a script any more, so every value is escaped.
        const page = (await (await fetch(`${url}${path}`, { headers: { accept: "text/html" } })).text())
          .replaceAll("&#x27;", "'")
          .replaceAll("&quot;", '"')
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&amp;", "&");
        for (const text of placeholders) if (page.includes(text)) found.add(text);
      }
      return found;
    };
    // Before: the template shows each of them somewhere (the video's files only on the video page's player).
    const before = await crawl();
    expect([...placeholders].filter((text) => !before.has(text))).toEqual([]);

    const { saveDraft, publishDraft } = await import("~/server/content/store.server");
    const actor = { id: null, email: "operator@example.in" };
    for (const key of areaKeys) {
      expect((await saveDraft(site.app.db, key, withOwnValues(key), 0, actor)).ok, key).toBe(true);
      expect((await publishDraft(site.app.db, key, 1, actor)).ok, key).toBe(true);
    }
    // The worker takes up each publish within a second; the last ones may still be rendering.
    await expect.poll(async () => [...(await crawl())]).toEqual([]);
  });
});

describe("the pages whose texts the company edits", () => {
  const { site } = useAdminSite("sqlite", {}, { signIn: false });

  it("show the texts of their own area, and of no other", async () => {
    const textAreas = areaKeys.filter((key) => "cards" in defaultSiteContent[key]);
    expect(textAreas).toHaveLength(9);
    const marker = (key: AreaKey) => `First card of the ${key} area`;
    const { saveDraft, publishDraft } = await import("~/server/content/store.server");
    const actor = { id: null, email: "operator@example.in" };
    for (const key of textAreas) {
      const texts = structuredClone(defaultSiteContent[key]) as { cards: { title: string }[] };
      texts.cards[0] = { ...(texts.cards[0] as { title: string }), title: marker(key) };
      expect((await saveDraft(site.app.db, key, texts as never, 0, actor)).ok, key).toBe(true);
      expect((await publishDraft(site.app.db, key, 1, actor)).ok, key).toBe(true);
    }
    const shown = async () =>
      Object.fromEntries(
        await Promise.all(
          textAreas.map(async (key) => {
            const page = await (await fetch(`${site.server.url}${contentAreas[key].shownAt}`)).text();
            return [key, textAreas.filter((other) => page.includes(marker(other)))];
          }),
        ),
      );
    // The worker takes up each publish within a second; the last ones may still be rendering.
    await expect.poll(shown).toEqual(Object.fromEntries(textAreas.map((key) => [key, [key]])));
  });
});
