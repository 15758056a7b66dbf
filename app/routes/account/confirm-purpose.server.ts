import type { Kysely } from "kysely";
import { accountPages } from "~/content/pages/account";
import { isUuid } from "~/lib/schemas/inbox";
import { userNamedIn } from "~/server/admin/users.server";
import type { Database } from "~/server/db/schema.server";

const actions = accountPages.confirmAccess.actions;

/** What the confirmation is for, read from where it leads back to: the page names it. */
export async function purposeOf(db: Kysely<Database>, redirectTo: string): Promise<string> {
  const url = new URL(redirectTo, "http://localhost");
  const lead = /^\/admin\/leads\/([^/]+)$/.exec(url.pathname)?.[1];
  if (lead && url.searchParams.has("delete") && isUuid(lead)) {
    const row = await db
      .selectFrom("leads")
      .select(["name", "email", "summary"])
      .where("id", "=", lead.toLowerCase())
      .executeTakeFirst();
    const name = row ? row.name || row.email || row.summary : "";
    return name ? actions.deleteLead(name) : actions.other;
  }
  if (url.pathname === "/admin/delete-user") {
    const user = await userNamedIn(db, url);
    return user ? actions.deleteUser(user.name || user.email) : actions.other;
  }
  if (url.pathname === "/admin/dashboard") return actions.deleteUsers;
  if (url.pathname.startsWith("/admin/two-factor")) return actions.signIn;
  if (url.pathname === "/edit") return actions.email;
  return actions.other;
}
