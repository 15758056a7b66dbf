import { data, Link, useNavigation } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminNotFound } from "~/components/admin/AdminNotFound";
import { AdminSection } from "~/components/admin/AdminSection";
import { ConfirmStep } from "~/components/admin/ConfirmStep";
import { control, link } from "~/components/admin/controls";
import { useCsrfToken } from "~/components/admin/csrf";
import { DataRequestPanel } from "~/components/admin/inbox/DataRequestPanel";
import { InterviewForm } from "~/components/admin/inbox/InterviewForm";
import { LeadForm } from "~/components/admin/inbox/LeadForm";
import { LeadPayments } from "~/components/admin/inbox/LeadPayments";
import { leadName } from "~/components/admin/inbox/LeadsList";
import { LeadTimeline } from "~/components/admin/inbox/LeadTimeline";
import { LeadVisit } from "~/components/admin/inbox/LeadVisit";
import { AssigneeOptions, StageOptions } from "~/components/admin/inbox/Options";
import { ReplyComposer } from "~/components/admin/inbox/ReplyComposer";
import { Labelled, TextAreaField, TextField } from "~/components/forms/Field";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages, stageLabels } from "~/content/pages/admin-inbox";
import { enrolmentPayments } from "~/content/pages/enrolment-payments";
import { interviewTexts } from "~/content/pages/interviews";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/format";
import {
  leadAddress,
  leadDeletionAddress,
  MAX_LOST_REASON_LENGTH,
  MAX_NOTE_LENGTH,
  UNASSIGNED,
  uploadAddress,
} from "~/lib/inbox";
import { indiaDayOf } from "~/lib/india-days";
import { inboxColumns, leadKindViews } from "~/lib/lead-kinds";
import { leadActionSchema } from "~/lib/schemas/inbox";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf, requireConfirmed } from "~/server/auth/guards.server";
import { dataRequestPanel } from "~/server/data-requests/held.server";
import { readForm, refuse } from "~/server/http/form.server";
import { actOnLead } from "~/server/inbox/act.server";
import { leadPage, replyDraft } from "~/server/inbox/lead-page.server";
import { listAdmins } from "~/server/inbox/list.server";
import type { Route } from "./+types/lead";
import { answerLeadDeletion } from "./delete-lead.server";

