import {
  lstatSync,
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
import { type InProcessSite, openInProcessSite } from "../../../tests/support/in-process";
import { mediaDir } from "../content/media.server";
import { backup } from "./backup.server";

// In process, on a real SQLite site and its data folder: what backup copies, and the links it refuses.
describe("backup", () => {
  let site: InProcessSite;
  const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
  const MEDIA = "00000000-0000-4000-8000-0000000000bb.webp";

  beforeAll(async () => {
    site = await openInProcessSite("sqlite");
    mkdirSync(mediaDir(site.config.DATA_DIR), { recursive: true });
    writeFileSync(path.join(mediaDir(site.config.DATA_DIR), MEDIA), "a published picture");
  });
  afterAll(async () => {
    await site.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("carries the site's media, counted in the manifest", async () => {
    const { folder, manifest } = await backup(site.config, path.join(work, "with-media"));
    expect(manifest.format).toBe(3);
    expect(manifest.folders["site-media"]).toEqual({ files: 1, bytes: "a published picture".length });
    expect(readFileSync(path.join(folder, "site-media", MEDIA), "utf8")).toBe("a published picture");
  });

  it.each([
    ["a link to a file", "a/stolen.webp", "/etc/hostname"],
    ["a link to a folder", "elsewhere", "/etc"],
  ])("refuses %s in a data folder, naming it, and leaves no backup", async (_what, at, to) => {
    const link = path.join(mediaDir(site.config.DATA_DIR), at);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(to, link);
    const parent = path.join(work, `refused-${path.basename(at)}`);
    try {
      await expect(backup(site.config, parent)).rejects.toThrow(
        `${link} is a symbolic link: the data folders hold only files and folders, and a copy takes no links. Remove it, or put the file it stands for in its place, and run again.`,
      );
      expect(readdirSync(parent)).toEqual([]);
    } finally {
      rmSync(link);
    }
  });

  it("reads a data folder that is itself a link (on another disk) where it points", async () => {
    const media = mediaDir(site.config.DATA_DIR);
    const elsewhere = path.join(work, "other-disk-media");
    renameSync(media, elsewhere);
    symlinkSync(elsewhere, media);
    try {
      const { folder, manifest } = await backup(site.config, path.join(work, "linked-folder"));
      expect(lstatSync(path.join(folder, "site-media")).isDirectory()).toBe(true);
      expect(readFileSync(path.join(folder, "site-media", MEDIA), "utf8")).toBe("a published picture");
      expect(manifest.folders["site-media"]?.files).toBe(1);
    } finally {
      rmSync(media);
      renameSync(elsewhere, media);
    }
  });
});
