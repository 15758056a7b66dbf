// The users of `npm run bench`'s admin parts, written straight into the server's database and
// DATA_DIR: many users, each with a profile picture of its own, stored as the site stores uploads.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import sharp from "sharp";

const FIRST = ["Asha", "Ravi", "Meera", "Vikram", "Priya", "Arjun", "Kavya", "Rohan", "Divya", "Sanjay"];
const LAST = ["Sharma", "Iyer", "Nair", "Patel", "Reddy", "Menon", "Gupta", "Rao", "Joshi", "Kulkarni"];
/**
 * Distinct pictures generated with sharp (blurred noise, which compresses about like a photo). Each
 * user gets files of their own with one of these contents, so the export converts and embeds every
 * user's picture separately, as it would real ones; encoding a distinct WebP pair for every user
 * would make the set-up slow and measure sharp, not the export.
 */
const POOL = 200;

/** Square WebP files of 200 and 50 pixels and the PDF's 100-pixel JPEG, as storeAvatar writes them. */
async function picture() {
  const noise = sharp(randomBytes(200 * 200 * 3), { raw: { width: 200, height: 200, channels: 3 } }).blur(3);
  return {
    200: await noise.clone().webp({ quality: 82 }).toBuffer(),
    50: await noise.clone().resize(50, 50).webp({ quality: 82 }).toBuffer(),
    print: await noise.clone().resize(100, 100).jpeg({ quality: 80 }).toBuffer(),
  };
}

/**
 * @param {{ databaseUrl: string, dataDir: string, count: number }} options
 * @returns {Promise<{ seeded: string }>}
 */
export async function seedUsers({ databaseUrl, dataDir, count }) {
  const started = performance.now();
  const pool = await Promise.all(Array.from({ length: POOL }, picture));
  const imageDir = path.join(dataDir, "user-images");
  mkdirSync(imageDir, { recursive: true });
  const now = Date.now();
  const users = Array.from({ length: count }, (_, index) => {
    const image = randomUUID();
    const files = pool[index % POOL];
    if (!files) throw new Error("empty picture pool");
    writeFileSync(path.join(imageDir, `${image}-200.webp`), files[200]);
    writeFileSync(path.join(imageDir, `${image}-50.webp`), files[50]);
    writeFileSync(path.join(imageDir, `${image}-print.jpg`), files.print);
    const at = new Date(now - index * 1000).toISOString();
    return [
      randomUUID(),
      `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${index}`,
      `user${index}@example.com`,
      String(9_000_000_000 + index),
      image,
      index % 3 === 0 ? 0 : 1,
      at,
      at,
    ];
  });
  const columns = "id, name, email, mobile, image, is_verified, created_at, updated_at";
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length));
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(`insert into users (${columns}) values (?, ?, ?, ?, ?, ?, ?, ?)`);
    db.transaction(() => {
      for (const user of users) insert.run(...user);
    })();
    db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (let start = 0; start < users.length; start += 1000) {
        const chunk = users.slice(start, start + 1000);
        const rows = chunk.map((_, row) => `(${Array.from({ length: 8 }, (_, c) => `$${row * 8 + c + 1}`)})`);
        await client.query(`insert into users (${columns}) values ${rows.join(", ")}`, chunk.flat());
      }
    } finally {
      await client.end();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { seeded: `${seconds.toFixed(1)} s (${POOL} distinct pictures, ${3 * count} files)` };
}
