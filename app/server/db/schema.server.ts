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

/** Only broken-link reports have it; leads have stages (LeadsTable). */
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

export interface SessionsTable {
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
}

/** A payment recorded by an admin, with its receipt (a PDF under the uploads folder). */
export interface CoursePaymentsTable {
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
}

/** The last receipt number given in a financial year (`2026-27`). */
export interface ReceiptCountersTable {
  financial_year: string;
  last: number;
}

/** A file sent with an outbox mail: a stored name under the uploads folder, the name shown, its type. */
export interface MailAttachmentsTable {
  mail_id: string;
  position: number;
  stored_name: string;
  file_name: string;
  content_type: string;
}

export interface CourseBatchesTable {
  course_key: string;
  /** The batch's start, `YYYY-MM-DD`, or "" while to be announced. */
  starts_on: string;
  /** As the catalogue gave them at the batch's last enrolment; the seats taken are counted, not kept. */
  seats: number;
}

export interface CourseBatchEnrolmentsTable {
  course_key: string;
  starts_on: string;
  enrolment_id: string;
  /** When the reminder before the batch's start was queued (0031); null until then. */
  reminded_at: Defaulted<string | null>;
}

export type UploadSource = "jobs" | "file-upload" | "need" | "online";

export interface UploadsTable extends LeadColumns {
  source: UploadSource;
  enquiry_id: string | null;
  /** What kind of work an open application (source "jobs") is for; null when not said. */
  work: Defaulted<string | null>;
  original_name: string;
  stored_name: string;
  content_type: string;
  size: number;
  sha256: string;
}

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

/** Someone waiting for a course's next batch. */
export interface WaitlistTable extends LeadColumns {
  /** Optional on the form: "" when not given. */
  name: Defaulted<string>;
  email: string;
  mobile: Defaulted<string>;
  course_key: string;
  /** As the catalogue named it when they joined. */
  course_name: string;
  /** When they were mailed that a new batch opened; null while waiting. */
  told_at: Defaulted<Timestamp | null>;
}

/** A confirmed request about what is held under `email`; its lead has the same id. */
export interface DataRequestsTable extends LeadColumns {
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
}

export interface MailOutboxTable {
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
}

export interface NotFoundReportsTable extends LeadColumns {
  status: Defaulted<LeadStatus>;
  path: string;
  referrer: string | null;
}

export interface LeadsTable {
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
  /** Where the visit that sent it began (VisitColumns); '' where nothing told. */
  landing_page: Defaulted<string>;
  referrer_host: Defaulted<string>;
  utm_source: Defaulted<string>;
  utm_medium: Defaulted<string>;
  utm_campaign: Defaulted<string>;
  device: Defaulted<DeviceClass | "">;
  /** The day's visitor key of the request that sent it, as its page views have it (0036); '' before. */
  visitor: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LeadEventType = "stage" | "assigned" | "note" | "reply";

export interface LeadEventsTable {
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
}

/** An application's interview; `sequence` is its calendar invitation's, raised at every move. */
export interface InterviewsTable {
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

/** `key` is `mailbox:<normalised address>`, `domain:<domain>` or `site`; `day` an India day. */
export interface AcknowledgementBudgetsTable {
  key: string;
  day: string;
  used: number;
}

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

/** Counted per account, not per address. */
export interface SecondFactorFailuresTable {
  user_id: string;
  failures: number;
  last_try_at: Timestamp;
}

export interface TotpFactorsTable {
  user_id: string;
  /** The base32 secret, sealed with a key derived from SESSION_SECRET. */
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
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Defaulted<number>;
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

export interface ContentVersionsTable {
  area: string;
  version: number;
  document: string;
  published_at: Timestamp;
  published_by: string | null;
  restored_from: number | null;
}

/** One row: what every process checks to know that the published content changed. */
export interface ContentStateTable {
  id: number;
  generation: number;
  changed_at: Timestamp | null;
  setup_shown_at: Timestamp | null;
}

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

/** Deleted once the India day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
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

/** A past India day whose daily counts are final. */
export interface TrafficFinalDaysTable {
  day: string;
}

export interface TrafficDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
  /** Of those visitors, how many sent a lead that day (0036). */
  converted: Defaulted<number>;
}

/** Which code made a kind of derived data (leads/rebuild-lead-records.server.ts). */
export interface DerivedStampsTable {
  name: string;
  stamp: string;
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
  waitlist: WaitlistTable;
  data_requests: DataRequestsTable;
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
  derived_stamps: DerivedStampsTable;
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
  course_payments: CoursePaymentsTable;
  receipt_counters: ReceiptCountersTable;
  mail_attachments: MailAttachmentsTable;
  interviews: InterviewsTable;
}

export type TableName = keyof Database;
