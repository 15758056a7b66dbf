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

export type Person = { id: string | null; name: string };

export type TimelineEntry = { id: string; at: string } & (
  | { type: "received" }
  | ({ type: "mail"; purpose: MailPurpose; to: string; subject: string } & Delivery)
  | { type: "stage"; actor: Person; from: LeadStage; to: LeadStage; reason: string | null }
  | { type: "assigned"; actor: Person; assignee: Person | null }
  | { type: "interview"; interview: InterviewView }
  | { type: "note"; actor: Person; body: string }
  | { type: "reply"; actor: Person; to: string; subject: string; body: string; delivery: Delivery | null }
);

export type EarlierLead = { id: string; kind: LeadKind; at: string; stage: LeadStage; summary: string };
