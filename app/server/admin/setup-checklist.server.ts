import { adminContentPages } from "~/content/pages/admin-content";
import { defaultPrivacy } from "~/content/privacy";
import {
  type AreaKey,
  contentAreas,
  defaultSiteContent,
  labelOf,
  placeholdersOf,
  type SiteContent,
} from "~/content/site-content";
import { batchTakesEnrolments } from "~/lib/courses";
import { type Config, DEFAULT_EMAILS } from "../config.server";
import { DEFAULT_ADMIN_NAME } from "./admins.server";

export interface SetupItem {
  label: string;
  /** What the site shows now, when it is worth repeating. */
  value?: string;
  done: boolean;
  href: string;
}

export interface SetupGroup {
  id: string;
  heading: string;
  items: SetupItem[];
}

const text = adminContentPages.setup;
const editorOf = (area: AreaKey, path?: string) => `/admin/content/${area}${path ? `#${path}` : ""}`;
const profileEssentials = ["name", "address", "phone"] as const;

/** The placeholders of the template, each done once its area no longer shows it. */
function placeholderItems(content: SiteContent) {
  const showing = new Set(placeholdersOf(content).map((one) => `${one.area}:${one.path}`));
  const byArea = new Map<AreaKey, SetupItem[]>();
  for (const { area, path } of placeholdersOf(defaultSiteContent)) {
    const items = byArea.get(area) ?? [];
    items.push({
      label: labelOf(area, path, { inArea: true }),
      done: !showing.has(`${area}:${path}`),
      href: editorOf(area, path),
    });
    byArea.set(area, items);
  }
  return byArea;
}

/** The set-up checklist, by area: each item ticked off once the site no longer needs it. */
export function setupChecklist(
  content: SiteContent,
  config: Pick<Config, "COMPANY_EMAIL" | "HR_EMAIL">,
  admin: { name: string },
  today: string,
): SetupGroup[] {
  const { profile, courses, payments, openings, privacy } = content;
  const placeholders = placeholderItems(content);
  const profileItems = placeholders.get("profile") ?? [];
  const essential = new Set<string>(profileEssentials.map((path) => editorOf("profile", path)));
  const emails = [
    ["companyEmail", profile.companyEmail || config.COMPANY_EMAIL, DEFAULT_EMAILS.company],
    ["hrEmail", profile.hrEmail || config.HR_EMAIL, DEFAULT_EMAILS.hr],
  ] as const;
  const company: SetupItem[] = [
    ...profileEssentials.map((path) => ({
      label: labelOf("profile", path, { inArea: true }),
      value: profile[path],
      done: profileItems.find((one) => one.href === editorOf("profile", path))?.done ?? true,
      href: editorOf("profile", path),
    })),
    ...emails.map(([path, value, placeholder]) => ({
      label: labelOf("profile", path, { inArea: true }),
      value,
      done: value !== placeholder,
      href: editorOf("profile", path),
    })),
    ...profileItems.filter((item) => !essential.has(item.href)),
  ];
  const groups: SetupGroup[] = [
    {
      id: "account",
      heading: text.groups.account,
      items: [
        {
          label: text.items.adminName,
          value: admin.name,
          done: admin.name.trim() !== DEFAULT_ADMIN_NAME,
          href: "/edit",
        },
      ],
    },
    { id: "profile", heading: contentAreas.profile.title, items: company },
    {
      id: "courses",
      heading: text.groups.courses,
      items: [
        {
          label: text.items.courses,
          done: courses.courses.some((course) =>
            course.batches.some((batch) => batch.startsOn !== "" && batchTakesEnrolments(batch, today)),
          ),
          href: editorOf("courses"),
        },
        {
          label: labelOf("payments", "upiId", { inArea: true }),
          value: payments.upiId || undefined,
          done: payments.upiId !== "",
          href: editorOf("payments", "upiId"),
        },
      ],
    },
    {
      id: "openings",
      heading: contentAreas.openings.title,
      items: [{ label: text.items.openings, done: openings.openings.length > 0, href: editorOf("openings") }],
    },
    {
      id: "privacy",
      heading: contentAreas.privacy.title,
      items: [
        {
          label: text.items.privacyContact,
          // The DPDP Act asks for a named person: the default names only the role.
          done: privacy.officerName.trim() !== defaultPrivacy.officerName && privacy.officerEmail !== "",
          href: editorOf("privacy", "officerName"),
        },
      ],
    },
  ];
  for (const [area, items] of placeholders) {
    if (area === "profile") continue;
    // An area with items of its own above (privacy, openings) stays one group.
    const group = groups.find((one) => one.id === area);
    if (group) group.items.push(...items);
    else groups.push({ id: area, heading: contentAreas[area].title, items });
  }
  return groups;
}
