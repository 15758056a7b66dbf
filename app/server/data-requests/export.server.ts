import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Zippable, zipSync } from "fflate";
import { dataRequestTexts } from "~/content/pages/data-requests";
import type { DataRequestRow, Held } from "~/lib/data-requests";

/** Within the archive: the lead's id keeps two files of one name apart; the name is cut to plain letters. */
const entryName = (prefix: string, id: string, name: string) =>
  `${prefix}/${id}-${name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(-100)}`;

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
  /** The entry's path, or null for a file gone from the disk. */
  const add = async (storedName: string, entry: string) => {
    if (path.basename(storedName) !== storedName) return null;
    const bytes = await readFile(path.join(uploadsDir, storedName)).catch(() => null);
    if (!bytes) return null;
    entries[entry] = [new Uint8Array(bytes), { level: 0 }];
    return entry;
  };
  const leads = [];
  for (const lead of held.leads) {
    const files = [];
    for (const { storedName, ...shown } of lead.files)
      files.push({ ...shown, path: await add(storedName, entryName("files", lead.id, shown.name)) });
    leads.push({ ...lead, files });
  }
  const payments = [];
  for (const { storedName, ...shown } of held.payments) {
    const entry = entryName("receipts", shown.enrolmentId, `${shown.receiptNumber}.pdf`);
    payments.push({ ...shown, receipt: await add(storedName, entry) });
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
