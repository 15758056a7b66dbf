import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { shellArgs } from "../../../tests/support/shell";
import { avatarDir } from "../accounts/avatars.server";
import { loadConfig } from "../config.server";
import { mediaDir } from "../content/media.server";
import { backup } from "./backup.server";
import { BACKUP_FILES, type BackupManifest, writeManifest } from "./manifest.server";
import { restore } from "./restore.server";

// In process, on a real backup of a real SQLite site: what restore refuses before it changes anything.
describe("restore", () => {
  let site: InProcessSite;
  const work = mkdtempSync(path.join(tmpdir(), "restore-test-"));
  let original: string;
  let copies = 0;
  const MEDIA = "00000000-0000-4000-8000-0000000000aa.webp";
  const mediaBytes = Buffer.from("the bytes of a published picture");

  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
    await insertUser(site.app.db, { email: "restore.test@example.in" });
    for (const [dir, name, bytes] of [
      [site.config.UPLOADS_DIR, "0000-upload.pdf", Buffer.from("an upload")],
      [avatarDir(site.config.DATA_DIR), "0000-200.webp", Buffer.from("a picture")],
      [mediaDir(site.config.DATA_DIR), MEDIA, mediaBytes],
    ] as const) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }
    ({ folder: original } = await backup(site.config, path.join(work, "backups")));
  });
  afterAll(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A copy of the backup in a folder of its own, with a good copy of its database beside that folder. */
  const backupCopy = () => {
    const parent = path.join(work, `copy-${++copies}`);
    const folder = path.join(parent, "backup");
    cpSync(original, folder, { recursive: true });
    cpSync(path.join(folder, BACKUP_FILES.sqlite), path.join(parent, "outside.db"));
    return { folder, outside: path.join(parent, "outside.db") };
  };
  const manifestFile = (folder: string) => path.join(folder, BACKUP_FILES.manifest);
  /** Changes the manifest and writes it as backup does, with a checksum that matches. */
  const rewriteManifest = async (folder: string, change: (manifest: BackupManifest) => void) => {
    const { manifestSha256: _, ...manifest } = JSON.parse(readFileSync(manifestFile(folder), "utf8"));
    change(manifest);
    await writeManifest(folder, manifest);
  };
  /** A new, empty data folder and the configuration that restores into it. */
  const newTarget = () => {
    const dataDir = mkdtempSync(path.join(work, "target-"));
    return {
      dataDir,
      config: loadConfig({ DATABASE_URL: `file:${path.join(dataDir, "app.db")}`, DATA_DIR: dataDir }),
    };
  };
  /** Restores into a new, empty data folder, which holds only its generated secret after the refusal. */
  const refusal = async (folder: string, message: string) => {
    const { dataDir, config } = newTarget();
    await expect(restore(config, folder, false)).rejects.toThrow(message);
    expect(readdirSync(dataDir)).toEqual(["session-secret"]);
  };

  it("puts the site's media back with the rest", async () => {
    const { dataDir, config } = newTarget();
    const { notes } = await restore(config, backupCopy().folder, false);
    expect(notes).toEqual([]);
    expect(readFileSync(path.join(mediaDir(dataDir), MEDIA))).toEqual(mediaBytes);
  });

  it("refuses a backup whose site-media folder does not match its manifest", async () => {
    const { folder } = backupCopy();
    rmSync(path.join(folder, "site-media", MEDIA));
    await refusal(
      folder,
      "The backup's site-media folder does not match its manifest (0 files, 1 expected).",
    );
  });

  it.each([
    ["a link to a file", "uploads/stolen.pdf", "a symbolic link", "/etc/hostname"],
    ["a link deep down", "user-images/a/b/c/d/deep.webp", "a symbolic link", "/etc/hostname"],
    ["a link to a folder", "site-media/elsewhere", "a symbolic link", "/etc"],
    ["a dangling link", "site-media/nothing.webp", "a symbolic link", "/no/such/file"],
  ])(
    "refuses a backup whose data folders hold %s, naming it, before changing anything",
    async (_what, at, kind, to) => {
      const { folder } = backupCopy();
      mkdirSync(path.dirname(path.join(folder, at)), { recursive: true });
      symlinkSync(to, path.join(folder, at));
      await refusal(
        folder,
        `The backup's ${at} is ${kind}: a backup holds only files and folders. Nothing was restored.`,
      );
    },
  );

  it("refuses a backup whose data folder is itself a link, though what it leads to matches", async () => {
    const { folder } = backupCopy();
    const uploads = path.join(folder, "uploads");
    renameSync(uploads, `${uploads}-real`);
    symlinkSync(`${uploads}-real`, uploads);
    await refusal(
      folder,
      "The backup's uploads is a symbolic link: a backup holds only files and folders. Nothing was restored.",
    );
  });

  it("restores a backup made before media was backed up, leaving the site's media as it is, with a note", async () => {
    const { folder } = backupCopy();
    rmSync(path.join(folder, "site-media"), { recursive: true });
    await rewriteManifest(folder, (manifest) => {
      manifest.format = 2;
      delete manifest.folders["site-media"];
    });
    const { dataDir, config } = newTarget();
    // What an earlier restore of the same site left in place, or the site itself still there.
    mkdirSync(mediaDir(dataDir));
    writeFileSync(path.join(mediaDir(dataDir), MEDIA), mediaBytes);
    const { notes } = await restore(config, folder, false);
    expect(notes).toEqual([
      `This backup was made before site-media was part of backups: ${mediaDir(dataDir)} is left as it is, so files the restored content links to may be missing.`,
    ]);
    expect(readFileSync(path.join(mediaDir(dataDir), MEDIA))).toEqual(mediaBytes);
    expect(existsSync(path.join(dataDir, "app.db"))).toBe(true);
  });

  it("refuses a backup of the current format that lacks the site's media in its manifest", async () => {
    const { folder } = backupCopy();
    await rewriteManifest(folder, (manifest) => {
      delete manifest.folders["site-media"];
    });
    await refusal(
      folder,
      "The backup's site-media folder does not match its manifest (1 files, 0 expected).",
    );
  });

  it("refuses a manifest that names another file than the backup's database", async () => {
    const { folder } = backupCopy();
    // The named file is a good copy; the database file beside it, which restore used to copy in, is not.
    cpSync(path.join(folder, "app.db"), path.join(folder, "other.db"));
    writeFileSync(path.join(folder, "app.db"), "not the database the manifest describes");
    await rewriteManifest(folder, (manifest) => {
      manifest.database.file = "other.db";
    });
    await refusal(
      folder,
      `The backup's manifest.json names the database file "other.db"; a backup's sqlite database is app.db.`,
    );
  });

  it.each([["../outside.db"], ["absolute"]])(
    "refuses a manifest whose database file (%s) is outside the backup folder",
    async (named) => {
      const { folder, outside } = backupCopy();
      const file = named === "absolute" ? outside : named;
      await rewriteManifest(folder, (manifest) => {
        manifest.database.file = file;
      });
      await refusal(
        folder,
        `The backup's manifest.json names a database file outside the backup folder (${JSON.stringify(file)}).`,
      );
    },
  );

  it("refuses a database file that is a link out of the backup folder", async () => {
    const { folder, outside } = backupCopy();
    rmSync(path.join(folder, "app.db"));
    symlinkSync(outside, path.join(folder, "app.db"));
    await refusal(folder, "The backup's database file app.db is a link or a folder, not a file.");
  });

  it.each([
    [
      "a changed time",
      (text: string) => text.replace(/"createdAt": "[^"]+"/, '"createdAt": "2020-01-01T00:00:00.000Z"'),
    ],
    [
      "a session secret left out",
      (text: string) => text.replace('"sessionSecret": true', '"sessionSecret": false'),
    ],
    ["its checksum taken out", (text: string) => text.replace(/,\s*"manifestSha256": "[0-9a-f]+"/, "")],
  ])("refuses a manifest edited by hand: %s", async (_edit, edit) => {
    const { folder } = backupCopy();
    const text = readFileSync(manifestFile(folder), "utf8");
    expect(edit(text)).not.toBe(text);
    writeFileSync(manifestFile(folder), edit(text));
    await refusal(
      folder,
      "The backup's manifest.json does not match its own checksum: it is damaged or was edited.",
    );
  });

  it("restores a backup written before manifests carried a checksum (format 1), names still checked", async () => {
    const { folder } = backupCopy();
    const { manifestSha256: _, ...manifest } = JSON.parse(readFileSync(manifestFile(folder), "utf8"));
    const older = { ...manifest, format: 1 };
    writeFileSync(manifestFile(folder), JSON.stringify(older, null, 2));
    const dataDir = mkdtempSync(path.join(work, "target-"));
    const target = path.join(dataDir, "app.db");
    await restore(loadConfig({ DATABASE_URL: `file:${target}`, DATA_DIR: dataDir }), folder, false);
    // Buffer.equals: a deep toEqual walks the database bytes one by one, slowly enough to time out.
    expect(readFileSync(target).equals(readFileSync(path.join(folder, BACKUP_FILES.sqlite)))).toBe(true);

    writeFileSync(
      manifestFile(folder),
      JSON.stringify({ ...older, database: { ...older.database, file: "../outside.db" } }),
    );
    await refusal(
      folder,
      `The backup's manifest.json names a database file outside the backup folder ("../outside.db").`,
    );
  });

  it("prints the pg_restore command of a PostgreSQL backup quoted for the shell", async () => {
    const folder = path.join(work, `it's a "backup" $(echo here)`);
    mkdirSync(folder);
    writeFileSync(path.join(folder, BACKUP_FILES.pgDump), "a dump");
    await writeManifest(folder, {
      format: 2,
      createdAt: new Date().toISOString(),
      database: { dialect: "postgres", file: BACKUP_FILES.pgDump },
      folders: { uploads: { files: 0, bytes: 0 }, "user-images": { files: 0, bytes: 0 } },
      sessionSecret: false,
    });
    const dataDir = mkdtempSync(path.join(work, "target-"));
    const url = "postgres://site@db.example.in/site";
    const { pgRestoreCommand } = await restore(
      loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir }),
      folder,
      false,
    );
    expect(shellArgs(pgRestoreCommand ?? "", { DATABASE_URL: url })).toEqual([
      "pg_restore",
      "--clean",
      "--if-exists",
      "--no-owner",
      `--dbname=${url}`,
      path.join(folder, BACKUP_FILES.pgDump),
    ]);
  });
});

