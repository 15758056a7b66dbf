import type { ColumnType } from "kysely";
import type { MediaKind } from "~/lib/content-fields/types";
import type { DataRequestKind, DataRequestOutcome } from "~/lib/data-requests";
import type { InterviewMode } from "~/lib/interviews";
import type { LeadKind, LeadStage } from "~/lib/lead-kinds";
import type { MailPurpose, OutboxStatus } from "~/lib/lead-timeline";
import type { DeviceClass } from "~/lib/visit-source";

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type { MailPurpose, OutboxStatus };

export type Dialect = "sqlite" | "postgres";

/** ISO-8601 UTC strings on both engines, so they sort and compare the same way. */
export type Timestamp = string;

/** Only broken-link reports have it; leads have stages. */
export type LeadStatus = "new" | "handled";

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password_hash: string | null;
  image: string | null;
  role: Defaulted<"user" | "admin">;
  is_verified: Defaulted<0 | 1>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TokenPurpose = "verify-email" | "reset-password" | "set-password";

interface LeadColumns {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A file kept under DATA_DIR by `stored_name`, as it was sent. */
interface FileColumns {
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

export type EnquiryKind = "need" | "online";

export type UploadSource = "jobs" | "file-upload" | "need" | "online";

export type LeadEventType = "stage" | "assigned" | "note" | "reply";

export type PasskeyPurpose = "register" | "sign-in";

export interface ContentAreasTable {
  area: string;
  draft: string;
  /** Grows by one with every save or publish: a save names the revision it was made from. */
  revision: number;
  draft_saved_at: Timestamp;
  draft_saved_by: string | null;
  /** 0: nothing published yet, the site shows the defaults. */
  live_version: Defaulted<number>;
}

export interface VisitColumns {
  landing_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: DeviceClass;
}

/** `visitor` is the day's salted hash of address and User-Agent; neither is kept. */
export interface PageViewsTable extends VisitColumns {
  day: string;
  visitor: string;
  path: string;
  /** Minutes since 1970: one view per visitor, page and minute is kept. */
  minute: number | null;
}

export interface Database {
  users: UsersTable;
  sessions: {
    id_hash: string;
    user_id: string;
    created_at: Timestamp;
    last_seen_at: Timestamp;
    expires_at: Timestamp;
    device: string | null;
    ip: string | null;
    /** 1: the password was right, the second factor is still to come; such a session signs in nothing. */
    second_factor_pending: Defaulted<0 | 1>;
    /** When the password (and second factor) was last given here; null after a passkey-only sign-in. */
    confirmed_at: Defaulted<Timestamp | null>;
  };
  one_time_tokens: {
    token_hash: string;
    user_id: string;
    purpose: TokenPurpose;
    created_at: Timestamp;
    expires_at: Timestamp;
    used_at: Timestamp | null;
  };
  feedback: LeadColumns & {
    name: string;
    email: string;
    message: string;
  };
  enquiries: LeadColumns & {
    kind: EnquiryKind;
    selection: string;
    other_comment: string | null;
    course_selection: string | null;
    name: string;
    mobile: string;
    email: string;
    general_comment: string | null;
  };
  course_enrolments: LeadColumns & {
    /** Optional on the form: "" when not given. */
    name: Defaulted<string>;
    mobile: string;
    email: string;
    description: string | null;
    /** JSON array of the chosen course keys. */
    skills: string;
    total_fees: number;
    /** JSON `[{key, label, fee}]`: what each course cost at enrolment; null on older rows. */
    fees: string | null;
    /** Null on older rows, which were in US dollars. */
    currency: string | null;
    /** When it gave its seats back for want of payment; its trainee was told then. */
    seats_released_at: Defaulted<Timestamp | null>;
  };
  uploads: LeadColumns &
    FileColumns & {
      source: UploadSource;
      enquiry_id: string | null;
      /** What kind of work an open application (source "jobs") is for; null when not said. */
      work: Defaulted<string | null>;
    };
  applications: LeadColumns &
    FileColumns & {
      name: string;
      email: string;
      mobile: string;
      note: string | null;
      opening_slug: string;
      opening_title: string;
    };
  /** Someone waiting for a course's next batch. */
  waitlist: LeadColumns & {
    /** Optional on the form: "" when not given. */
    name: Defaulted<string>;
    email: string;
    mobile: Defaulted<string>;
    course_key: string;
    /** As the catalogue named it when they joined. */
    course_name: string;
    /** When they were mailed that a new batch opened; null while waiting. */
    told_at: Defaulted<Timestamp | null>;
  };
  /** A confirmed request about what is held under `email`; its lead has the same id. */
  data_requests: LeadColumns & {
    email: string;
    request: DataRequestKind;
    note: Defaulted<string>;
    /** sha256 of the confirmation link's token: a link confirms once. */
    token_hash: string;
    /** India day by which it is answered. */
    due_on: string;
    done_at: Defaulted<Timestamp | null>;
    outcome: Defaulted<DataRequestOutcome | null>;
    done_note: Defaulted<string | null>;
  };
  mail_outbox: {
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    reply_to: string | null;
    /** 1: the body carries a one-time link and is cleared once the mail is sent. */
    clear_when_sent: Defaulted<0 | 1>;
    status: Defaulted<OutboxStatus>;
    attempts: Defaulted<number>;
    next_attempt_at: Timestamp;
    last_error: string | null;
    created_at: Timestamp;
    sent_at: Timestamp | null;
    lead_id: Defaulted<string | null>;
    purpose: Defaulted<MailPurpose | null>;
  };
  not_found_reports: LeadColumns & {
    status: Defaulted<LeadStatus>;
    path: string;
    referrer: string | null;
  };
  audit_log: {
    id: string;
    actor_id: string | null;
    actor_email: string;
    action: string;
    target_type: string;
    target_id: string | null;
    /** JSON object with what changed. */
    details: string | null;
    created_at: Timestamp;
  };
  rate_limits: {
    key: string;
    window_start: Timestamp;
    hits: number;
  };
  totp_factors: {
    user_id: string;
    /** The base32 secret, sealed with a key derived from SESSION_SECRET. */
    secret: string;
    /** Null until a code from the app has been confirmed: until then it is no factor. */
    confirmed_at: Timestamp | null;
    /** The 30-second step of the last code accepted: that code and earlier ones are refused. */
    last_used_step: number | null;
    created_at: Timestamp;
  };
  /** Counted per account, not per address. */
  second_factor_failures: {
    user_id: string;
    failures: number;
    last_try_at: Timestamp;
  };
  recovery_codes: {
    /** SHA-256 of the account's id and the code: a stolen table gives no code away. */
    code_hash: string;
    user_id: string;
    created_at: Timestamp;
    used_at: Timestamp | null;
  };
  passkeys: {
    /** The credential id, base64url. */
    id: string;
    user_id: string;
    name: string;
    /** The COSE public key, base64url. */
    public_key: string;
    counter: Defaulted<number>;
    /** JSON array of the transports the authenticator named, or null. */
    transports: string | null;
    created_at: Timestamp;
    last_used_at: Timestamp | null;
  };
  passkey_challenges: {
    /** SHA-256 of the challenge handed to the browser; used up by one DELETE. */
    challenge_hash: string;
    /** Whose ceremony it is; null for a sign-in with a passkey alone, where the passkey names the account. */
    user_id: string | null;
    purpose: PasskeyPurpose;
    expires_at: Timestamp;
  };
  content_areas: ContentAreasTable;
  content_versions: {
    area: string;
    version: number;
    document: string;
    published_at: Timestamp;
    published_by: string | null;
    restored_from: number | null;
  };
  /** One row: what every process checks to know that the published content changed. */
  content_state: {
    id: number;
    generation: number;
    changed_at: Timestamp | null;
    setup_shown_at: Timestamp | null;
  };
  media_files: FileColumns & {
    id: string;
    kind: MediaKind;
    uploaded_by: string | null;
    created_at: Timestamp;
  };
  /** With the visit columns of the visit that sent it, '' where nothing told. */
  leads: { [Column in keyof VisitColumns]: Defaulted<VisitColumns[Column] | ""> } & {
    id: string;
    kind: LeadKind;
    stage: Defaulted<LeadStage>;
    lost_reason: string | null;
    assignee_id: Defaulted<string | null>;
    /** As far as the kind has them, else ''; the e-mail lower-cased. */
    name: string;
    email: string;
    mobile: string;
    summary: string;
    /** Every column the kind's list shows, one a line: what the inbox search reads. */
    search_text: string;
    /** The first reply, or the first move to a stage that says someone was in touch. */
    first_contact_at: Defaulted<Timestamp | null>;
    /** The day's visitor key of the request that sent it, as its page views have it (0036); '' before. */
    visitor: Defaulted<string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  /** Which code made a kind of derived data (leads/rebuild-lead-records.server.ts). */
  derived_stamps: {
    name: string;
    stamp: string;
  };
  lead_events: {
    id: string;
    lead_id: string;
    type: LeadEventType;
    actor_id: string | null;
    actor_email: string;
    body: string | null;
    /** JSON: a stage change's from, to and reason; an assignment's admin; a reply's subject and address. */
    details: string | null;
    mail_id: string | null;
    created_at: Timestamp;
  };
  /** An admin's version of a mail template (content/mail-templates.ts holds the defaults). */
  mail_templates: {
    key: string;
    subject: string;
    body: string;
    /** 0: not sent (the acknowledgement) or not offered (a reply template). */
    enabled: 0 | 1;
    updated_at: Timestamp;
    updated_by: string;
  };
  /** `key` is `mailbox:<normalised address>`, `domain:<domain>` or `site`; `day` an India day. */
  acknowledgement_budgets: {
    key: string;
    day: string;
    used: number;
  };
  digest_subscriptions: {
    user_id: string;
    last_sent_on: string | null;
    created_at: Timestamp;
  };
  /** Deleted once the India day is over. */
  analytics_salts: {
    day: string;
    salt: string;
  };
  page_views: PageViewsTable;
  traffic_daily: {
    day: string;
    dimension: string;
    value: string;
    views: number;
    visitors: number;
    /** Of those visitors, how many sent a lead that day (0036). */
    converted: Defaulted<number>;
  };
  /** A past India day whose daily counts are final. */
  traffic_final_days: {
    day: string;
  };
  course_batches: {
    course_key: string;
    /** The batch's start, `YYYY-MM-DD`, or "" while to be announced. */
    starts_on: string;
    /** As the catalogue gave them at the batch's last enrolment; the seats taken are counted, not kept. */
    seats: number;
  };
  course_batch_enrolments: {
    course_key: string;
    starts_on: string;
    enrolment_id: string;
    /** When the reminder before the batch's start was queued (0031); null until then. */
    reminded_at: Defaulted<string | null>;
  };
  /** A payment recorded by an admin, with its receipt (a PDF under the uploads folder). */
  course_payments: {
    id: string;
    enrolment_id: string;
    currency: string;
    /** Whole rupees or dollars, as fees are. */
    amount: number;
    /** `YYYY-MM-DD`, the India day it was paid. */
    paid_on: string;
    /** The UPI transaction or bank reference, as typed. */
    reference: string;
    /** The reference upper-cased without spaces: unique. */
    reference_key: string;
    /** `2026-27/0001`: sequential per financial year (April–March). */
    receipt_number: string;
    stored_name: string;
    recorded_by: string;
    created_at: Timestamp;
  };
  /** The last receipt number given in a financial year (`2026-27`). */
  receipt_counters: {
    financial_year: string;
    last: number;
  };
  /** A file sent with an outbox mail: a stored name under the uploads folder, the name shown, its type. */
  mail_attachments: {
    mail_id: string;
    position: number;
    stored_name: string;
    file_name: string;
    content_type: string;
  };
  /** An application's interview; `sequence` is its calendar invitation's, raised at every move. */
  interviews: {
    id: string;
    lead_id: string;
    starts_at: Timestamp;
    minutes: number;
    mode: InterviewMode;
    /** The address, the number to call or the video link. */
    place: string;
    interviewer_id: string | null;
    interviewer_email: string;
    sequence: Defaulted<number>;
    cancelled_at: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}

export type TableName = keyof Database;
