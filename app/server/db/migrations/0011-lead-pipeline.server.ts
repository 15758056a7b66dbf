import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

/** The lead tables whose new/handled status becomes a stage (broken-link reports keep theirs). */
const STATUS_TABLES = ["feedback", "enquiries", "course_enrolments", "uploads"] as const;
const BATCH = 500;

type StoredRow = Record<string, unknown>;
type Loose = Kysely<Record<string, StoredRow>>;

/*
 * Frozen with this migration (decision 041): what it needs of the app, as the app had it when the
 * migration was written (the kinds and stages of app/lib/pipeline.ts; how app/server/leads/
 * lead-record.server.ts made a lead's record from the cells of app/server/admin/inbox/kinds.server.ts,
 * with the course labels of app/lib/courses.ts and the formats of app/lib/format.ts). The app may come
 * to read its leads otherwise; the records this migration made stay as they were made.
 */
const leadKinds = ["feedback", "need", "online", "enrolments", "uploads"] as const;
type LeadKind = (typeof leadKinds)[number];
const leadStages = ["new", "contacted", "qualified", "won", "lost"] as const;

type Cell = (row: StoredRow) => string;

const text =
  (column: string): Cell =>
  (row) =>
    row[column] == null ? "" : String(row[column]);

const courseLabels = new Map([
  ["cProgramming", "C Programming"],
  ["cppProgramming", "C++"],
  ["javaProgramming", "Java"],
  ["phpProgramming", "PHP"],
  ["pythonProgramming", "Python"],
  ["angularUi", "Angular with UI"],
  ["mongoose", "Mongoose"],
  ["mongoDb", "MongoDB"],
  ["nodeJs", "Node.js"],
  ["expressJs", "Express.js"],
  ["otherPlatform", "other platform"],
]);

