import { type AreaDocument, type AreaKey, contentAreas, defaultSiteContent } from "~/content/site-content";
import { type MediaRef, walkFields } from "~/lib/content-fields";
import { editorForm } from "../../scripts/editor-form.js";
import type { Session } from "./site-client";

/**
 * An area's defaults with every placeholder field given a value of the company's own, as a filled-in
 * setup checklist leaves it; the public e-mail addresses of the profile too.
 */
export function withOwnValues<K extends AreaKey>(key: K): AreaDocument<K> {
  const document = structuredClone(defaultSiteContent[key]) as Record<string, unknown>;
  for (const { path, field, value } of walkFields(contentAreas[key].fields, document)) {
    if (!field.placeholder) continue;
    const keys = path.split(".");
    let target = document;
    for (const step of keys.slice(0, -1)) target = target[step] as Record<string, unknown>;
    const last = keys.at(-1) as string;
    target[last] =
      field.kind === "media"
        ? {
            src: `/media/00000000-0000-4000-8000-00000000000${(value as MediaRef).src.length % 10}.webp`,
            alt: "Ours",
          }
        : Array.isArray(value)
          ? ["Our own story."]
          : field.kind === "phone"
            ? "+91 22 6666 7777"
            : field.kind === "url"
              ? "https://maps.example/asha"
              : `Own ${last}`;
  }
  if (key === "profile") Object.assign(document, { companyEmail: "hello@asha.in", hrEmail: "jobs@asha.in" });
  return document as AreaDocument<K>;
}

/** The form of an area's editor, as its page shows it, with `changes` made. */
export async function editorFormOf(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  admin: Session,
  key: AreaKey,
  changes: Record<string, string>,
) {
  const page = await request(`/admin/content/${key}`, {
    headers: { cookie: admin.cookie, accept: "text/html" },
  });
  return editorForm(await page.text(), changes);
}