const text = adminInboxPages.lead;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const signedIn = adminOf(context);
  const page = await leadPage(context.db, params.id);
  if (!page) return data({ page: null }, { status: 404 });
  const deleting = url.searchParams.has("delete");
  if (deleting) requireConfirmed({ request, url }, signedIn);
  const chosen = url.searchParams.get("template");
  const [admins, draft, dataRequest] = await Promise.all([
    listAdmins(context.db),
    replyDraft(context.db, page.lead, signedIn.user, chosen, context.site.current().content.profile),
    page.lead.kind === "data_requests" ? dataRequestPanel(context.db, page.lead.id) : null,
  ]);
  return {
    page,
    me: signedIn.user.id,
    admins,
    draft,
    deleting,
    today: indiaDayOf(new Date()),
    dataRequest,
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, leadActionSchema, { authorize: csrfOf(request, signedIn) });
  // The status line says what was wrong, rather than only that nothing was saved.
  if (!input.ok) return refuse(input.details, input);
  if (input.value.intent === "delete")
    return answerLeadDeletion(context, { request, url }, signedIn, params.id, input.values);
  return actOnLead(context, actorOf(signedIn.user), params.id.toLowerCase(), input.value);
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const posting = { csrfToken: useCsrfToken(), busy: useNavigation().state === "submitting" };
  if (!loaderData.page) return <AdminNotFound heading={text.notFound} back={text.back} />;
  const { page, me, admins, draft, deleting, today, dataRequest } = loaderData;
  const { lead, details, files, timeline, earlier, payments, interviews } = page;
  if (deleting)
    return (
      <AdminLayout heading={text.heading(leadKindViews[lead.kind].label, leadName(lead))}>
        <ConfirmStep
          question={text.deleteQuestion(leadKindViews[lead.kind].label, leadName(lead), files.length)}
          names={files.map((file) => ({ key: file.id, name: file.name }))}
          action={leadDeletionAddress(lead.id)}
          fields={[["intent", "delete"]]}
          submit={text.deleteButton}
          danger
          cancel={leadAddress(lead.id)}
        />
      </AdminLayout>
    );
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  const labels = leadKindViews[lead.kind].columns as Record<string, string>;
  // Forms start empty again once what they sent is in the timeline.
  const version = timeline.length;
  const forms = { ...posting, errors, today };
  return (
    <AdminLayout heading={text.heading(leadKindViews[lead.kind].label, leadName(lead))}>
      <div className="flex flex-col gap-5">
        <Link to={text.back.to} className={`${link} self-start`}>
          {text.back.label}
        </Link>
        <StatusMessage status={statusOf(actionData)} />
        {dataRequest ? <DataRequestPanel panel={dataRequest} today={today} /> : null}
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <AdminSection heading={text.detailsHeading} boxed>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{text.received}</dt>
                <dd>{formatDateTime(lead.receivedAt)}</dd>
                {inboxColumns(lead.kind).map((column) =>
                  details[column] ? (
                    <div key={column} className="contents">
                      <dt className="font-semibold">{labels[column] ?? column}</dt>
                      <dd className="whitespace-pre-wrap wrap-anywhere">{details[column]}</dd>
                    </div>
                  ) : null,
                )}
                {files.length > 0 ? (
                  <>
                    <dt className="font-semibold">{text.files}</dt>
                    <dd>
                      <ul>
                        {files.map((file) => (
                          <li key={file.id}>
                            <a
                              href={uploadAddress(file.id)}
                              download
                              aria-label={text.download(file.name)}
                              className={link}
                            >
                              {file.name}
                            </a>
                            <p className="text-slate-600 text-sm wrap-anywhere">
                              {text.fileHash} <code>{file.sha256}</code>
                            </p>
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </>
                ) : null}
              </dl>
            </AdminSection>
            <AdminSection heading={text.visitHeading} boxed>
              <LeadVisit visit={lead.visit} />
            </AdminSection>
            <AdminSection heading={text.timelineHeading} boxed>
              <LeadTimeline entries={timeline} me={me} />
            </AdminSection>
            <AdminSection heading={text.earlierHeading} boxed>
              {earlier.length === 0 ? (
                <p>{text.earlierNone}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {earlier.map((other) => (
                    <li key={other.id}>
                      <Link to={leadAddress(other.id)} className={link}>
                        {text.earlierOf(
                          leadKindViews[other.kind].label,
                          formatDateTime(other.at),
                          stageLabels[other.stage],
                        )}
                      </Link>
                      <p className="text-slate-700 text-sm">{other.summary}</p>
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          </div>
          <div className="flex flex-col gap-5">
            {payments ? (
              <AdminSection heading={enrolmentPayments.heading} boxed>
                <LeadPayments key={`payments-${payments.payments.length}`} payments={payments} {...forms} />
              </AdminSection>
            ) : null}
            {interviews ? (
              <AdminSection heading={interviewTexts.heading} boxed>
                <InterviewForm interviews={interviews} admins={admins} me={me} version={version} {...forms} />
              </AdminSection>
            ) : null}
            <AdminSection heading={text.stageHeading} boxed>
              <LeadForm intent="stage" {...posting} submit={text.move}>
                <Labelled id="stage" label={text.stageLabel}>
                  {/* Keyed by the stage: an interview set on this page moves it too. */}
                  <select
                    key={lead.stage}
                    id="stage"
                    name="stage"
                    defaultValue={lead.stage}
                    className={control}
                  >
                    <StageOptions kind={lead.kind} />
                  </select>
                </Labelled>
                <TextField
                  key={`reason-${version}`}
                  label={text.lostReason}
                  name="reason"
                  hint={text.reasonHint}
                  defaultValue={lead.lostReason ?? ""}
                  maxLength={MAX_LOST_REASON_LENGTH}
                  error={errors.reason}
                />
              </LeadForm>
              <LeadForm intent="assign" {...posting} submit={text.assign}>
                <Labelled id="assignee" label={text.assigneeLabel}>
                  <select
                    key={`assignee-${version}`}
                    id="assignee"
                    name="assignee"
                    defaultValue={lead.assigneeId ?? UNASSIGNED}
                    className={control}
                    aria-invalid={errors.assignee ? true : undefined}
                  >
                    <option value={UNASSIGNED}>{text.nobody}</option>
                    <AssigneeOptions admins={admins} me={me} you={text.you} />
                  </select>
                </Labelled>
              </LeadForm>
            </AdminSection>
            <AdminSection heading={text.noteHeading} boxed>
              <LeadForm key={`note-${version}`} intent="note" {...posting} submit={text.addNote}>
                <TextAreaField
                  label={text.noteLabel}
                  name="note"
                  maxLength={MAX_NOTE_LENGTH}
                  required
                  error={errors.note}
                />
                <p className="text-slate-600 text-sm">{text.noteHint}</p>
              </LeadForm>
            </AdminSection>
            <AdminSection heading={text.replyHeading} boxed>
              {lead.email ? (
                <>
                  <p>{text.replyTo(lead.email)}</p>
                  <ReplyComposer
                    key={`reply-${draft.chosen}-${version}`}
                    templates={draft.templates}
                    chosen={draft.chosen}
                    draft={draft}
                    {...posting}
                    errors={errors}
                  />
                </>
              ) : (
                <p>{text.noAddress}</p>
              )}
            </AdminSection>
            <AdminSection heading={text.deleteHeading} boxed>
              <p className="text-slate-700">{text.deleteHint}</p>
              <Link to={leadDeletionAddress(lead.id)} className={`${link} self-start`}>
                {text.deleteLink}
              </Link>
            </AdminSection>
          </div>
        </div>
      </div>
    </AdminLayout>
  );
}
