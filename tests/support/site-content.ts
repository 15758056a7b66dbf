import { expect, vi } from "vitest";
import { type AreaDocument, type AreaKey, contentAreas, defaultSiteContent } from "~/content/site-content";
import type { MediaRef } from "~/lib/content-fields/types";
import { walkFields } from "~/lib/content-fields/walk";
import { openingPath } from "~/lib/openings";
import { editorForm } from "./editor-form.js";
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

/**
 * Publishes one open opening (remote, closing in 2099) as the admin, as its editor's form sends it,
 * and waits until the server shows its page: the opening's address.
 */
export async function publishOpening(
  request: (path: string, init?: RequestInit) => Promise<Response>,
  admin: Session,
  { title, slug = "" }: { title: string; slug?: string },
): Promise<string> {
  const form = await editorFormOf(request, admin, "openings", {
    intent: "publish",
    "openings.0.title": title,
    "openings.0.slug": slug,
    "openings.0.type": "full-time",
    "openings.0.remote": "on",
    "openings.0.location": "",
    "openings.0.description": "Any body at all.",
    "openings.0.skills": "",
    "openings.0.postedOn": "",
    "openings.0.closesOn": "2099-12-31",
  });
  const published = await request("/admin/content/openings", {
    method: "POST",
    headers: { cookie: admin.cookie, accept: "application/json" },
    body: form,
  });
  expect(published.status, await published.clone().text()).toBe(200);
  const { area } = (await published.json()) as { area: { draft: AreaDocument<"openings"> } };
  const address = openingPath(area.draft.openings[0]?.slug ?? "");
  // The server follows a publish within moments (decision 031).
  await vi.waitFor(async () => expect((await request(address)).status).toBe(200), {
    timeout: 10_000,
    interval: 100,
  });
  return address;
}
