import type { Kysely } from "kysely";

const BATCH = 500;

type StoredRow = Record<string, unknown>;
type Loose = Kysely<Record<string, StoredRow>>;

/*
 * Frozen with this migration (decision 041): the labels of the need and online forms'
 * options (app/content/pages/enquiry-forms.ts) and of the uploads' sources
 * (app/content/pages/admin-inbox.ts), the file sizes of app/lib/format.ts, and how
 * app/server/leads/lead-record.server.ts made a record from the cells of
 * app/server/leads/kinds.server.ts, as the app had them when this migration was written. A code
 * several options share names them all, as the app does.
 */
const selectionLabels = new Map([
  ["WebDevelopment", "Web Development"],
  ["MobileApp", "Mobile App"],
  ["Developer", "Developer"],
  ["Designer", "Designer"],
  ["ServiceProvider", "Service Provider"],
  ["Marketing", "Marketing"],
  ["Support", "Support"],
  ["ClientNeeds", "User's Need or Client's Need"],
  ["Other", "Other"],
  ["OnlineCertification", "Online Certification Course"],
]);

const courseLabels = new Map([
  ["C", "C"],
  ["C++", "C++"],
  ["Java", "Java"],
  ["PHP", "PHP"],
  ["Python", "Python, Angular UI, MongoosDB, MongoDB or Node.js/Express.js"],
  ["Other", "Other, Pls description"],
]);

const sourceLabels = new Map([
  ["jobs", "Jobs page"],
  ["file-upload", "File upload page"],
  ["need", "Client-need form"],
  ["online", "Online enquiry form"],
]);

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const SUMMARY_LENGTH = 300;

type Label = (labels: Map<string, string>, code: string) => string;

const asLabel: Label = (labels, code) => labels.get(code) ?? code;
const asStored: Label = (_labels, code) => code;

const text = (row: StoredRow, column: string) => (row[column] == null ? "" : String(row[column]));

/** A summary of these cells, shortened as the app shortens it, and the search text of all of them. */
function record(cells: Record<string, string>, summary: string[]) {
  const joined = summary
    .map((cell) => cells[cell] ?? "")
    .filter(Boolean)
    .join(" · ");
  return {
    summary: joined.length > SUMMARY_LENGTH ? `${joined.slice(0, SUMMARY_LENGTH - 1)}…` : joined,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}

/** An enquiry's summary and search text, its codes read by `label`. */
function enquiryRecord(row: StoredRow, label: Label) {
  const online = row.kind === "online";
  const cells = {
    name: text(row, "name"),
    email: text(row, "email"),
    mobile: text(row, "mobile"),
    selection: label(selectionLabels, text(row, "selection")),
    ...(online ? { courseSelection: label(courseLabels, text(row, "course_selection")) } : {}),
    otherComment: text(row, "other_comment"),
    generalComment: text(row, "general_comment"),
  };
  return record(cells, ["selection", "courseSelection", "otherComment", "generalComment"]);
}

/** An upload's summary and search text, its source read by `label`. */
function uploadRecord(row: StoredRow, label: Label) {
  const cells = {
    name: text(row, "original_name"),
    type: text(row, "content_type"),
    size: formatBytes(Number(row.size ?? 0)),
    source: label(sourceLabels, text(row, "source")),
  };
  return record(cells, ["name", "source"]);
}

/** Rewrites the record of every lead of `table`, in batches (leads by the tens of thousands). */
async function rewriteRecords(
  db: Loose,
  table: "enquiries" | "uploads",
  recordOf: (row: StoredRow) => { summary: string; search_text: string },
) {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows)
      await db.updateTable("leads").set(recordOf(row)).where("id", "=", String(row.id)).execute();
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = String(last.id);
  }
}

async function rewriteAll(db: Loose, label: Label) {
  await rewriteRecords(db, "enquiries", (row) => enquiryRecord(row, label));
  await rewriteRecords(db, "uploads", (row) => uploadRecord(row, label));
}

/**
 * Need and online leads and uploads are listed, searched and mailed in the digest by the labels
 * a person reads ("Web Development", "Jobs page"), no longer by the codes stored ("WebDevelopment",
 * "jobs"): their stored summary and search text are rebuilt so (docs/decisions/046). The search
 * index follows the search text by itself: SQLite's trigger (0018), PostgreSQL's index. Going down
 * puts the codes back.
 */
export const leadLabelsMigration = {
  async up(db: Kysely<unknown>) {
    await rewriteAll(db as unknown as Loose, asLabel);
  },
  async down(db: Kysely<unknown>) {
    await rewriteAll(db as unknown as Loose, asStored);
  },
};