/** The stored JSON array of course keys, as the catalogue's labels. */
function skillLabels(row: StoredRow): string {
  let keys: unknown;
  try {
    keys = JSON.parse(String(row.skills ?? "[]"));
  } catch {
    return "";
  }
  if (!Array.isArray(keys)) return "";
  return keys.map((key) => courseLabels.get(String(key)) ?? String(key)).join(", ");
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface KindSource {
  table: string;
  /** enquiries holds two kinds: the rows of this one. */
  scope?: { column: string; value: string };
  /** The inbox list's cells of the kind, in its column order: all of them are searched. */
  cells: Record<string, Cell>;
  /** The cells that say what a lead is about. */
  summary: string[];
}

const person = { name: text("name"), email: text("email"), mobile: text("mobile") };
const comments = { otherComment: text("other_comment"), generalComment: text("general_comment") };

const kindSources: Record<LeadKind, KindSource> = {
  feedback: {
    table: "feedback",
    cells: { name: text("name"), email: text("email"), message: text("message") },
    summary: ["message"],
  },
  need: {
    table: "enquiries",
    scope: { column: "kind", value: "need" },
    cells: { ...person, selection: text("selection"), ...comments },
    summary: ["selection", "otherComment", "generalComment"],
  },
  online: {
    table: "enquiries",
    scope: { column: "kind", value: "online" },
    cells: {
      ...person,
      selection: text("selection"),
      courseSelection: text("course_selection"),
      ...comments,
    },
    summary: ["selection", "courseSelection", "otherComment", "generalComment"],
  },
  enrolments: {
    table: "course_enrolments",
    cells: {
      email: text("email"),
      mobile: text("mobile"),
      description: text("description"),
      courses: skillLabels,
      total: (row) => `$${Number(row.total_fees ?? 0).toLocaleString("en-US")}`,
    },
    summary: ["courses", "description"],
  },
  uploads: {
    table: "uploads",
    cells: {
      name: text("original_name"),
      type: text("content_type"),
      size: (row) => formatBytes(Number(row.size ?? 0)),
      source: text("source"),
    },
    summary: ["name", "source"],
  },
};

const SUMMARY_LENGTH = 300;

/** What the inbox lists and searches of a lead. Uploads name nobody: they carry a file, not a person. */
function leadRecord(kind: LeadKind, row: StoredRow) {
  const source = kindSources[kind];
  const cells = Object.fromEntries(Object.entries(source.cells).map(([name, read]) => [name, read(row)]));
  const summary = source.summary
    .map((cell) => cells[cell])
    .filter(Boolean)
    .join(" · ");
  return {
    name: text("name")(row),
    email: text("email")(row).toLowerCase(),
    mobile: text("mobile")(row),
    summary: summary.length > SUMMARY_LENGTH ? `${summary.slice(0, SUMMARY_LENGTH - 1)}…` : summary,
    search_text: Object.values(cells).filter(Boolean).join("\n"),
  };
}

/**
 * The lead pipeline (docs/decisions/032): one `leads` row for every lead of every kind, keyed by its
 * row's id, with its stage, assignee, first contact and what the one inbox lists and searches; the
 * lead timeline (`lead_events`), the admins' mail templates, the acknowledgements' daily slots, the
 * digest subscriptions, and each mail's lead and purpose.
 *
 * Nothing is lost: every stored lead gets its record, New staying New and Handled becoming
 * Contacted (someone dealt with it; whether it was won is not known), its first contact the first
 * time it was marked handled according to the audit log (or its last change when the log has none),
 * and every mark handled / mark new of the audit log becomes a stage change in its timeline, with
 * who and when. Only then do the lead tables lose their status column. Going down puts it back:
 * New stays new, every other stage is handled.
 */
export function leadPipelineMigration(dialect: Dialect) {
  const timestamp = dialect === "postgres" ? "timestamptz" : "text";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) =>
          c.notNull().check(sql`kind in (${sql.join(leadKinds.map(sql.lit))})`),
        )
        .addColumn("stage", "text", (c) =>
          c
            .notNull()
            .defaultTo("new")
            .check(sql`stage in (${sql.join(leadStages.map(sql.lit))})`),
        )
        .addColumn("lost_reason", "text")
        .addColumn("assignee_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("mobile", "text", (c) => c.notNull())
        .addColumn("summary", "text", (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("first_contact_at", timestamp)
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .execute();
      // The inbox is newest first under its filters: each of these holds what a filter starting with
      // its first column needs to count and order the leads without reading their rows (decision
      // 032). The last two find the same person's leads.
      const indexes: [string, string[]][] = [
        ["leads_created_at", ["created_at", "id"]],
        ["leads_kind", ["kind", "stage", "created_at", "id"]],
        ["leads_stage", ["stage", "created_at", "id"]],
        ["leads_assignee", ["assignee_id", "created_at", "id", "first_contact_at"]],
        ["leads_email", ["email"]],
        ["leads_mobile", ["mobile"]],
      ];
      for (const [name, columns] of indexes)
        await db.schema.createIndex(name).on("leads").columns(columns).execute();

      await db.schema
        .createTable("lead_events")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("type", "text", (c) =>
          c.notNull().check(sql`type in ('stage', 'assigned', 'note', 'reply')`),
        )
        .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("body", "text")
        .addColumn("details", "text")
        .addColumn("mail_id", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("lead_events_lead")
        .on("lead_events")
        .columns(["lead_id", "created_at"])
        .execute();

      await db.schema
        .createTable("mail_templates")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1).check(sql`enabled in (0, 1)`))
        .addColumn("updated_at", timestamp, (c) => c.notNull())
        .addColumn("updated_by", "text", (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("acknowledgements")
        .addColumn("address", "text", (c) => c.notNull())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("slot", "integer", (c) => c.notNull())
        .addColumn("lead_id", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("acknowledgements_pk", ["address", "day", "slot"])
        .execute();

      await db.schema
        .createTable("digest_subscriptions")
        .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("last_sent_on", "text")
        .addColumn("created_at", timestamp, (c) => c.notNull())
        .execute();

      await db.schema.alterTable("mail_outbox").addColumn("lead_id", "text").execute();
      await db.schema
        .alterTable("mail_outbox")
        .addColumn("purpose", "text", (c) =>
          c.check(sql`purpose in ('notification', 'acknowledgement', 'reply', 'digest')`),
        )
        .execute();
      await db.schema.createIndex("mail_outbox_lead").on("mail_outbox").column("lead_id").execute();

      await copyLeads(db as unknown as Loose);
      await sql`insert into lead_events (id, lead_id, type, actor_id, actor_email, body, details, mail_id, created_at)
        select audit_log.id, audit_log.target_id, 'stage', audit_log.actor_id, audit_log.actor_email, null,
          case audit_log.action when 'lead.handled' then '{"from":"new","to":"contacted"}'
            else '{"from":"contacted","to":"new"}' end,
          null, audit_log.created_at
        from audit_log join leads on leads.id = audit_log.target_id
        where audit_log.action in ('lead.handled', 'lead.reopened')`.execute(db);

      for (const table of STATUS_TABLES) await db.schema.alterTable(table).dropColumn("status").execute();
      await createSearch(db, dialect);
    },

    async down(db: Kysely<unknown>) {
      for (const table of STATUS_TABLES) {
        await db.schema
          .alterTable(table)
          .addColumn("status", "text", (c) =>
            c.notNull().defaultTo("new").check(sql`status in ('new', 'handled')`),
          )
          .execute();
        await sql`update ${sql.table(table)} set status = 'handled'
          where id in (select id from leads where stage <> 'new')`.execute(db);
      }
      await dropSearch(db, dialect);
      await db.schema.dropIndex("mail_outbox_lead").execute();
      await db.schema.alterTable("mail_outbox").dropColumn("purpose").execute();
      await db.schema.alterTable("mail_outbox").dropColumn("lead_id").execute();
      for (const table of [
        "digest_subscriptions",
        "acknowledgements",
        "mail_templates",
        "lead_events",
        "leads",
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}

/** Every stored lead's record, its stage from its status, in batches (leads by the tens of thousands). */
async function copyLeads(db: Loose) {
  const firstHandled = new Map<string, string>();
  const handled = await db
    .selectFrom("audit_log")
    .select(["target_id", sql<string>`min(created_at)`.as("at")])
    .where("action", "=", "lead.handled")
    .groupBy("target_id")
    .execute();
  for (const row of handled) firstHandled.set(String(row.target_id), String(row.at));

  for (const kind of leadKinds) {
    const { table, scope } = kindSources[kind];
    let after = "";
    for (;;) {
      let query = db.selectFrom(table).selectAll().where("id", ">", after);
      if (scope) query = query.where(scope.column, "=", scope.value);
      const rows = await query.orderBy("id").limit(BATCH).execute();
      if (rows.length > 0)
        await db
          .insertInto("leads")
          .values(rows.map((row) => leadOf(kind, row, firstHandled)))
          .execute();
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) break;
      after = String(last.id);
    }
  }
}

function leadOf(kind: LeadKind, row: StoredRow, firstHandled: Map<string, string>): StoredRow {
  const id = String(row.id);
  const wasHandled = row.status === "handled";
  return {
    id,
    kind,
    stage: wasHandled ? "contacted" : "new",
    lost_reason: null,
    assignee_id: null,
    ...leadRecord(kind, row),
    first_contact_at: wasHandled ? (firstHandled.get(id) ?? String(row.updated_at)) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The inbox search's index: on SQLite an external-content FTS5 table of trigrams over the leads by
 * rowid (as the users' search, decision 019), on PostgreSQL a pg_trgm index that ILIKE uses. On
 * SQLite a new lead is indexed by the next search, not in its own commit, which holds the one write
 * lock (decision 032; migration 0018 indexes in the commit after all, decision 040).
 * `leads_search_progress` says up to which rowid the leads are indexed; a change to an indexed
 * lead's text or its deletion keeps the index in step.
 */
async function createSearch(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`create index leads_search_trgm on leads using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table leads_search using fts5(search_text, content = 'leads', content_rowid = 'rowid', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);
  await sql`create table leads_search_progress (indexed_to integer not null)`.execute(db);
  await sql`insert into leads_search_progress (indexed_to) select coalesce(max(rowid), 0) from leads`.execute(
    db,
  );
  const indexed = sql.raw("old.rowid <= (select indexed_to from leads_search_progress)");
  await sql`create trigger leads_search_update after update of search_text on leads when ${indexed} begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads when ${indexed} begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`.execute(db);
}

async function dropSearch(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === "postgres") {
    await sql`drop index leads_search_trgm`.execute(db);
    return;
  }
  for (const trigger of ["leads_search_update", "leads_search_delete"])
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  await sql`drop table leads_search_progress`.execute(db);
  await sql`drop table leads_search`.execute(db);
}
