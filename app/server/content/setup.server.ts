import type { Kysely } from "kysely";
import { type Placeholder, placeholdersOf, type SiteContent } from "~/content/site-content";
import { areaHomes, areaOf } from "~/lib/area-home";
import type { User } from "../auth/sessions.server";
import { type Config, DEFAULT_EMAILS } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";

export const SETUP_PATH = "/admin/setup";

export interface SetupItem {
  label: string;
  value: string;
  /** Or the server's neutral default address. */
  placeholder: boolean;
  href: string;
}

const editorOf = (path: string) => `/admin/content/profile#${path}`;

export function setupChecklist(content: SiteContent, config: Pick<Config, "COMPANY_EMAIL" | "HR_EMAIL">) {
  const placeholders = placeholdersOf(content);
  const stillShowing = new Set(placeholders.map((placeholder) => `${placeholder.area}:${placeholder.path}`));
  const { profile } = content;
  const companyEmail = profile.companyEmail || config.COMPANY_EMAIL;
  const hrEmail = profile.hrEmail || config.HR_EMAIL;
  const essentials: SetupItem[] = [
    {
      label: "Company name",
      value: profile.name,
      placeholder: stillShowing.has("profile:name"),
      href: editorOf("name"),
    },
    {
      label: "Street address",
      value: profile.address,
      placeholder: stillShowing.has("profile:address"),
      href: editorOf("address"),
    },
    {
      label: "Phone",
      value: profile.phone,
      placeholder: stillShowing.has("profile:phone"),
      href: editorOf("phone"),
    },
    {
      label: "Company e-mail",
      value: companyEmail,
      placeholder: companyEmail === DEFAULT_EMAILS.company,
      href: editorOf("companyEmail"),
    },
    {
      label: "HR e-mail",
      value: hrEmail,
      placeholder: hrEmail === DEFAULT_EMAILS.hr,
      href: editorOf("hrEmail"),
    },
  ];
  const emails = essentials.filter((item) => item.placeholder && item.label.endsWith("e-mail"));
  return {
    essentials,
    placeholders: placeholders.map((placeholder: Placeholder) => ({
      ...placeholder,
      href: `/admin/content/${placeholder.area}#${placeholder.path}`,
    })),
    /** The default e-mail addresses included. */
    remaining: placeholders.length + emails.length,
  };
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
