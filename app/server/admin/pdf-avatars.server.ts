import { readFile } from "node:fs/promises";
import path from "node:path";
import { avatarDir, PRINT_AVATAR_PIXELS, printAvatarFile } from "../accounts/avatars.server";

const STORED_NAME = /^[0-9a-f-]{36}$/;

type OpenedImage = PDFKit.Mixins.ImageSrc;

/** pdfkit's openImage, which @types/pdfkit does not declare: it is what lets one image be drawn many times. */
type ImageOpener = { openImage(src: Buffer): OpenedImage };

// A picture several users share is embedded once. Pictures stored before the print JPEG existed
// are re-encoded from their WebP here.
export function avatarsForPdf(doc: PDFKit.PDFDocument, dataDir: string) {
  const opened = new Map<string, OpenedImage | null>();

  async function open(image: string): Promise<OpenedImage | null> {
    if (!STORED_NAME.test(image)) return null;
    try {
      const printed = await readFile(printAvatarFile(image, dataDir)).catch(() => null);
      if (printed) return (doc as unknown as ImageOpener).openImage(printed);
      const webp = await readFile(path.join(avatarDir(dataDir), `${image}-200.webp`));
      const { default: sharp } = await import("sharp");
      const jpeg = await sharp(webp, { failOn: "error" })
        .resize(PRINT_AVATAR_PIXELS, PRINT_AVATAR_PIXELS, { fit: "cover" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 80 })
        .toBuffer();
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
      const results = await Promise.all(missing.map(open));
      missing.forEach((image, index) => {
        opened.set(image, results[index] ?? null);
      });
    },
    get: (image: string | null) => (image === null ? null : (opened.get(image) ?? null)),
  };
}
