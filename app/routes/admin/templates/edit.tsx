import { data, Form, Link, useNavigation } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminNotFound } from "~/components/admin/AdminNotFound";
import { button, card, link, secondaryButton } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { MailFields } from "~/components/admin/inbox/MailFields";
import { StatusMessage } from "~/components/StatusMessage";
import { ACKNOWLEDGEMENT, isMailTemplateKey, templatePlaceholders } from "~/content/mail-templates";
import { adminPages } from "~/content/pages/admin";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { inboxMessages } from "~/lib/inbox-messages";
import { messages } from "~/lib/messages";
import { templateActionSchema } from "~/lib/schemas/inbox";
import { useUnsavedChanges } from "~/lib/use-unsaved-changes";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { fail, succeed } from "~/server/http/respond.server";
import { resetTemplate, saveTemplate, templateOf } from "~/server/mail/templates.server";
import type { Route } from "./+types/edit";

const text = adminInboxPages.templates;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(text.seo, matches);

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!isMailTemplateKey(params.key)) return data({ template: null }, { status: 404 });
  return { template: await templateOf(context.db, params.key) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, templateActionSchema, { authorize: csrfOf(request, signedIn) });
  if (!input.ok) return refuse(messages.admin.saveFailed, input);
  if (!isMailTemplateKey(params.key))
    return fail(404, messages.admin.saveFailed, inboxMessages.templateNotFound);
  const actor = actorOf(signedIn.user);
  if (input.value.intent === "reset") {
    await resetTemplate(context.db, actor, params.key);
    return succeed(inboxMessages.templateReset, {}, 200);
  }
  const saved = await saveTemplate(context.db, actor, params.key, input.value);
  if (!saved.ok) {
    const allowed = templatePlaceholders[params.key];
    const fields = Object.fromEntries(
      Object.entries(saved.refused).map(([field, found]) => [
        field,
        inboxMessages.placeholdersRefused(found, allowed),
      ]),
    );
    return fail(400, messages.admin.saveFailed, [...new Set(Object.values(fields))].join(" "), fields);
  }
  return succeed(inboxMessages.templateSaved, {}, 200);
}

export default function EditTemplate({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const guard = useUnsavedChanges(adminPages.leaveUnsaved);
  const { template } = loaderData;
  if (!template) return <AdminNotFound heading={inboxMessages.templateNotFound} back={text.back} />;
  const errors = actionData && !actionData.ok ? (actionData.fields ?? {}) : {};
  const hint = template.key === ACKNOWLEDGEMENT ? text.enabledHint.acknowledgement : text.enabledHint.reply;
  // A reset brings the default text back: the fields follow what the loader reads.
  const version = `${template.subject}\n${template.body}\n${template.enabled}`;
  return (
    <AdminLayout heading={template.label}>
      <div className="flex max-w-3xl flex-col gap-5">
        <Link to={text.back.to} className={`${link} self-start`}>
          {text.back.label}
        </Link>
        <StatusMessage status={statusOf(actionData)} />
        <Form key={version} {...guard.form} method="post" className={card}>
          <CsrfField />
          <MailFields text={text} subject={template.subject} body={template.body} rows={12} errors={errors} />
          <div className="flex items-center gap-2">
            <input
              id="enabled"
              name="enabled"
              type="checkbox"
              defaultChecked={template.enabled}
              aria-describedby="enabled-hint"
              className="size-4"
            />
            <label htmlFor="enabled" className="font-semibold text-slate-800">
              {text.enabledLabel}
            </label>
          </div>
          <p id="enabled-hint" className="text-slate-600 text-sm">
            {hint}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" disabled={busy} className={button}>
              {text.save}
            </button>
            <button
              type="submit"
              name="intent"
              value="reset"
              disabled={busy}
              formNoValidate
              className={secondaryButton}
            >
              {text.reset}
            </button>
          </div>
        </Form>
      </div>
    </AdminLayout>
  );
}
