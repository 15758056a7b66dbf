import { isMailTemplateKey, mailTemplateDefaults } from "~/content/mail-templates";
import { adminPages } from "~/content/pages/admin";
import { stageLabels } from "~/content/pages/admin-inbox";
import { adminOpeningPath } from "~/content/pages/admin-openings";
import { contentAreas, isAreaKey } from "~/content/site-content";
import { auditDetails, type CodeLabel } from "~/lib/audit";
import { leadAddress } from "~/lib/inbox";
import { isLeadKind, leadKindViews } from "~/lib/lead-kinds";
import { userPageAddress } from "~/lib/schemas/admin-users";
import type { AppContext } from "~/server/app-context.server";
import { listAudit, namesOfTargets } from "~/server/audit/audit.server";

const page = adminPages.audit;

const isStage = (code: string): code is keyof typeof stageLabels => Object.hasOwn(stageLabels, code);

const codeLabel: CodeLabel = (key, code) => {
  if (["from", "to", "stage", "stages"].includes(key) && isStage(code)) return stageLabels[code];
  if (key === "kind" && isLeadKind(code)) return leadKindViews[code].label;
  return undefined;
};

export async function auditEntries(context: Pick<AppContext, "db" | "site">, current: number) {
  const { rows, total } = await listAudit(context.db, current);
  const names = await namesOfTargets(context.db, rows);
  const openings = new Set(context.site.current().content.openings.openings.map((opening) => opening.slug));
  // A target links to its page only while what it names still exists.
  const targetOf = (type: string, id: string | null): { label: string; href: string | null } => {
    const kind = page.targets[type] ?? type;
    if (!id) return { label: kind, href: null };
    const gone = { label: page.gone(kind), href: null };
    if (type === "lead") {
      const name = names.leads.get(id);
      return name ? { label: page.leadFrom(name), href: leadAddress(id) } : gone;
    }
    if (type === "user") {
      const name = names.users.get(id);
      return name ? { label: `${kind} ${name}`, href: userPageAddress("edit-user", id) } : gone;
    }
    if (type === "content" && isAreaKey(id))
      return { label: `${kind}: ${contentAreas[id].title}`, href: `/admin/content/${id}` };
    if (type === "opening")
      return { label: `${kind} ${id}`, href: openings.has(id) ? adminOpeningPath(id) : null };
    if (type === "mail_template" && isMailTemplateKey(id))
      return { label: `${kind}: ${mailTemplateDefaults[id].label}`, href: `/admin/templates/${id}` };
    return { label: `${kind} ${id}`, href: null };
  };
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      actor: row.actor_email,
      action: (page.actions as Record<string, string>)[row.action] ?? row.action,
      target: targetOf(row.target_type, row.target_id),
      details: auditDetails(row.details, codeLabel),
    })),
  };
}
