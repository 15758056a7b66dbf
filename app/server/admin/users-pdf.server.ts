import { once } from "node:events";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely } from "kysely";
import { adminPages } from "~/content/pages/admin";
import { avatarDir, printAvatar, printAvatarFile } from "../accounts/avatars.server";
import type { Database } from "../db/schema.server";
import type { Logger } from "../logger.server";
import { pdfDocument } from "../pdf-text.server";
import { pdfTable, stamp } from "./pdf-table.server";
import { type ListedUser, listedUserColumns } from "./users.server";

const text = adminPages.usersList;

// Every row has the picture's height, so a page always holds the same number of rows.
const ROW_HEIGHT = 58;
const AVATAR = 50;
const PAD = 4;

// Drawing is synchronous, so the batch also bounds how long other requests wait behind an export.
const BATCH = 100;
const READ_AHEAD = 512 * 1024;
/** pdfkit emits every PDF token as its own small chunk; they are sent in pieces of about this size. */
const PIECE = 64 * 1024;

export interface UsersPdfOptions {
  db: Kysely<Database>;
  dataDir: string;
  log: Logger;
  signal: AbortSignal;
  generatedAt: Date;
}

function usersTable(doc: PDFKit.PDFDocument, generatedAt: Date) {
  const table = pdfTable(doc, {
    title: text.heading,
    generated: `Generated ${stamp(generatedAt)}`,
    pageLabel: (page) => `Page ${page}`,
    columns: [
      { label: text.columns.name, width: 140 },
      { label: text.columns.email, width: 172 },
      { label: text.columns.mobile, width: 80 },
      { label: text.columns.image, width: AVATAR + 2 * 6 },
      { label: text.columns.verified },
    ],
    headerTop: 84,
    headerHeight: 20,
    rowHeight: ROW_HEIGHT,
  });

  return {
    row(user: ListedUser, avatar: PDFKit.Mixins.ImageSrc | null) {
      const verified = user.is_verified === 1 ? text.verified : text.notVerified;
      const top = table.row([user.name, user.email, user.mobile, null, verified], ROW_HEIGHT - PAD);
      const x = (table.columnX[3] ?? 0) + 6;
      if (avatar) doc.image(avatar, x, top + PAD, { width: AVATAR, height: AVATAR });
      else
        doc
          .rect(x, top + PAD, AVATAR, AVATAR)
          .lineWidth(0.5)
          .fillAndStroke("#e5e7eb", "#9ca3af");
    },
    empty: () => table.empty(text.empty),
  };
}

// Keyset pagination, not OFFSET: a batch costs the same wherever it is, and a user added or
// deleted meanwhile neither repeats nor skips a row.
async function* usersNewestFirst(db: Kysely<Database>, batchSize: number): AsyncGenerator<ListedUser[]> {
  let after: ListedUser | undefined;
  for (;;) {
    let query = db
      .selectFrom("users")
      .select(listedUserColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batchSize);
    if (after) {
      const { created_at, id } = after;
      query = query.where(({ eb, refTuple, tuple }) =>
        eb(refTuple("created_at", "id"), "<", tuple(created_at, id)),
      );
    }
    const batch = await query.execute();
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1);
  }
}

const STORED_NAME = /^[0-9a-f-]{36}$/;

/** pdfkit's openImage, which @types/pdfkit does not declare: it is what lets one image be drawn many times. */
type ImageOpener = { openImage(src: Buffer): PDFKit.Mixins.ImageSrc };

// A picture several users share is embedded once. Pictures stored before the print JPEG existed
// are re-encoded from their WebP here.
function avatarsForPdf(doc: PDFKit.PDFDocument, dataDir: string) {
  const opened = new Map<string, PDFKit.Mixins.ImageSrc | null>();

  async function open(image: string): Promise<PDFKit.Mixins.ImageSrc | null> {
    if (!STORED_NAME.test(image)) return null;
    try {
      const printed = await readFile(printAvatarFile(image, dataDir)).catch(() => null);
      if (printed) return (doc as unknown as ImageOpener).openImage(printed);
      const webp = await readFile(path.join(avatarDir(dataDir), `${image}-200.webp`));
      const { default: sharp } = await import("sharp");
      const jpeg = await printAvatar(sharp(webp, { failOn: "error" })).toBuffer();
      return (doc as unknown as ImageOpener).openImage(jpeg);
    } catch {
      return null;
    }
  }

  return {
    /** Concurrently: sharp works off the main thread. */
    async prepare(images: (string | null)[]) {
      const missing = [...new Set(images)].filter(
        (image): image is string => image !== null && !opened.has(image),
      );
      await Promise.all(missing.map(async (image) => opened.set(image, await open(image))));
    },
    get: (image: string | null) => (image === null ? null : (opened.get(image) ?? null)),
  };
}

// pdfkit caches each word's layout for the whole document, and nearly every name and address
// differs: emptied after each batch, the cache still saves the second layout of each word.
function forgetLayouts(doc: PDFKit.PDFDocument) {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null);
}

// pdfkit pushes bytes whether or not anyone reads them, so a batch is drawn only when the stream
// pulls: once the client has taken what was sent.
export async function usersPdfStream({ db, dataDir, log, signal, generatedAt }: UsersPdfOptions) {
  const doc = await pdfDocument({
    autoFirstPage: false,
    info: { Title: text.heading, CreationDate: generatedAt },
  });
  const table = usersTable(doc, generatedAt);
  const avatars = avatarsForPdf(doc, dataDir);
  const batches = usersNewestFirst(db, BATCH);
  const fetchBatch = async () => {
    const { value: batch, done } = await batches.next();
    if (done) return null;
    await avatars.prepare(batch.map((user) => user.image));
    return batch;
  };
  let next = fetchBatch();
  let rows = 0;
  let ended = false;
  const stop = () => {
    if (!ended) log.info({ rows }, "users PDF export stopped: the client went away");
    ended = true;
  };
  signal.addEventListener("abort", stop, { once: true });
  let piece: Buffer[] = [];
  let pieceBytes = 0;
  const send = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (pieceBytes > 0 && !ended) controller.enqueue(Buffer.concat(piece, pieceBytes));
    piece = [];
    pieceBytes = 0;
  };

  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        doc.on("data", (chunk: Buffer) => {
          piece.push(chunk);
          pieceBytes += chunk.length;
          if (pieceBytes >= PIECE) send(controller);
        });
      },
      async pull(controller) {
        try {
          const batch = await next;
          if (ended) return;
          if (!batch) {
            if (rows === 0) table.empty();
            const finished = once(doc, "end");
            doc.end();
            await finished;
            send(controller);
            if (!ended) controller.close();
            ended = true;
            return;
          }
          next = fetchBatch();
          next.catch(() => {});
          for (const user of batch) table.row(user, avatars.get(user.image));
          forgetLayouts(doc);
          rows += batch.length;
          // pdfkit hands its bytes over on a later tick: let that happen (and other requests run) first.
          await nextTurn();
          send(controller);
        } catch (error) {
          // The 200 and part of the file are already sent: the download ends broken, and we log why.
          log.error({ err: error }, "users PDF export failed");
          ended = true;
          throw error;
        }
      },
      cancel: stop,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: READ_AHEAD }),
  );
}
