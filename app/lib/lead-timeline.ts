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

/** One entry of a lead's timeline, oldest first; times are stored ISO timestamps. */
export type TimelineEntry =
  | { type: "received"; id: string; at: string }
  | ({ type: "mail"; id: string; at: string; purpose: MailPurpose; to: string } & Delivery)
  | {
      type: "stage";
      id: string;
      at: string;
      actor: string;
      from: LeadStage;
      to: LeadStage;
      reason: string | null;
    }
  | { type: "assigned"; id: string; at: string; actor: string; assignee: string | null }
  | { type: "note"; id: string; at: string; actor: string; body: string }
  | {
      type: "reply";
      id: string;
      at: string;
      actor: string;
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
