import { type Kysely, sql } from "kysely";
import type { Dialect } from "./dialect.server";

// Release 1.1.0's schema, which its migrations 0001 to 0037 had built step by step, folded into one
// (docs/decisions/062). A database 1.1.0 left is adopted by `migrate.server.ts`; later changes of
// the schema are migrations after this one.

/**
 * Parents before children: PostgreSQL checks a reference as the table is made. `timestamp` is the
 * type of a time column. PostgreSQL names a check on two columns after the table alone; 1.1.0 had
 * named the stage's check after its column, as SQLite's stays unnamed.
 */
const tables = (timestamp: string, stageCheck: string) => [
  `create table "users" (
    "id" text primary key, "name" text not null, "email" text not null unique,
    "mobile" text not null, "password_hash" text, "image" text,
    "role" text default 'user' not null check (role in ('user', 'admin')),
    "is_verified" integer default 0 not null check (is_verified in (0, 1)),
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
  `create table "sessions" (
    "id_hash" text primary key, "user_id" text not null references "users" ("id") on delete cascade,
    "created_at" ${timestamp} not null, "last_seen_at" ${timestamp} not null,
    "expires_at" ${timestamp} not null, "device" text, "ip" text,
    "second_factor_pending" integer default 0 not null check (second_factor_pending in (0, 1)),
    "confirmed_at" ${timestamp})`,
  `create table "one_time_tokens" (
    "token_hash" text primary key,
    "user_id" text not null references "users" ("id") on delete cascade, "purpose" text not null,
    "created_at" ${timestamp} not null, "expires_at" ${timestamp} not null, "used_at" ${timestamp})`,
  `create table "feedback" (
    "id" text primary key, "name" text not null, "email" text not null, "message" text not null,
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
  `create table "enquiries" (
    "id" text primary key, "kind" text not null check (kind in ('need', 'online')),
    "selection" text not null, "other_comment" text, "course_selection" text, "name" text not null,
    "mobile" text not null, "email" text not null, "general_comment" text,
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
  `create table "uploads" (
    "id" text primary key, "source" text not null,
    "enquiry_id" text references "enquiries" ("id") on delete set null,
    "original_name" text not null, "stored_name" text not null unique, "content_type" text not null,
    "size" integer not null, "sha256" text not null, "created_at" ${timestamp} not null,
    "updated_at" ${timestamp} not null, "work" text)`,
  `create table "not_found_reports" (
    "id" text primary key, "path" text not null, "referrer" text,
    "status" text default 'new' not null check (status in ('new', 'handled')),
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
  `create table "mail_outbox" (
    "id" text primary key, "to_address" text not null, "subject" text not null,
    "text_body" text not null, "html_body" text,
    "status" text default 'waiting' not null check (status in ('waiting', 'sending', 'sent', 'failed')),
    "attempts" integer default 0 not null, "next_attempt_at" ${timestamp} not null,
    "last_error" text, "created_at" ${timestamp} not null, "sent_at" ${timestamp}, "reply_to" text,
    "clear_when_sent" integer default 0 not null check (clear_when_sent in (0, 1)), "lead_id" text,
    "purpose" text check (purpose in ('notification', 'acknowledgement', 'reply', 'digest')))`,
  `create table "mail_attachments" (
    "mail_id" text not null references "mail_outbox" ("id") on delete cascade,
    "position" integer not null, "stored_name" text not null, "file_name" text not null,
    "content_type" text not null,
    constraint "mail_attachments_pk" primary key ("mail_id", "position"))`,
  `create table "rate_limits" (
    "key" text primary key, "window_start" ${timestamp} not null, "hits" integer not null)`,
  `create table "audit_log" (
    "id" text primary key, "actor_id" text references "users" ("id") on delete set null,
    "actor_email" text not null, "action" text not null, "target_type" text not null,
    "target_id" text, "details" text, "created_at" ${timestamp} not null)`,
  `create table "totp_factors" (
    "user_id" text primary key references "users" ("id") on delete cascade, "secret" text not null,
    "confirmed_at" ${timestamp}, "last_used_step" bigint, "created_at" ${timestamp} not null)`,
  `create table "recovery_codes" (
    "code_hash" text primary key,
    "user_id" text not null references "users" ("id") on delete cascade,
    "created_at" ${timestamp} not null, "used_at" ${timestamp})`,
  `create table "passkeys" (
    "id" text primary key, "user_id" text not null references "users" ("id") on delete cascade,
    "name" text not null, "public_key" text not null, "counter" bigint default 0 not null,
    "transports" text, "created_at" ${timestamp} not null, "last_used_at" ${timestamp})`,
  `create table "passkey_challenges" (
    "challenge_hash" text primary key, "user_id" text references "users" ("id") on delete cascade,
    "purpose" text not null check (purpose in ('register', 'sign-in')),
    "expires_at" ${timestamp} not null)`,
  `create table "second_factor_failures" (
    "user_id" text primary key references "users" ("id") on delete cascade,
    "failures" integer not null, "last_try_at" ${timestamp} not null)`,
  `create table "content_areas" (
    "area" text primary key, "draft" text not null, "revision" integer not null,
    "draft_saved_at" ${timestamp} not null, "draft_saved_by" text,
    "live_version" integer default 0 not null)`,
  `create table "content_versions" (
    "area" text not null, "version" integer not null, "document" text not null,
    "published_at" ${timestamp} not null, "published_by" text, "restored_from" integer,
    constraint "content_versions_pkey" primary key ("area", "version"))`,
  `create table "content_state" (
    "id" integer primary key check (id = 1), "generation" integer not null,
    "changed_at" ${timestamp}, "setup_shown_at" ${timestamp})`,
  `create table "media_files" (
    "id" text primary key, "kind" text not null check (kind in ('image', 'video', 'captions')),
    "stored_name" text not null unique, "content_type" text not null, "size" bigint not null,
    "sha256" text not null, "original_name" text not null, "uploaded_by" text,
    "created_at" ${timestamp} not null)`,
  `create table "mail_templates" (
    "key" text primary key, "subject" text not null, "body" text not null,
    "enabled" integer default 1 not null check (enabled in (0, 1)),
    "updated_at" ${timestamp} not null, "updated_by" text not null)`,
  `create table "leads" (
    "id" text primary key,
    "kind" text not null check (kind in ('feedback', 'need', 'online', 'enrolments', 'uploads', 'applications', 'waitlist', 'data_requests')),
    "stage" text default 'new' not null ${stageCheck}check (((kind = 'applications' and stage in ('applied', 'screening', 'interview', 'offer', 'hired', 'not_selected')) or (kind <> 'applications' and stage in ('new', 'contacted', 'qualified', 'won', 'lost')))),
    "lost_reason" text, "assignee_id" text references "users" ("id") on delete set null,
    "name" text not null, "email" text not null, "mobile" text not null, "summary" text not null,
    "search_text" text not null, "first_contact_at" ${timestamp},
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null,
    "landing_page" text default '' not null, "referrer_host" text default '' not null,
    "utm_source" text default '' not null, "utm_medium" text default '' not null,
    "utm_campaign" text default '' not null, "device" text default '' not null,
    "visitor" text default '' not null)`,
  `create table "lead_events" (
    "id" text primary key, "lead_id" text not null references "leads" ("id") on delete cascade,
    "type" text not null check (type in ('stage', 'assigned', 'note', 'reply')),
    "actor_id" text references "users" ("id") on delete set null, "actor_email" text not null,
    "body" text, "details" text, "mail_id" text, "created_at" ${timestamp} not null)`,
  `create table "digest_subscriptions" (
    "user_id" text primary key references "users" ("id") on delete cascade, "last_sent_on" text,
    "created_at" ${timestamp} not null)`,
  `create table "acknowledgement_budgets" (
    "key" text not null, "day" text not null, "used" integer not null,
    constraint "acknowledgement_budgets_pk" primary key ("key", "day"))`,
  `create table "page_views" (
    "day" text not null, "visitor" text not null, "path" text not null,
    "landing_page" text not null, "referrer_host" text not null, "utm_source" text not null,
    "utm_medium" text not null, "utm_campaign" text not null, "device" text not null,
    "minute" integer)`,
  `create table "analytics_salts" (
    "day" text primary key, "salt" text not null)`,
  `create table "traffic_daily" (
    "day" text not null, "dimension" text not null, "value" text not null, "views" integer not null,
    "visitors" integer not null, "converted" integer default 0 not null,
    constraint "traffic_daily_pk" primary key ("dimension", "day", "value"))`,
  `create table "traffic_final_days" (
    "day" text primary key)`,
  `create table "derived_stamps" (
    "name" text primary key, "stamp" text not null)`,
  `create table "course_enrolments" (
    "id" text primary key, "mobile" text not null, "email" text not null, "description" text,
    "skills" text not null, "total_fees" integer not null, "created_at" ${timestamp} not null,
    "updated_at" ${timestamp} not null, "fees" text, "currency" text,
    "name" text default '' not null, "seats_released_at" ${timestamp})`,
  `create table "course_batches" (
    "course_key" text not null, "starts_on" text not null, "seats" integer not null,
    constraint "course_batches_pk" primary key ("course_key", "starts_on"))`,
  `create table "course_batch_enrolments" (
    "course_key" text not null, "starts_on" text not null, "enrolment_id" text not null,
    "reminded_at" ${timestamp},
    constraint "course_batch_enrolments_pk" primary key ("course_key", "starts_on", "enrolment_id"))`,
  `create table "course_payments" (
    "id" text primary key, "enrolment_id" text not null references "course_enrolments" ("id"),
    "currency" text not null, "amount" integer not null, "paid_on" text not null,
    "reference" text not null, "reference_key" text not null unique,
    "receipt_number" text not null unique, "stored_name" text not null unique,
    "recorded_by" text not null, "created_at" ${timestamp} not null)`,
  `create table "receipt_counters" (
    "financial_year" text primary key, "last" integer not null)`,
  `create table "applications" (
    "id" text primary key, "name" text not null, "email" text not null, "mobile" text not null,
    "note" text, "opening_slug" text not null, "opening_title" text not null,
    "original_name" text not null, "stored_name" text not null unique, "content_type" text not null,
    "size" integer not null, "sha256" text not null, "created_at" ${timestamp} not null,
    "updated_at" ${timestamp} not null)`,
  `create table "waitlist" (
    "id" text primary key, "name" text default '' not null, "email" text not null,
    "mobile" text default '' not null, "course_key" text not null, "course_name" text not null,
    "told_at" ${timestamp}, "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
  `create table "interviews" (
    "id" text primary key, "lead_id" text not null references "leads" ("id") on delete cascade,
    "starts_at" ${timestamp} not null, "minutes" integer not null,
    "mode" text not null check (mode in ('in_person', 'phone', 'video')), "place" text not null,
    "interviewer_id" text references "users" ("id") on delete set null,
    "interviewer_email" text not null, "sequence" integer default 0 not null,
    "cancelled_at" ${timestamp}, "created_at" ${timestamp} not null,
    "updated_at" ${timestamp} not null)`,
  `create table "data_requests" (
    "id" text primary key, "email" text not null,
    "request" text not null check (request in ('see', 'correct', 'erase')),
    "note" text default '' not null, "token_hash" text not null unique, "due_on" text not null,
    "done_at" ${timestamp}, "outcome" text check (outcome in ('done', 'erased')), "done_note" text,
    "created_at" ${timestamp} not null, "updated_at" ${timestamp} not null)`,
];

const indexes = [
  `create index "applications_by_opening" on "applications" ("opening_slug", "id")`,
  `create index "applications_opening" on "applications" ("opening_slug", "created_at")`,
  `create index "audit_log_created_at" on "audit_log" ("created_at")`,
  `create index "course_batch_enrolments_enrolment" on "course_batch_enrolments" ("enrolment_id")`,
  `create index "course_enrolments_created_at" on "course_enrolments" ("created_at")`,
  `create index "course_payments_enrolment" on "course_payments" ("enrolment_id")`,
  `create index "data_requests_open" on "data_requests" ("done_at", "due_on")`,
  `create index "enquiries_created_at" on "enquiries" ("created_at")`,
  `create index "feedback_created_at" on "feedback" ("created_at")`,
  `create index "interviews_lead" on "interviews" ("lead_id", "starts_at")`,
  `create index "lead_events_lead" on "lead_events" ("lead_id", "created_at")`,
  `create index "leads_assignee" on "leads" ("assignee_id", "created_at", "id", "first_contact_at", "kind", "stage")`,
  `create index "leads_contact" on "leads" ("first_contact_at", "created_at", "id", "kind", "stage", "assignee_id")`,
  `create index "leads_created_at" on "leads" ("created_at", "id", "kind", "stage", "assignee_id", "first_contact_at")`,
  `create index "leads_email" on "leads" ("email")`,
  `create index "leads_kind" on "leads" ("kind", "stage", "created_at", "id", "assignee_id", "first_contact_at")`,
  `create index "leads_mobile" on "leads" ("mobile")`,
  `create index "leads_stage" on "leads" ("stage", "created_at", "id", "kind", "assignee_id", "first_contact_at")`,
  `create index leads_waiting on leads (assignee_id, created_at, id) where first_contact_at is null`,
  `create index "mail_attachments_file" on "mail_attachments" ("stored_name")`,
  `create index "mail_outbox_due" on "mail_outbox" ("status", "next_attempt_at")`,
  `create index "mail_outbox_lead" on "mail_outbox" ("lead_id")`,
  `create index "not_found_reports_created_at" on "not_found_reports" ("created_at")`,
  `create index "one_time_tokens_user_id" on "one_time_tokens" ("user_id")`,
  `create unique index "page_views_once_a_minute" on "page_views" ("day", "visitor", "path", "minute")`,
  `create index "passkeys_user_id" on "passkeys" ("user_id")`,
  `create index "recovery_codes_user_id" on "recovery_codes" ("user_id")`,
  `create index "sessions_user_id" on "sessions" ("user_id")`,
  `create index "uploads_created_at" on "uploads" ("created_at")`,
  `create index "users_created_at_id" on "users" ("created_at", "id")`,
  `create index "users_name_id" on "users" ("name", "id")`,
  `create index "waitlist_waiting" on "waitlist" ("course_key", "told_at")`,
];

/**
 * Searches by any part of a word (decisions 016 and 019): on SQLite trigram FTS5 indexes over the
 * tables' own rowids, kept in step by triggers; on PostgreSQL trigram indexes that ILIKE uses.
 */
const search: Record<Dialect, string[]> = {
  sqlite: [
    `create virtual table users_search using fts5(name, email, mobile, content = 'users', content_rowid = 'rowid', tokenize = 'trigram')`,
    `create trigger users_search_insert after insert on users begin
    insert into users_search (rowid, name, email, mobile) values (new.rowid, new.name, new.email, new.mobile);
  end`,
    `create trigger users_search_update after update of name, email, mobile on users begin
    insert into users_search (users_search, rowid, name, email, mobile) values ('delete', old.rowid, old.name, old.email, old.mobile);
    insert into users_search (rowid, name, email, mobile) values (new.rowid, new.name, new.email, new.mobile);
  end`,
    `create trigger users_search_delete after delete on users begin
    insert into users_search (users_search, rowid, name, email, mobile) values ('delete', old.rowid, old.name, old.email, old.mobile);
  end`,
    `create virtual table leads_search using fts5(search_text, content = 'leads', content_rowid = 'rowid', tokenize = 'trigram')`,
    `create trigger leads_search_insert after insert on leads begin
    insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
  end`,
    `create trigger leads_search_update after update of search_text on leads begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
    insert into leads_search (rowid, search_text) values (new.rowid, new.search_text);
  end`,
    `create trigger leads_search_delete after delete on leads begin
    insert into leads_search (leads_search, rowid, search_text) values ('delete', old.rowid, old.search_text);
  end`,
  ],
  postgres: [
    "create extension if not exists pg_trgm",
    ...["name", "email", "mobile"].map(
      (column) => `create index users_${column}_trgm on users using gin (${column} gin_trgm_ops)`,
    ),
    "create index leads_search_trgm on leads using gin (search_text gin_trgm_ops)",
  ],
};

const tableNames = tables("text", "").map((statement) => /create table "(\w+)"/.exec(statement)?.[1] ?? "");

export const release110Schema = (dialect: Dialect) => ({
  async up(db: Kysely<unknown>) {
    const statements = [
      ...(dialect === "postgres"
        ? tables("timestamptz", 'constraint "leads_stage_check" ')
        : tables("text", "")),
      ...indexes,
      ...search[dialect],
    ];
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect === "sqlite")
      for (const index of ["users_search", "leads_search"]) await db.schema.dropTable(index).execute();
    for (const table of [...tableNames].reverse()) await db.schema.dropTable(table).execute();
  },
});
