import type { Kysely } from "kysely";
import { placeholdersOf, type SiteContent } from "~/content/site-content";
import { areaHomes, areaOf } from "~/lib/area-home";
import type { User } from "../auth/sessions.server";
import { type Config, DEFAULT_EMAILS } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";

export const SETUP_PATH = "/admin/setup";

/** The placeholders still showing, the server's default e-mail addresses included. */
export function placeholdersLeft(content: SiteContent, config: Pick<Config, "COMPANY_EMAIL" | "HR_EMAIL">) {
  const { profile } = content;
  const defaults = [
    (profile.companyEmail || config.COMPANY_EMAIL) === DEFAULT_EMAILS.company,
    (profile.hrEmail || config.HR_EMAIL) === DEFAULT_EMAILS.hr,
  ];
  return placeholdersOf(content).length + defaults.filter(Boolean).length;
}

/** An admin lands on the setup checklist the first time after install. */
export async function landingAfterSignIn(
  db: Kysely<Database>,
  user: Pick<User, "role">,
  asked: string | null,
) {
  if (asked) return asked;
  const area = areaOf(user.role);
  if (area !== "admin") return areaHomes[area];
  const state = await db
    .selectFrom("content_state")
    .select("setup_shown_at")
    .where("id", "=", 1)
    .executeTakeFirst();
  return state?.setup_shown_at ? areaHomes.admin : SETUP_PATH;
}

export async function markSetupShown(db: Kysely<Database>) {
  await db
    .insertInto("content_state")
    .values({ id: 1, generation: 0, changed_at: null, setup_shown_at: nowIso() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  await db
    .updateTable("content_state")
    .set({ setup_shown_at: nowIso() })
    .where("id", "=", 1)
    .where("setup_shown_at", "is", null)
    .execute();
}