// A real PostgreSQL site's dump: its checksum is in the manifest, and a damaged dump is refused.
describe.runIf(process.env.TEST_DATABASE_URL)("restore of a PostgreSQL backup", () => {
  let site: InProcessSite;
  const work = mkdtempSync(path.join(tmpdir(), "restore-pg-test-"));

  beforeAll(async () => {
    site = await openInProcessSite("postgres");
    await insertUser(site.app.db, { email: "restore.pg@example.in" });
  });
  afterAll(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("records the dump's size and sha256, and refuses a dump that no longer matches them", async () => {
    const { folder, manifest } = await backup(site.config, work);
    const dump = path.join(folder, BACKUP_FILES.pgDump);
    const bytes = readFileSync(dump);
    expect(manifest.database).toEqual({
      dialect: "postgres",
      file: BACKUP_FILES.pgDump,
      bytes: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
    const target = loadConfig({
      DATABASE_URL: site.config.DATABASE_URL,
      DATA_DIR: mkdtempSync(path.join(work, "target-")),
    });
    expect((await restore(target, folder, false)).pgRestoreCommand).toContain(dump);

    writeFileSync(dump, Buffer.concat([bytes.subarray(0, -1), Buffer.from([(bytes.at(-1) ?? 0) ^ 1])]));
    await expect(restore(target, folder, false)).rejects.toThrow(
      "The backup's database file does not match its manifest (sha256 differs): it is damaged.",
    );
  });
});
