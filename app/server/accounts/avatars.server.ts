import { mkdir, rename, rm, unlink } from "node:fs/promises";
import path from "node:path";
import type { Sharp } from "sharp";
import { messages } from "~/lib/messages";
import type { Config } from "../config.server";
import { refusal } from "../http/form.server";
import type { FileField, ReceivedPart } from "../http/multipart.server";
import { newId } from "../ids.server";
import { syncDirectory } from "../uploads/receive-upload.server";

export const AVATAR_SIZES = [200, 50] as const;

/** Where profile pictures live: outside the static folders, served by the userImages route. */
export const avatarDir = (dataDir: string) => path.join(dataDir, "user-images");

export const avatarPath = (image: string, size: (typeof AVATAR_SIZES)[number] = 200) =>
  `/userImages/${image}-${size}.webp`;

export const AVATAR_FILE = /^([0-9a-f-]{36})-(200|50)\.webp$/;

// The users PDF's copy: JPEG, because pdfkit embeds no WebP, made once here so that an export
// converts nothing. Never served.
export const printAvatarFile = (image: string, dataDir: string) =>
  path.join(avatarDir(dataDir), `${image}-print.jpg`);

export const printAvatar = (image: Sharp) =>
  image.resize(100, 100, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality: 80 });

/** Re-encoded, so nothing the visitor sent is ever served as it came; the upload is removed either way. */
export async function storeAvatar(uploadedPath: string, dataDir: string): Promise<string | null> {
  const dir = avatarDir(dataDir);
  const name = newId();
  try {
    // Loaded on the first picture, not at every worker's start.
    const { default: sharp } = await import("sharp");
    const image = sharp(uploadedPath, { limitInputPixels: 40_000_000, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") return null;
    await mkdir(dir, { recursive: true });
    const variants = [
      ...AVATAR_SIZES.map((size) => ({
        target: path.join(dir, `${name}-${size}.webp`),
        encode: (copy: Sharp) => copy.resize(size, size, { fit: "cover" }).webp({ quality: 82 }),
      })),
      { target: printAvatarFile(name, dataDir), encode: printAvatar },
    ];
    for (const { target, encode } of variants) {
      await encode(image.clone().rotate()).toFile(`${target}.part`);
      await rename(`${target}.part`, target);
    }
    await syncDirectory(dir);
    return name;
  } catch {
    await removeAvatar(name, dataDir);
    return null;
  } finally {
    await unlink(uploadedPath).catch(() => {});
  }
}

export const avatarField = ({ DATA_DIR, MAX_UPLOAD_MB }: Config): FileField => ({
  name: "image",
  dir: avatarDir(DATA_DIR),
  maxBytes: MAX_UPLOAD_MB * 1024 * 1024,
});

export async function keepAvatar(part: ReceivedPart | null, dataDir: string) {
  if (!part) return { ok: true, image: null } as const;
  const image = await storeAvatar(part.path, dataDir);
  if (image) return { ok: true, image } as const;
  const details = messages.account.imageInvalid;
  return refusal(415, details, {}, { image: details });
}

export async function removeAvatar(image: string | null | undefined, dataDir: string) {
  if (!image) return;
  const sizes = AVATAR_SIZES.map((size) => path.join(avatarDir(dataDir), `${image}-${size}.webp`));
  for (const file of [...sizes, printAvatarFile(image, dataDir)]) await rm(file, { force: true });
}
