import { data, Link } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminNotFound } from "~/components/admin/AdminNotFound";
import { ConfirmStep } from "~/components/admin/ConfirmStep";
import { link } from "~/components/admin/controls";
import { StatusMessage } from "~/components/StatusMessage";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { dataRequestTexts } from "~/content/pages/data-requests";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { dataRequestEraseAddress } from "~/lib/data-requests";
import { leadAddress } from "~/lib/inbox";
import { dataRequestActionSchema } from "~/lib/schemas/data-request";
import { isUuid } from "~/lib/schemas/inbox";
import { adminOf } from "~/server/admin/admin-area.server";
import { csrfOf, requireConfirmed } from "~/server/auth/guards.server";
import { actOnDataRequest } from "~/server/data-requests/act.server";
import { dataRequestOf, heldUnder } from "~/server/data-requests/held.server";
import { readForm, refuse } from "~/server/http/form.server";
import type { Route } from "./+types/data-request";

const text = dataRequestTexts.admin;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(adminInboxPages.lead.seo, matches);

/** The erase question; without `?erase` the page only answers a post made without JavaScript. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const signedIn = adminOf(context);
  const found = isUuid(params.id) ? await dataRequestOf(context.db, params.id.toLowerCase()) : null;
  if (!found) return data({ found: false, question: null }, { status: 404 });
  if (!url.searchParams.has("erase")) return { found: true, question: null };
  requireConfirmed({ request, url }, signedIn);
  const held = await heldUnder(context.db, found.email);
  const files = held.leads.flatMap((lead) => lead.files);
  return {
    found: true,
    question: {
      id: found.id,
      text: text.eraseQuestion(found.email, held.leads.length, files.length),
      files: files.map((file) => ({ key: file.id, name: file.name })),
    },
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, dataRequestActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(input.details ?? text.unknownAction, input);
  return actOnDataRequest(context, { request, url }, signedIn, params.id, input.value, input.values);
}

export default function DataRequestStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { found, question } = loaderData;
  if (!found) return <AdminNotFound heading={text.notFound} back={adminInboxPages.lead.back} />;
  return (
    <AdminLayout heading={text.heading}>
      <div className="flex flex-col gap-5">
        <StatusMessage status={statusOf(actionData)} />
        {question ? (
          <ConfirmStep
            question={question.text}
            names={question.files}
            action={dataRequestEraseAddress(question.id)}
            fields={[["intent", "erase"]]}
            submit={text.eraseButton}
            danger
            cancel={leadAddress(question.id)}
          />
        ) : (
          <Link to={leadAddress(params.id)} className={`${link} self-start`}>
            {adminInboxPages.lead.back.label}
          </Link>
        )}
      </div>
    </AdminLayout>
  );
}
