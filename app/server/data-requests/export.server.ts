import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Zippable, zipSync } from "fflate";
import { dataRequestTexts } from "~/content/pages/data-requests";
import type { DataRequestRow, Held } from "~/lib/data-requests";

/** Within the archive: the lead's id keeps two files of one name apart; the name is cut to plain letters. */
const entryName = (prefix: string, id: string, name: string) =>
  `${prefix}/${id}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-100)}`;

async function bytesOf(uploadsDir: string, storedName: string) {
  if (path.basename(storedName) !== storedName) return null;
  return readFile(path.join(uploadsDir, storedName)).catch(() => null);
}

/**
 * One ZIP: `data.json` with every record, and each file beside it, named in the JSON. Files are
 * stored as they are (PDFs and images do not shrink); a file gone from the disk is listed as missing.
 */
export async function exportArchive(
  uploadsDir: string,
  request: DataRequestRow,
  held: Held,
): Promise<Uint8Array> {
  const entries: Zippable = {};
  const leads = [];
  for (const lead of held.leads) {
    const files = [];
    for (const file of lead.files) {
      const bytes = await bytesOf(uploadsDir, file.storedName);
      const entry = entryName("files", lead.id, file.name);
      if (bytes) entries[entry] = [new Uint8Array(bytes), { level: 0 }];
      const { storedName: _, ...shown } = file;
      files.push({ ...shown, path: bytes ? entry : null });
    }
    leads.push({ ...lead, files });
  }
  const payments = [];
  for (const payment of held.payments) {
    const bytes = await bytesOf(uploadsDir, payment.storedName);
    const entry = entryName("receipts", payment.enrolmentId, `${payment.receiptNumber}.pdf`);
    if (bytes) entries[entry] = [new Uint8Array(bytes), { level: 0 }];
    const { storedName: _, ...shown } = payment;
    payments.push({ ...shown, receipt: bytes ? entry : null });
  }
  const document = {
    request: {
      email: request.email,
      request: request.request,
      note: request.note,
      confirmedAt: request.createdAt,
      dueOn: request.dueOn,
    },
    email: held.email,
    leads,
    account: held.account,
    payments,
    mails: held.mails,
    visits: dataRequestTexts.admin.visits,
  };
  entries["data.json"] = new TextEncoder().encode(`${JSON.stringify(document, null, 2)}\n`);
  return zipSync(entries, { mtime: new Date(request.createdAt) });
}
