import type { Transaction } from "kysely";
import { dataRequestTexts as texts } from "~/content/pages/data-requests";
import {
  CONFIRM_LINK_HOURS,
  DATA_REQUEST_CONFIRM_PATH,
  DATA_REQUEST_DAYS,
  type DataRequestKind,
  isDataRequestKind,
} from "~/lib/data-requests";
import { addDays, indiaDayOf } from "~/lib/india-days";
import { leadKindViews } from "~/lib/lead-kinds";
import { mailboxOf } from "~/lib/mailbox";
import { type DataRequest, dataRequestSchema } from "~/lib/schemas/data-request";
import type { AppContext, LiveContent } from "../app-context.server";
import { seal, unseal } from "../auth/sealed.server";
import { tokenHash } from "../auth/secrets.server";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso, timeOrderedId } from "../ids.server";
import { siteBudgetSpent, takeDataRequestBudgets } from "../leads/acknowledgement.server";
import { form } from "../leads/lead-forms.server";
import { announceLead, insertLead, type LeadStore } from "../leads/lead-store.server";
import type { LeadVisit } from "../leads/lead-visit.server";
import { enqueueMail } from "../mail/outbox.server";

const PURPOSE = "data-request";

const { columns } = leadKindViews.data_requests;

type Trx = Transaction<Database>;
type Secrets = {
  config: Pick<Config, "SESSION_SECRET" | "APP_URL" | "COMPANY_EMAIL">;
  site: Pick<LiveContent, "current">;
};

interface Sealed {
  email: string;
  request: DataRequestKind;
  note: string;
  at: string;
}

/** The request itself, sealed into its link. */
export function requestToken(sessionSecret: string, request: DataRequest, at = nowIso()) {
  const sealed: Sealed = { email: request.email, request: request.request, note: request.note ?? "", at };
  return seal(sessionSecret, PURPOSE, "", JSON.stringify(sealed));
}

/**
 * Nothing is stored until the person confirms: the link carries the request, sealed, so a flood of
 * requests for addresses nobody confirms writes no rows. The one mail takes the acknowledgement's
 * budgets (a mailbox once a day); with them spent, no mail goes and the answer is the same.
 */
export async function askToConfirm(trx: Trx, { config, site }: Secrets, request: DataRequest) {
  const at = nowIso();
  const day = indiaDayOf(at);
  const answer = { id: timeOrderedId() };
  if (await siteBudgetSpent(trx, day)) return answer;
  if (!(await takeDataRequestBudgets(trx, mailboxOf(request.email), day))) return answer;
  const token = requestToken(config.SESSION_SECRET, request, at);
  const link = `${config.APP_URL}${DATA_REQUEST_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  const company = site.current().content.profile.name;
  await enqueueMail(trx, {
    to: request.email,
    subject: texts.confirmMail.subject(company),
    text: texts.confirmMail.text({ company, link, request: request.request }),
    replyTo: config.COMPANY_EMAIL,
    clearWhenSent: true,
  });
  return answer;
}

/** The request a link carries, or null for a link that was altered, is not ours or has expired. */
export function openToken(sessionSecret: string, token: string, now = new Date()): Sealed | null {
  const opened = unseal(sessionSecret, PURPOSE, "", token);
  if (!opened) return null;
  let value: Partial<Sealed>;
  try {
    value = JSON.parse(opened) as Partial<Sealed>;
  } catch {
    return null;
  }
  const { email, request, note, at } = value;
  if (typeof email !== "string" || typeof request !== "string" || !isDataRequestKind(request)) return null;
  const age = now.getTime() - new Date(at ?? "").getTime();
  if (!(age >= 0 && age <= CONFIRM_LINK_HOURS * 60 * 60 * 1000)) return null;
  return { email, request, note: typeof note === "string" ? note : "", at: at as string };
}

export type Confirmation = { state: "confirmed"; id: string; due: string } | { state: "already" } | null;

/** A link confirms once: the second time it is answered "already confirmed". */
export async function confirmRequest(
  trx: Trx,
  store: LeadStore & Pick<AppContext, "config">,
  token: string,
  visit: LeadVisit,
): Promise<Confirmation> {
  const sealed = openToken(store.config.SESSION_SECRET, token);
  if (!sealed) return null;
  const token_hash = tokenHash(token);
  const known = await trx
    .selectFrom("data_requests")
    .select("id")
    .where("token_hash", "=", token_hash)
    .executeTakeFirst();
  if (known) return { state: "already" };
  const due = addDays(indiaDayOf(new Date()), DATA_REQUEST_DAYS);
  const email = sealed.email.toLowerCase();
  const lead = await insertLead(trx, {
    kind: "data_requests",
    table: "data_requests",
    row: { email, request: sealed.request, note: sealed.note, token_hash, due_on: due },
    visit,
  });
  await announceLead(trx, store, lead, {
    to: store.config.COMPANY_EMAIL,
    subject: texts.notification.subject(email),
    intro: texts.notification.intro(due),
    rows: [
      [columns.request, texts.form.kinds[sealed.request]],
      [columns.email, email],
      [columns.note, sealed.note],
    ],
    replyTo: email,
  });
  return { state: "confirmed", id: lead.id, due };
}

/** The /privacy form: its lead is stored once the address is confirmed, and counted then. */
export const dataRequestForm = form({
  kind: "data_requests",
  schema: dataRequestSchema,
  text: { saved: texts.form.saved, failed: texts.form.failed },
  storedLater: true,
  store: askToConfirm,
});
