import type { LeadKind, LeadStage } from "./pipeline";

/** The lead page's timeline and earlier leads, as the server reads them and the page shows them. */

/** Why a mail about a lead was sent (the outbox's purpose). */
export type MailPurpose = "notification" | "acknowledgement" | "reply" | "digest";
export type OutboxStatus = "waiting" | "sending" | "sent" | "failed";

/** A mail's delivery as the timeline tells it. */
export interface Delivery {
  status: OutboxStatus;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/**
 * Who did something, or was put on a lead: an admin by id (null once the account is gone), named by
 * their name, else their e-mail address; the page calls the one reading it "you".
 */
export interface Person {
  id: string | null;
  name: string;
}

/** One entry of a lead's timeline, oldest first; times are stored ISO timestamps. */
export type TimelineEntry =
  | { type: "received"; id: string; at: string }
  | ({ type: "mail"; id: string; at: string; purpose: MailPurpose; to: string } & Delivery)
  | {
      type: "stage";
      id: string;
      at: string;
      actor: Person;
      from: LeadStage;
      to: LeadStage;
      reason: string | null;
    }
  | { type: "assigned"; id: string; at: string; actor: Person; assignee: Person | null }
  | { type: "note"; id: string; at: string; actor: Person; body: string }
  | {
      type: "reply";
      id: string;
      at: string;
      actor: Person;
      to: string;
      subject: string;
      body: string;
      delivery: Delivery | null;
    };

export interface EarlierLead {
  id: string;
  kind: LeadKind;
  at: string;
  stage: LeadStage;
  summary: string;
}
