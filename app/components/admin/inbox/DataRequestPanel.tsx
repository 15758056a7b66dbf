import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { AdminSection } from "~/components/admin/AdminSection";
import { link } from "~/components/admin/controls";
import { useCsrfToken } from "~/components/admin/csrf";
import { AdminInput } from "~/components/admin/SearchForm";
import { TextAreaField } from "~/components/forms/Field";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { dataRequestTexts } from "~/content/pages/data-requests";
import {
  type DataRequestPanelData,
  dataRequestAddress,
  dataRequestEraseAddress,
  dataRequestExportAddress,
  isOverdue,
  MAX_DONE_NOTE,
} from "~/lib/data-requests";
import { formatDateTime, formatDay } from "~/lib/format";
import { leadAddress } from "~/lib/inbox";
import { LeadForm } from "./LeadForm";

const text = dataRequestTexts.admin;

function Part({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-slate-900">{heading}</h3>
      {children}
    </div>
  );
}

function Lines({ heading, none, lines }: { heading: string; none: string; lines: string[] }) {
  return (
    <Part heading={heading}>
      {lines.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul className="list-disc pl-6">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered.
            <li key={index} className="wrap-anywhere">
              {line}
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

export function DataRequestPanel({ panel, today }: { panel: DataRequestPanelData; today: string }) {
  const [params] = useSearchParams();
  const saved = params.get("request");
  const { request, held } = panel;
  const { account } = held;
  const address = dataRequestAddress(request.id);
  const csrfToken = useCsrfToken();
  const statusRef = useRef<HTMLDivElement>(null);
  // After a post the page is loaded again: the answer takes the focus, so it is read and in view.
  useEffect(() => {
    if (saved) statusRef.current?.focus();
  }, [saved]);
  const status =
    saved && saved in text.saved
      ? { tone: "success" as const, text: text.saved[saved as keyof typeof text.saved] }
      : null;
  return (
    <div className="flex flex-col gap-5">
      <StatusMessage ref={statusRef} status={status} />
      <AdminSection id="section-data-request" heading={text.heading} boxed>
        <p>
          {text.dueLabel}: {formatDay(request.dueOn)}
          {isOverdue(request, today) ? (
            <strong className="ml-2 rounded bg-red-100 px-2 py-0.5 text-red-900">{text.overdue}</strong>
          ) : null}
        </p>
        {request.doneAt && request.outcome ? (
          <p>{text.doneOn(formatDateTime(request.doneAt), dataRequestTexts.outcomes[request.outcome])}</p>
        ) : null}
        <div className="flex flex-wrap gap-5">
          <LeadForm action={address} intent="due" csrfToken={csrfToken} submit={text.dueButton}>
            <AdminInput
              id="due"
              name="due"
              type="date"
              label={text.dueLabel}
              required
              defaultValue={request.dueOn}
            />
          </LeadForm>
        </div>
        <a href={dataRequestExportAddress(request.id)} download className={`${link} self-start`}>
          {text.exportLink}
        </a>
        {request.doneAt === null ? (
          <>
            <h3 className="font-semibold text-slate-900">{text.doneHeading}</h3>
            <LeadForm action={address} intent="done" csrfToken={csrfToken} submit={text.doneButton}>
              <TextAreaField
                label={text.doneLabel}
                name="note"
                id="done-note"
                hint={text.doneHint}
                maxLength={MAX_DONE_NOTE}
                required
              />
            </LeadForm>
            <Part heading={text.eraseHeading}>
              <p className="text-slate-700">{text.eraseHint}</p>
              <Link to={dataRequestEraseAddress(request.id)} className={`${link} self-start`}>
                {text.eraseLink}
              </Link>
            </Part>
          </>
        ) : null}
      </AdminSection>
      <AdminSection id="section-held" heading={text.heldHeading(held.email)} boxed>
        <Part heading={text.leadsHeading}>
          {held.leads.length === 0 ? (
            <p>{text.leadsNone}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {held.leads.map((lead) => (
                <li key={lead.id} className="flex flex-col gap-1">
                  <Link to={leadAddress(lead.id)} className={`${link} self-start`}>
                    {adminInboxPages.lead.earlierOf(
                      lead.kindLabel,
                      formatDateTime(lead.receivedAt),
                      stageLabels[lead.stage],
                    )}
                  </Link>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                    {Object.entries(lead.details).map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="font-semibold">{label}</dt>
                        <dd className="whitespace-pre-wrap wrap-anywhere">{value}</dd>
                      </div>
                    ))}
                    {lead.files.length > 0 ? (
                      <>
                        <dt className="font-semibold">{text.filesLabel}</dt>
                        <dd className="wrap-anywhere">{lead.files.map((file) => file.name).join(", ")}</dd>
                      </>
                    ) : null}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </Part>
        <Part heading={text.accountHeading}>
          <p>
            {account
              ? account.role === "admin"
                ? text.accountAdmin
                : text.accountLine(account.name, account.verified, formatDateTime(account.createdAt))
              : text.accountNone}
          </p>
        </Part>
        <Lines
          heading={text.paymentsHeading}
          none={text.paymentsNone}
          lines={held.payments.map(
            (payment) =>
              `${payment.receiptNumber}: ${payment.amount} ${payment.currency}, ${formatDay(payment.paidOn)}, ${payment.reference}`,
          )}
        />
        <Lines
          heading={text.mailsHeading}
          none={text.mailsNone}
          lines={held.mails.map((mail) => `${formatDateTime(mail.at)}: ${mail.subject} (${mail.to})`)}
        />
        <Part heading={text.visitsHeading}>
          <p>{text.visits}</p>
        </Part>
      </AdminSection>
    </div>
  );
}
