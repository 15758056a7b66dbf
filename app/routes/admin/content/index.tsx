import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AdminLayout } from "~/components/admin/AdminLayout";
import { AdminSection } from "~/components/admin/AdminSection";
import { PreviewButton } from "~/components/admin/content/PreviewButton";
import { secondaryButton } from "~/components/admin/controls";
import { CsrfField } from "~/components/admin/csrf";
import { DataTable } from "~/components/admin/DataTable";
import { StatusMessage } from "~/components/StatusMessage";
import { adminContentPages } from "~/content/pages/admin-content";
import { statusOf } from "~/lib/action-result";
import { adminMeta } from "~/lib/admin-meta";
import { formatBytes } from "~/lib/format";
import { adminOf } from "~/server/admin/admin-area.server";
import { actorOf } from "~/server/audit/audit.server";
import { csrfOf } from "~/server/auth/guards.server";
import { contentOverview } from "~/server/content/store.server";
import { readForm, refuse } from "~/server/http/form.server";
import { succeed } from "~/server/http/respond.server";
import type { Route } from "./+types/index";
import { deleteUnusedMedia, findUnusedMedia } from "./unused-media.server";

const page = adminContentPages.overview;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page.seo, matches);

export async function loader({ context }: Route.LoaderArgs) {
  const [areas, media] = await Promise.all([
    contentOverview(context.db),
    findUnusedMedia(context.db, context.config.DATA_DIR),
  ]);
  return { areas, media: { ...media, files: media.files.length } };
}

const deleteSchema = z.object({
  intent: z.literal("delete-unused-media", { error: page.media.badAction }),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminOf(context);
  const read = await readForm(request, deleteSchema, { authorize: csrfOf(request, admin) });
  if (!read.ok) return refuse(page.media.failed, read);
  const deleted = await deleteUnusedMedia(context.db, context.config.DATA_DIR, actorOf(admin.user));
  return succeed(page.media.deleted(deleted.files, formatBytes(deleted.bytes)), {}, 200);
}

export default function ContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const left = loaderData.areas.reduce((sum, area) => sum + area.placeholders, 0);
  const { media } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <AdminLayout heading={page.heading}>
      <p className="max-w-3xl text-slate-700">{page.intro}</p>
      <p className="font-semibold text-brand-900">
        {page.placeholdersLeft(left)}{" "}
        {left > 0 ? (
          <Link className="text-brand-700 underline" to="/admin/setup">
            {adminContentPages.setup.adminHomeLink}
          </Link>
        ) : null}
      </p>
      <PreviewButton to="/" />
      <DataTable
        caption={page.heading}
        rows={loaderData.areas}
        rowKey={(area) => area.key}
        empty=""
        columns={[
          {
            header: page.columns.area,
            rowHeader: true,
            cell: (area) => (
              <>
                <Link className="font-semibold text-brand-700 underline" to={`/admin/content/${area.key}`}>
                  {page.edit(area.title)}
                </Link>
                <span className="block text-slate-600">{area.description}</span>
              </>
            ),
          },
          { header: page.columns.status, cell: (area) => page.status[area.status] },
          { header: page.columns.placeholders, cell: (area) => area.placeholders },
        ]}
      />
      <AdminSection id="unused-media-heading" heading={page.media.heading}>
        <p className="text-slate-700">{page.media.intro}</p>
        <StatusMessage status={statusOf(actionData)} />
        <p className="font-semibold text-brand-900">
          {page.media.unused(media.files, formatBytes(media.bytes))}
        </p>
        {media.recent > 0 ? <p className="text-slate-700">{page.media.recent(media.recent)}</p> : null}
        {media.files > 0 ? (
          <Form method="post" className="flex flex-col items-start gap-3">
            <CsrfField />
            <p id="unused-media-warning" className="text-slate-700">
              {page.media.warning}
            </p>
            <button
              type="submit"
              aria-describedby="unused-media-warning"
              name="intent"
              value="delete-unused-media"
              disabled={busy}
              className={secondaryButton}
            >
              {page.media.delete(media.files)}
            </button>
          </Form>
        ) : null}
      </AdminSection>
    </AdminLayout>
  );
}
