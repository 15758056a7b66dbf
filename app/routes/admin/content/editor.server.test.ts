import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContentPages } from "~/content/pages/admin-content";
import { type AreaKey, contentAreas } from "~/content/site-content";
import { walkFields } from "~/lib/content-fields/walk";
import { readSession, type SignedIn, startSession } from "~/server/auth/sessions.server";
import { mediaDir } from "~/server/content/media.server";
import { readArea, versionsOf } from "~/server/content/store.server";
import { testDialects } from "../../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../../tests/support/in-process";
import { buildMultipart, type FormPart } from "../../../../tests/support/multipart";
import { tag } from "../../../../tests/support/site-client";
import { editArea } from "./editor.server";

const text = adminContentPages.editor;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();

/** The smallest file that reads as a WebM video: an EBML header naming its document type. */
const WEBM = Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex");

// The content editors' action (decision 031), in process, on a real database and data folder.
describe.each(testDialects)("the content editors on %s", (dialect) => {
  let site: InProcessSite;
  let admin: SignedIn;

  beforeAll(async () => {
    site = await openInProcessSite(dialect, { MAX_UPLOAD_MB: "1", MAX_VIDEO_MB: "2" });
    const id = await insertUser(site.app.db, { email: `content.${tag()}@example.in` });
    await site.app.db.updateTable("users").set({ role: "admin" }).where("id", "=", id).execute();
    const cookies = await startSession(site.context(), new Request(`${site.config.APP_URL}/login`), id);
    const cookie = cookies.map((line) => line.split(";")[0]).join("; ");
    admin = (await readSession(
      site.context(),
      new Request(site.config.APP_URL, { headers: { cookie } }),
    )) as SignedIn;
  });
  afterAll(() => site.close());

  /** The editor's form for `key` as it shows the draft now, as flat fields. */
  async function formOf(key: AreaKey): Promise<Record<string, string>> {
    const state = await readArea(site.app.db, key);
    const values: Record<string, string> = { _csrf: admin.csrfToken, revision: String(state.revision) };
    for (const { path, field, value } of walkFields(
      contentAreas[key].fields,
      state.draft as Record<string, unknown>,
    )) {
      if (field.kind === "media") {
        const ref = value as { src: string; alt: string };
        values[`${path}.src`] = ref.src;
        values[`${path}.alt`] = ref.alt;
      } else values[path] = Array.isArray(value) ? value.join("\n") : String(value);
    }
    return values;
  }

  type Upload = { field: string; filename: string; type: string; bytes: Buffer };

  async function send(key: AreaKey, values: Record<string, string>, file?: Upload | Upload[]) {
    const parts: FormPart[] = Object.entries(values).map(([name, value]) => ({ name, value }));
    for (const upload of [file ?? []].flat())
      parts.push({
        name: upload.field,
        file: { filename: upload.filename, type: upload.type, bytes: upload.bytes },
      });
    const { body, contentType } = buildMultipart(`b${tag()}`, parts);
    const request = new Request(`${site.config.APP_URL}/admin/content/${key}`, {
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json" },
      body: new Uint8Array(body),
    });
    const result = await editArea(request, site.context(), key, admin);
    return { status: result.init?.status ?? 200, body: result.data as Record<string, unknown> };
  }

  const stored = async () => ({
    area: await readArea(site.app.db, "employees"),
    media: await site.app.db.selectFrom("media_files").select("stored_name").execute(),
    files: (await readdir(mediaDir(site.config.DATA_DIR)).catch(() => [])).filter(
      (name) => name !== ".incoming",
    ),
    incoming: await readdir(path.join(mediaDir(site.config.DATA_DIR), ".incoming")).catch(() => []),
  });

  it("saves a draft and publishes it with a new photo: re-encoded, recorded, audited, and live", async () => {
    const form = await formOf("employees");
    const saved = await send("employees", { ...form, intent: "save", "members.1.name": "Kavya Rao" });
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: text.saved } });
    expect((await readArea(site.app.db, "employees")).draft.members[1]?.name).toBe("Kavya Rao");
    expect(site.site.current().content.employees.members[1]?.name).toBe("Arjun Nair");

    const published = await send(
      "employees",
      { ...(await formOf("employees")), intent: "publish", "members.1.photo.alt": "Kavya at her desk" },
      {
        field: "members.1.photo.file",
        filename: "kavya.png",
        type: "image/png",
        bytes: await png(1200, 900),
      },
    );
    expect(published).toMatchObject({ status: 200, body: { ok: true, message: text.published(1) } });
    const member = site.site.current().content.employees.members[1];
    expect(member).toMatchObject({ name: "Kavya Rao", photo: { alt: "Kavya at her desk" } });
    const file = member?.photo.src.replace("/media/", "") ?? "";
    expect(file).toMatch(/^[0-9a-f-]{36}\.webp$/);
    const picture = await sharp(await readFile(path.join(mediaDir(site.config.DATA_DIR), file))).metadata();
    expect(picture).toMatchObject({ format: "webp", width: 320, height: 240 });
    const audit = await site.app.db
      .selectFrom("audit_log")
      .select(["action", "target_id", "actor_email"])
      .where("action", "=", "content.published")
      .execute();
    expect(audit).toContainEqual({
      action: "content.published",
      target_id: "employees",
      actor_email: admin.user.email,
    });
  });

  it("restores an earlier version as a new one, draft included", async () => {
    const form = await formOf("employees");
    await send("employees", { ...form, intent: "publish", "members.1.name": "Kavya R." });
    expect(site.site.current().content.employees.members[1]?.name).toBe("Kavya R.");
    const restored = await send("employees", {
      ...(await formOf("employees")),
      intent: "restore",
      version: "1",
    });
    expect(restored).toMatchObject({ status: 200, body: { ok: true, message: text.restored(1, 3) } });
    expect(site.site.current().content.employees.members[1]?.name).toBe("Kavya Rao");
    expect((await readArea(site.app.db, "employees")).draft.members[1]?.name).toBe("Kavya Rao");
    const restoredEntry = await site.app.db
      .selectFrom("audit_log")
      .select(["target_id", "details"])
      .where("action", "=", "content.restored")
      .executeTakeFirst();
    expect(restoredEntry).toEqual({
      target_id: "employees",
      details: JSON.stringify({ version: 3, restoredFrom: 1 }),
    });
    expect(
      (await versionsOf(site.app.db, "employees")).map((version) => [
        version.version,
        version.restoredFrom,
        version.live,
      ]),
    ).toEqual([
      [3, 1, true],
      [2, null, false],
      [1, null, false],
    ]);
    const defaults = await send("employees", {
      ...(await formOf("employees")),
      intent: "restore",
      version: "0",
    });
    expect(defaults).toMatchObject({ status: 200, body: { ok: true, message: text.restored(0, 4) } });
    expect(site.site.current().content.employees.members[1]?.name).toBe("Arjun Nair");
    const unknown = await send("employees", {
      ...(await formOf("employees")),
      intent: "restore",
      version: "99",
    });
    expect(unknown).toMatchObject({ status: 404, body: { ok: false, error: text.unknownVersion } });
  });

  it("refuses a save from a stale tab (409), keeping what the other tab saved", async () => {
    const first = await formOf("employees");
    const second = await formOf("employees");
    expect(
      (await send("employees", { ...first, intent: "save", "members.0.name": "From tab one" })).status,
    ).toBe(200);
    const stale = await send("employees", { ...second, intent: "save", "members.0.name": "From tab two" });
    expect(stale).toMatchObject({ status: 409, body: { ok: false, error: text.stale } });
    expect((await readArea(site.app.db, "employees")).draft.members[0]?.name).toBe("From tab one");
  });

  it.each([
    ["an empty required field", { "members.3.name": "  " }, "members.3.name"],
    ["an over-long text", { "members.2.software": "x".repeat(201) }, "members.2.software"],
    ["a number that is not one", { "members.4.experienceYears": "many" }, "members.4.experienceYears"],
    [
      "a picture address off the site",
      { "members.0.photo.src": "https://evil.example/x.png" },
      "members.0.photo",
    ],
  ])("refuses %s (400), naming the field, and saves nothing", async (_case, change, field) => {
    const before = await stored();
    const refused = await send("employees", { ...(await formOf("employees")), intent: "save", ...change });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ ok: false, error: text.failed });
    expect(Object.keys(refused.body.fields as object)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it("refuses to publish a person's photo without its text alternative, saving nothing; the new photo waits in the form", async () => {
    const before = await stored();
    const refused = await send(
      "employees",
      { ...(await formOf("employees")), intent: "publish", "members.2.photo.alt": "" },
      { field: "members.2.photo.file", filename: "rohan.png", type: "image/png", bytes: await png(200, 200) },
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { ok: false, error: text.notPublished, fields: { "members.2.photo.alt": expect.any(String) } },
    });
    const after = await stored();
    expect(after.area).toEqual(before.area);
    // The picture passed its checks: it is kept and goes back with the form, to be saved with it.
    const waiting = (refused.body.values as Record<string, string>)["members.2.photo.src"] ?? "";
    expect(waiting).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    expect(after.media.map((row) => row.stored_name)).toContain(waiting.slice("/media/".length));
    expect(after.incoming).toEqual([]);
  });

  it("answers a refusal in the one failure shape, sending back the fields as sent, the kept upload in its place", async () => {
    const form: Record<string, string> = {
      ...(await formOf("employees")),
      intent: "publish",
      "members.2.name": "Rohan K",
    };
    const refused = await send(
      "employees",
      { ...form, "members.2.photo.alt": "" },
      { field: "members.2.photo.file", filename: "rohan.png", type: "image/png", bytes: await png(200, 200) },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body).sort()).toEqual(["details", "error", "fields", "ok", "values"]);
    expect(refused.body.values).toMatchObject({
      "members.2.name": "Rohan K",
      "members.2.photo.src": expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/),
    });
    // Another tab saves first: this form's revision is then an old one.
    expect((await send("employees", { ...form, intent: "save" })).status).toBe(200);
    const stale = await send("employees", { ...form, "members.2.name": "Rohan Stale" });
    expect(stale).toMatchObject({
      status: 409,
      body: { ok: false, error: text.stale, values: { "members.2.name": "Rohan Stale" } },
    });
    expect(stale.body).not.toHaveProperty("document");
  });

  it.each([
    ["a text file called a picture", "photo.png", "image/png", Buffer.from("not a picture at all"), 415],
    ["a picture over MAX_UPLOAD_MB", "big.png", "image/png", Buffer.alloc(1024 * 1024 + 10, 1), 413],
  ])("refuses %s, and keeps nothing", async (_case, filename, type, bytes, status) => {
    const before = await stored();
    const refused = await send(
      "employees",
      { ...(await formOf("employees")), intent: "save" },
      { field: "members.0.photo.file", filename, type, bytes },
    );
    expect(refused.status).toBe(status);
    expect(refused.body.ok).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it("takes a new photo for each of the five people in one save", async () => {
    const photos = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) => ({
        field: `members.${index}.photo.file`,
        filename: `person-${index}.png`,
        type: "image/png",
        bytes: await png(300 + index, 300),
      })),
    );
    const form = await formOf("employees");
    const saved = await send("employees", { ...form, intent: "save" }, photos);
    expect(saved).toMatchObject({ status: 200, body: { ok: true, message: text.saved } });
    const { members } = (await readArea(site.app.db, "employees")).draft;
    const sources = members.map((member) => member.photo.src);
    for (const [index, src] of sources.entries()) {
      expect(src).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
      expect(src).not.toBe(form[`members.${index}.photo.src`]);
      expect(members[index]?.photo.alt).toBe(form[`members.${index}.photo.alt`]);
    }
    expect(new Set(sources).size).toBe(5);
    expect((await stored()).incoming).toEqual([]);
  });

  it("refuses each bad file of a save by its person, keeps the good ones and the text waiting in the form, and saves nothing", async () => {
    const before = await stored();
    const form: Record<string, string> = {
      ...(await formOf("employees")),
      intent: "save",
      "members.3.name": "Ravi Menon",
    };
    const refused = await send("employees", form, [
      { field: "members.0.photo.file", filename: "a.png", type: "image/png", bytes: await png(200, 200) },
      {
        field: "members.1.photo.file",
        filename: "b.png",
        type: "image/png",
        bytes: Buffer.from("no picture"),
      },
      {
        field: "members.2.photo.file",
        filename: "c.png",
        type: "image/png",
        bytes: Buffer.alloc(1024 * 1024 + 10, 1),
      },
      { field: "members.4.photo.file", filename: "e.png", type: "image/png", bytes: await png(220, 220) },
    ]);
    const who = (index: number) =>
      contentAreas.employees.fields.members.itemLabel(before.area.draft.members[index] ?? {}, index);
    expect(refused).toMatchObject({
      status: 415,
      body: {
        ok: false,
        error: text.failed,
        fields: {
          "members.1.photo": "Choose a PNG, JPEG or WebP picture.",
          "members.2.photo": "A picture may be at most 1 MB.",
        },
      },
    });
    expect(refused.body.details).toBe(
      `${who(1)}: Photo: Choose a PNG, JPEG or WebP picture. ${who(2)}: Photo: A picture may be at most 1 MB.`,
    );
    expect((await stored()).area).toEqual(before.area);
    const values = refused.body.values as Record<string, string>;
    expect(values["members.3.name"]).toBe("Ravi Menon");
    for (const index of [0, 4])
      expect(values[`members.${index}.photo.src`]).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    for (const index of [1, 2, 3])
      expect(values[`members.${index}.photo.src`]).toBe(form[`members.${index}.photo.src`]);

    // Sent again as the page shows it, with nothing chosen again, the kept photos are saved.
    const saved = await send("employees", values);
    expect(saved.status).toBe(200);
    const { members } = (await readArea(site.app.db, "employees")).draft;
    expect(members[0]?.photo.src).toBe(values["members.0.photo.src"]);
    expect(members[4]?.photo.src).toBe(values["members.4.photo.src"]);
    expect(members[3]?.name).toBe("Ravi Menon");
    expect((await stored()).incoming).toEqual([]);
  });

  it("takes MP4 and WebM videos by their bytes, and refuses anything else or too large", async () => {
    const mp4 = await readFile(path.resolve("public/video/company.mp4"));
    for (const [bytes, filename] of [
      [mp4, "film.mp4"],
      [WEBM, "film.webm"],
    ] as const) {
      const kept = await send(
        "media",
        { ...(await formOf("media")), intent: "save", "video.alt": "Our film" },
        { field: "video.file", filename, type: "video/mp4", bytes },
      );
      expect(kept).toMatchObject({ status: 200, body: { ok: true } });
      const { src } = (await readArea(site.app.db, "media")).draft.video;
      expect(src).toMatch(filename.endsWith("webm") ? /\.webm$/ : /\.mp4$/);
    }
    const picture = await send(
      "media",
      { ...(await formOf("media")), intent: "save" },
      { field: "video.file", filename: "film.mp4", type: "video/mp4", bytes: await png(10, 10) },
    );
    expect(picture).toMatchObject({ status: 415, body: { details: "Video: Choose an MP4 or WebM video." } });
    const large = await send(
      "media",
      { ...(await formOf("media")), intent: "save" },
      {
        field: "video.file",
        filename: "film.mp4",
        type: "video/mp4",
        bytes: Buffer.concat([mp4, Buffer.alloc(2 * 1024 * 1024)]),
      },
    );
    expect(large.status).toBe(413);
    const captions = await send(
      "media",
      { ...(await formOf("media")), intent: "save" },
      {
        field: "captions.file",
        filename: "c.vtt",
        type: "text/vtt",
        bytes: Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n"),
      },
    );
    expect(captions).toMatchObject({ status: 200, body: { ok: true } });
    const notCaptions = await send(
      "media",
      { ...(await formOf("media")), intent: "save" },
      {
        field: "captions.file",
        filename: "c.vtt",
        type: "text/vtt",
        bytes: Buffer.from("<script>alert(1)</script>"),
      },
    );
    expect(notCaptions.status).toBe(415);
    expect((await stored()).incoming).toEqual([]);
  });

  it("refuses a form without this session's XSRF token, before reading its fields", async () => {
    const { _csrf, ...form } = await formOf("profile");
    await expect(send("profile", { ...form, intent: "save", name: "Forged" })).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect((await readArea(site.app.db, "profile")).draft.name).toBe("Mumbai Soft Solutions");
  });
});
