import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AreaFields } from "~/components/admin/content/AreaFields";
import { PreviewButton } from "~/components/admin/content/PreviewButton";
import { VersionHistory } from "~/components/admin/content/VersionHistory";
import { bigButton } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { StatusMessage } from "~/components/StatusMessage";
import { adminPages } from "~/content/pages/admin";
import { adminContentPages } from "~/content/pages/admin-content";
import { contentAreas, isAreaKey } from "~/content/site-content";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { documentFromForm } from "~/lib/content-fields/form-data";
import { filesWaiting } from "~/lib/content-fields/walk";
import { useUnsavedChanges } from "~/lib/use-unsaved-changes";
import { adminOf } from "~/server/admin/admin-area.server";
import { areaEditor } from "~/server/content/store.server";
import type { Route } from "./+types/area";
import { editArea } from "./editor.server";

const text = adminContentPages.editor;

const areaOf = (params: { area?: string }) => {
  const key = params.area ?? "";
  if (!isAreaKey(key)) throw new Response("Not found", { status: 404 });
  return key;
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { title, description } = contentAreas[loaderData.key];
  return adminMeta(
    { path: `/admin/content/${loaderData.key}`, title: text.seoTitle(title), description },
    matches,
  );
};

export const loader = async ({ params, context }: Route.LoaderArgs) => areaEditor(context.db, areaOf(params));

export function action({ params, request, context }: Route.ActionArgs) {
  return editArea(request, context, areaOf(params), adminOf(context));
}

export default function AreaEditor({ loaderData: loaded, actionData }: Route.ComponentProps) {
  // A change's answer carries the area as the change left it: newer than the loader's until the
  // loader has run again (editArea).
  const changed = actionData?.ok && "area" in actionData ? actionData.area : undefined;
  const loaderData = changed && changed.revision > loaded.revision ? { ...loaded, ...changed } : loaded;
  const area = contentAreas[loaderData.key];
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const guard = useUnsavedChanges(adminPages.leaveUnsaved, { unsaved: Boolean(failed?.values) });
  // A refused form shows again as it was sent (the file input aside), also without JavaScript.
  const document = failed?.values ? documentFromForm(area.fields, failed.values) : loaderData.draft;
  const status = failed
    ? { tone: "error" as const, text: failed.error, detail: failed.details }
    : statusOf(actionData);
  return (
    <AdminLayout heading={text.heading(area.title)}>
      <p className="max-w-3xl text-slate-700">{area.description}</p>
      <p className="max-w-3xl text-slate-700">
        {loaderData.liveVersion === 0 ? text.status.defaults : text.status.live(loaderData.liveVersion)}{" "}
        {loaderData.unpublished ? text.status.unpublished : text.status.same}
      </p>
      <div className="flex flex-wrap gap-4">
        <Link className="font-semibold text-brand-700 underline" to={area.shownAt}>
          {text.view}
        </Link>
        <PreviewButton to={area.shownAt} />
      </div>
      <StatusMessage status={status} />
      <Form
        key={`${loaderData.revision}-${failed ? "failed" : "saved"}`}
        {...guard.form}
        method="post"
        encType="multipart/form-data"
        className="flex max-w-3xl flex-col gap-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <CsrfField />
        <input type="hidden" name="revision" value={loaderData.revision} />
        <p className="text-slate-600 text-sm">{text.tokens}</p>
        <AreaFields
          fields={area.fields}
          document={document}
          state={{
            errors: failed?.fields ?? {},
            placeholders: new Set(loaderData.placeholders),
            waiting: filesWaiting(area.fields, loaderData.draft, document),
          }}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={busy}
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {text.save}
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            disabled={busy}
            className={`${bigButton} disabled:opacity-60`}
          >
            {text.publish}
          </button>
        </div>
      </Form>
      <VersionHistory
        versions={loaderData.versions}
        revision={loaderData.revision}
        asked={changed ? null : searchParams.get("restore")}
        unpublished={loaderData.unpublished}
        action={`/admin/content/${loaderData.key}`}
      />
    </AdminLayout>
  );
}
