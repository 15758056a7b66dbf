import { redirect } from "react-router";
import { adminPages } from "~/content/pages/admin";
import type { Status } from "~/lib/action-result";
import { isConfirmed } from "~/lib/confirm";
import { messages } from "~/lib/messages";
import { personName } from "~/lib/person";
import { bulkActionSchema, bulkDoneSchema, usersAddress, usersQuerySchema } from "~/lib/schemas/admin-users";
import { lastPageOf, readListQuery } from "~/lib/schemas/list";
import { adminOf, rotateAdminSession } from "~/server/admin/admin-area.server";
import {
  applyBulkAction,
  bulkChangesOwnVerifiedFlag,
  listUsers,
  usersToChange,
  userView,
} from "~/server/admin/users.server";
import { csrfOf, type GuardArgs, requireConfirmed } from "~/server/auth/guards.server";
import { readForm, refuse } from "~/server/http/form.server";
import { wantsJson } from "~/server/http/negotiate.server";
import { fail, succeed } from "~/server/http/respond.server";

const { saved, saveFailed } = messages.admin;

/** Browsers are redirected back after a POST, so a reload never repeats it; only these codes show. */
const notices = {
  saved: { tone: "success", text: saved },
  deleted: { tone: "success", text: messages.admin.userDeleted },
  failed: { tone: "error", text: saveFailed },
  "none-selected": { tone: "error", text: saveFailed, detail: messages.admin.noneSelected },
  "not-found": { tone: "error", text: saveFailed, detail: messages.admin.userNotFound },
  "own-account": { tone: "error", text: saveFailed, detail: messages.admin.notOwnAccount },
} satisfies Record<string, Status>;

type DashboardNotice = keyof typeof notices;

const NAMED = 10;

export async function usersListPage({ url, context }: Pick<GuardArgs, "url" | "context">) {
  const params = url.searchParams;
  const query = readListQuery(url, usersQuerySchema).value;
  const code = params.get("result");
  const notice = code && Object.hasOwn(notices, code) ? (code as DashboardNotice) : undefined;
  const done = bulkDoneSchema.safeParse(Object.fromEntries(params));
  const { rows, total } = await listUsers(context, query);
  const lastPage = lastPageOf(total);
  if (query.page > lastPage) throw redirect(usersAddress({ ...query, page: lastPage, result: notice }));
  return {
    query,
    total,
    users: rows.map(userView),
    notice: notice
      ? ({
          ...notices[notice],
          ...(notice === "saved" &&
            done.success && { detail: adminPages.dashboard.done[done.data.done](done.data.count) }),
        } as Status)
      : null,
  };
}

// Browsers post to /admin/dashboard, where the question shows, so a browser's post to /dashboard
// is sent there with its body (307). JSON clients act at once.
export async function changeUsers({ request, context, url }: GuardArgs) {
  const signedIn = adminOf(context);
  const input = await readForm(request, bulkActionSchema, { authorize: csrfOf(request, signedIn) });
  const json = wantsJson(request);
  const deleting = input.ok && input.value.action === "delete";
  const ownDeletion = deleting && input.value.ids.includes(signedIn.user.id);
  if (deleting && !ownDeletion)
    requireConfirmed({ request, url: new URL("/admin/dashboard", url) }, signedIn);
  if (!json && input.ok && !isConfirmed(input.values) && !ownDeletion) {
    if (url.pathname !== "/admin/dashboard") return redirect("/admin/dashboard", 307);
    const users = await usersToChange(context.db, input.value.ids);
    if (users.length > 0)
      return {
        confirm: {
          action: input.value.action,
          query: readListQuery(input.values, usersQuerySchema).value,
          ids: users.map((user) => user.id),
          names: users.slice(0, NAMED).map(personName),
        },
      };
  }
  const outcome = input.ok ? await applyBulkAction(context, signedIn, input.value) : null;
  const changed = typeof outcome === "number" ? outcome : 0;
  const cookies =
    input.ok && changed > 0 && bulkChangesOwnVerifiedFlag(signedIn.user, input.value)
      ? await rotateAdminSession({ request, context, url })
      : undefined;
  if (json) {
    if (!input.ok) return refuse(saveFailed, input);
    if (changed > 0) return succeed(saved, {}, 200, cookies);
    if (outcome === "own-account") return fail(403, saveFailed, messages.admin.notOwnAccount);
    return fail(404, saveFailed, messages.admin.userNotFound);
  }
  const query = readListQuery(input.values, usersQuerySchema).value;
  if (input.ok && changed > 0)
    return redirect(usersAddress({ ...query, result: "saved", done: input.value.action, count: changed }), {
      status: 303,
      headers: cookies,
    });
  const notice: DashboardNotice =
    input.ok && typeof outcome === "string"
      ? outcome
      : !input.ok && input.code === "invalid" && !input.values.ids
        ? "none-selected"
        : "failed";
  return redirect(usersAddress({ ...query, result: notice }), { status: 303, headers: cookies });
}
