import type { ColumnType } from "kysely";
import type { MailPurpose, OutboxStatus } from "~/lib/lead-timeline";
import type { LeadKind, LeadStage } from "~/lib/pipeline";
import type { DeviceClass } from "~/lib/visit-source";

/** A column the database fills with its default when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type { MailPurpose, OutboxStatus };

/** The database engine: embedded SQLite, or PostgreSQL for several instances (`DATABASE_URL`). */
export type Dialect = "sqlite" | "postgres";

/**
 * Timestamps are ISO-8601 UTC strings on both engines: TEXT on SQLite, timestamptz on PostgreSQL
 * (read back as ISO strings by the pool's type parser), so they sort and compare the same way.
 */
export type Timestamp = string;

/** Broken-link reports move from new to handled (leads have stages instead: LeadsTable). */
export type LeadStatus = "new" | "handled";

export type Role = "user" | "admin";

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  mobile: string;
  password_hash: string | null;
  image: string | null;
  role: ColumnType<Role, Role | undefined, Role>;
  is_verified: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** "Firefox on Windows" (devices.server.ts); null when the User-Agent named nothing, or before 0007. */
  device: string | null;
  /** The client address the session was last used from; null before 0007. */
  ip: string | null;
  /** 1: the password was right, the second factor is still to come; such a session signs in nothing. */
  second_factor_pending: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /**
   * When the owner last gave the password, and the second factor if the account has one, in this
   * session: at sign-in or at /confirm-access. Null after a passkey-only sign-in (decision 037).
   */
  confirmed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

