import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { shellArgs } from "../../../tests/support/shell";
import { loadConfig } from "../config.server";
import { backup } from "./backup.server";
import { BACKUP_FILES, type BackupManifest, writeManifest } from "./manifest.server";
import { restore } from "./restore.server";

// In process, on a real backup of a real SQLite site: what restore refuses before it changes anything.
describe("restore", () => {
  let site: InProcessSite;
  const work = mkdtempSync(path.join(tmpdir(), "restore-test-"));
  let original: string;
  let copies = 0;

  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
    await insertUser(site.app.db, { email: "restore.test@example.in" });
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
  /** Restores into a new, empty data folder, which is still without a database after the refusal. */
  const refusal = async (folder: string, message: string) => {
    const dataDir = mkdtempSync(path.join(work, "target-"));
    const config = loadConfig({ DATABASE_URL: `file:${path.join(dataDir, "app.db")}`, DATA_DIR: dataDir });
    await expect(restore(config, folder, false)).rejects.toThrow(message);
    expect(existsSync(path.join(dataDir, "app.db"))).toBe(false);
  };

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
    expect(readFileSync(target)).toEqual(readFileSync(path.join(folder, BACKUP_FILES.sqlite)));

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
