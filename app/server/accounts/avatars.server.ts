import { mkdir, rename, rm, unlink } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { newId } from "../ids.server";
import { syncDirectory } from "../uploads/receive-upload.server";

/** The two sizes every profile picture is kept in (spec section 9: shown at 50x50). */
export const AVATAR_SIZES = [200, 50] as const;

/** Where profile pictures live: outside the static folders, served by the userImages route. */
export const avatarDir = (dataDir: string) => path.join(dataDir, "user-images");

/** The public path of a stored picture at a size. */
export const avatarPath = (image: string, size: (typeof AVATAR_SIZES)[number] = 200) =>
  `/userImages/${image}-${size}.webp`;

export const AVATAR_FILE = /^([0-9a-f-]{36})-(200|50)\.webp$/;

/**
 * Re-encodes an uploaded picture as square WebP files of 200 and 50 pixels, so nothing the visitor
 * sent is ever served as it came. Returns the picture's name, or null when the bytes are not a
 * JPEG, PNG or WebP image sharp can read. The upload itself is removed either way.
 */
export async function storeAvatar(uploadedPath: string, dataDir: string): Promise<string | null> {
  const dir = avatarDir(dataDir);
  const name = newId();
  try {
    const image = sharp(uploadedPath, { limitInputPixels: 40_000_000, failOn: "error" });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") return null;
    await mkdir(dir, { recursive: true });
    for (const size of AVATAR_SIZES) {
      const target = path.join(dir, `${name}-${size}.webp`);
      await image
        .clone()
        .rotate()
        .resize(size, size, { fit: "cover" })
        .webp({ quality: 82 })
        .toFile(`${target}.part`);
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

export async function removeAvatar(image: string | null | undefined, dataDir: string) {
  if (!image) return;
  for (const size of AVATAR_SIZES) {
    await rm(path.join(avatarDir(dataDir), `${image}-${size}.webp`), { force: true });
  }
}