export type TokenPurpose = "verify-email" | "reset-password" | "set-password";

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: TokenPurpose;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Every lead's table; its stage and the rest of its pipeline live in `leads` (migration 0011). */
interface LeadColumns {
  id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackTable extends LeadColumns {
  name: string;
  email: string;
  message: string;
}

export type EnquiryKind = "need" | "online";

export interface EnquiriesTable extends LeadColumns {
  kind: EnquiryKind;
  selection: string;
  other_comment: string | null;
  course_selection: string | null;
  name: string;
  mobile: string;
  email: string;
  general_comment: string | null;
}

export interface CourseEnrolmentsTable extends LeadColumns {
  mobile: string;
  email: string;
  description: string | null;
  /** JSON array of the chosen course keys. */
  skills: string;
  total_fees: number;
  /** JSON `[{key, label, fee}]`: what each chosen course cost then (decision 055); null on older rows. */
  fees: string | null;
  /** The catalogue's currency then, "USD" or "INR"; null on older rows (US dollars). */
  currency: string | null;
}

/** A batch of a course: its seats and how many are taken (decision 055). */
export interface CourseBatchesTable {
  course_key: string;
  /** The batch's start, `YYYY-MM-DD`, or "" while to be announced. */
  starts_on: string;
  /** As the catalogue gave them at the batch's last enrolment; the seats taken are counted, not kept. */
  seats: number;
}

/** The enrolment that took a seat in a batch. */
export interface CourseBatchEnrolmentsTable {
  course_key: string;
  starts_on: string;
  enrolment_id: string;
}

export type UploadSource = "jobs" | "file-upload" | "need" | "online";

export interface UploadsTable extends LeadColumns {
  source: UploadSource;
  enquiry_id: string | null;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

/** An application to a job opening: the person, the opening as it was titled, and the CV. */
export interface ApplicationsTable extends LeadColumns {
  name: string;
  email: string;
  mobile: string;
  note: string | null;
  opening_slug: string;
  opening_title: string;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  /** 1: the body carries a one-time link and is cleared once the mail is sent. */
  clear_when_sent: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** The lead the mail is about (its notification, acknowledgement or a reply), for its timeline. */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why it was sent; null for the account mails and every mail from before migration 0011. */
  purpose: ColumnType<MailPurpose | null, MailPurpose | null | undefined, MailPurpose | null>;
}

export interface NotFoundReportsTable extends LeadColumns {
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  path: string;
  referrer: string | null;
}

/**
 * Every lead of every kind in the pipeline, under the id of its row in its kind's table: its stage,
 * who is on it, and what the one inbox lists and searches (docs/decisions/032).
 */
export interface LeadsTable {
  id: string;
  kind: LeadKind;
  stage: ColumnType<LeadStage, LeadStage | undefined, LeadStage>;
  /** Why it was lost; null unless the stage is lost. */
  lost_reason: string | null;
  /** The admin on it. */
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visitor's name, e-mail (lower-cased) and mobile as far as the kind has them, else ''. */
  name: string;
  email: string;
  mobile: string;
  summary: string;
  /** Every column the kind's list shows, one a line: what the inbox search reads. */
  search_text: string;
  /** The first reply, or the first move to a stage that says someone was in touch. */
  first_contact_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  /**
   * Where the visit that sent it began (app/lib/visit-source.ts; migration 0020): its first page's
   * path, the referring host and UTM tags, and the device class; '' where nothing told.
   */
  landing_page: Defaulted<string>;
  referrer_host: Defaulted<string>;
  utm_source: Defaulted<string>;
  utm_medium: Defaulted<string>;
  utm_campaign: Defaulted<string>;
  device: Defaulted<DeviceClass | "">;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadEventType = "stage" | "assigned" | "note" | "reply";

/** A lead's timeline besides its arrival and its mails: stage changes, assignments, notes and replies. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  type: LeadEventType;
  actor_id: string | null;
  actor_email: string;
  /** A note's or a reply's text. */
  body: string | null;
  /** JSON: a stage change's from, to and reason; an assignment's admin; a reply's subject and address. */
  details: string | null;
  /** A reply's mail in the outbox, whose delivery the timeline shows. */
  mail_id: string | null;
  created_at: Timestamp;
}

/** An admin's version of a mail template (content/mail-templates.ts holds the defaults). */
export interface MailTemplatesTable {
  key: string;
  subject: string;
  body: string;
  /** 0: not sent (the acknowledgement) or not offered (a reply template). */
  enabled: 0 | 1;
  updated_at: Timestamp;
  updated_by: string;
}

/**
 * What each of the acknowledgement's budgets has used on one India day (docs/decisions/036): `key` is
 * `mailbox:<normalised address>`, `domain:<domain>` or `site`.
 */
export interface AcknowledgementBudgetsTable {
  key: string;
  day: string;
  used: number;
}

/** Admins who asked for the daily digest, and the India day of the last one queued for them. */
export interface DigestSubscriptionsTable {
  user_id: string;
  last_sent_on: string | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON object with what changed. */
  details: string | null;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** Wrong codes an account's second step got in a row, from any address (decision 037). */
export interface SecondFactorFailuresTable {
  user_id: string;
  failures: number;
  last_try_at: Timestamp;
}

/** An account's authenticator app (RFC 6238); one per account. */
export interface TotpFactorsTable {
  user_id: string;
  /** The base32 secret, sealed with a key derived from SESSION_SECRET (auth/sealed.server.ts). */
  secret: string;
  /** Null until a code from the app has been confirmed: until then it is no factor. */
  confirmed_at: Timestamp | null;
  /** The 30-second step of the last code accepted: that code and earlier ones are refused. */
  last_used_step: number | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  /** SHA-256 of the account's id and the code: a stolen table gives no code away. */
  code_hash: string;
  user_id: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** What the admin called it, to tell several apart. */
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number, number | undefined, number>;
  /** JSON array of the transports the authenticator named, or null. */
  transports: string | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export type PasskeyPurpose = "register" | "sign-in";

export interface PasskeyChallengesTable {
  /** SHA-256 of the challenge handed to the browser; used up by one DELETE. */
  challenge_hash: string;
  /** Whose ceremony it is; null for a sign-in with a passkey alone, where the passkey names the account. */
  user_id: string | null;
  purpose: PasskeyPurpose;
  expires_at: Timestamp;
}

/** An area of the site's content (decision 031): its draft, and which published version is live. */
export interface ContentAreasTable {
  area: string;
  /** The draft document, JSON. */
  draft: string;
  /** Grows by one with every save or publish: a save names the revision it was made from. */
  revision: number;
  draft_saved_at: Timestamp;
  /** The admin who saved the draft last (null once deleted). */
  draft_saved_by: string | null;
  /** The published version the site shows; 0: none yet, the defaults. */
  live_version: ColumnType<number, number | undefined, number>;
}

export interface ContentVersionsTable {
  area: string;
  version: number;
  /** The published document, JSON. */
  document: string;
  published_at: Timestamp;
  published_by: string | null;
  /** The version this one copied, when it was a restore. */
  restored_from: number | null;
}

/** One row: what every process checks to know that the published content changed. */
export interface ContentStateTable {
  id: number;
  generation: number;
  changed_at: Timestamp | null;
  /** When the first admin was shown the setup checklist after signing in. */
  setup_shown_at: Timestamp | null;
}

export type MediaKind = "image" | "video" | "captions";

/** A file uploaded for the site's content, served publicly at /media/<stored_name>. */
export interface MediaFilesTable {
  id: string;
  kind: MediaKind;
  stored_name: string;
  content_type: string;
  size: number;
  sha256: string;
  original_name: string;
  uploaded_by: string | null;
  created_at: Timestamp;
}

/** The salt of one India day's visitor hashes (decision 052); deleted once the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/**
 * Where a visit began (app/lib/visit-source.ts): its first page's path, the referring host and UTM
 * tags, and the device class. A page view keeps it, and so does a lead (`leads`, migration 0020).
 */
export interface VisitColumns {
  landing_page: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: DeviceClass;
}

/**
 * One page view as the beacon told it (decision 052): its India day, the day's hash of the
 * visitor's address and User-Agent (neither is kept), the page, and where its visit began.
 */
export interface PageViewsTable extends VisitColumns {
  day: string;
  visitor: string;
  path: string;
  /** Minutes since 1970: one view per visitor, page and minute is kept (migration 0024). */
  minute: number | null;
}

/** A past India day whose daily counts were made a last time (migration 0024). */
export interface TrafficFinalDaysTable {
  day: string;
}

/** The views and distinct visitors of one India day for one value of one dimension (traffic.ts). */
export interface TrafficDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  feedback: FeedbackTable;
  enquiries: EnquiriesTable;
  course_enrolments: CourseEnrolmentsTable;
  uploads: UploadsTable;
  applications: ApplicationsTable;
  mail_outbox: MailOutboxTable;
  not_found_reports: NotFoundReportsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  totp_factors: TotpFactorsTable;
  second_factor_failures: SecondFactorFailuresTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  content_areas: ContentAreasTable;
  content_versions: ContentVersionsTable;
  content_state: ContentStateTable;
  media_files: MediaFilesTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  mail_templates: MailTemplatesTable;
  acknowledgement_budgets: AcknowledgementBudgetsTable;
  digest_subscriptions: DigestSubscriptionsTable;
  analytics_salts: AnalyticsSaltsTable;
  page_views: PageViewsTable;
  traffic_daily: TrafficDailyTable;
  traffic_final_days: TrafficFinalDaysTable;
  course_batches: CourseBatchesTable;
  course_batch_enrolments: CourseBatchEnrolmentsTable;
}

export type TableName = keyof Database;
