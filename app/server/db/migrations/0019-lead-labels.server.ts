import type { Kysely } from "kysely";

const BATCH = 500;

type StoredRow = Record<string, unknown>;
type Loose = Kysely<Record<string, StoredRow>>;

/*
 * Frozen with this migration (decision 041): the labels of the need and online forms'
 * options (app/content/pages/enquiry-forms.ts) and how app/server/leads/lead-record.server.ts made
 * an enquiry's record from the cells of app/server/leads/kinds.server.ts, as the app had them when
 * this migration was written. A code several options share names them all, as the app does.
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

const SUMMARY_LENGTH = 300;

type Label = (labels: Map<string, string>, code: string) => string;

const asLabel: Label = (labels, code) => labels.get(code) ?? code;
const asStored: Label = (_labels, code) => code;

const text = (row: StoredRow, column: string) => (row[column] == null ? "" : String(row[column]));

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
  const summary = [cells.selection, cells.courseSelection ?? "", cells.otherComment, cells.generalComment]
    .filter(Boolean)
    .join(" · ");
  return {
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}

/** Rewrites the record of every need and online lead, in batches (leads by the tens of thousands). */
async function rewriteEnquiryRecords(db: Loose, label: Label) {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("enquiries")
      .selectAll()
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows)
      await db.updateTable("leads").set(enquiryRecord(row, label)).where("id", "=", String(row.id)).execute();
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = String(last.id);
  }
}

/**
 * Need and online leads are listed, searched and mailed in the digest by the labels the visitor
 * chose ("Web Development"), no longer by the codes the forms store ("WebDevelopment"): their
 * stored summary and search text are rebuilt so (docs/decisions/046). The search index follows the
 * search text by itself: SQLite's trigger (0018), PostgreSQL's index. Going down puts the codes back.
 */
export const leadLabelsMigration = {
  async up(db: Kysely<unknown>) {
    await rewriteEnquiryRecords(db as unknown as Loose, asLabel);
  },
  async down(db: Kysely<unknown>) {
    await rewriteEnquiryRecords(db as unknown as Loose, asStored);
  },
};
