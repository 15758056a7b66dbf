import { mkdir, open } from "node:fs/promises";
import path from "node:path";

/** Writes a file of our own making into the uploads folder, never over another, and to the disk. */
export async function keepFile(dir: string, name: string, bytes: Buffer) {
  await mkdir(dir, { recursive: true });
  const handle = await open(path.join(dir, name), "wx");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
