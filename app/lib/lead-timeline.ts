import type { InterviewView } from "./interviews";
import type { LeadKind, LeadStage } from "./lead-kinds";

export type MailPurpose = "notification" | "acknowledgement" | "reply" | "digest";
export type OutboxStatus = "waiting" | "sending" | "sent" | "failed";

export interface Delivery {
  status: OutboxStatus;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** An admin by id (null once the account is gone). */
export interface Person {
  id: string | null;
  name: string;
}

export type TimelineEntry =
  | { type: "received"; id: string; at: string }
  | ({ type: "mail"; id: string; at: string; purpose: MailPurpose; to: string; subject: string } & Delivery)
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
  | { type: "interview"; id: string; at: string; interview: InterviewView }
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
