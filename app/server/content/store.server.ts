import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import {
  type AreaDocument,
  type AreaKey,
  areaKeys,
  areaPlaceholders,
  contentAreas,
  type SiteContent,
  settleArea,
} from "~/content/site-content";
import { checkDocument } from "~/lib/content-fields/schema";
import { picturesWithoutAlt } from "~/lib/content-fields/walk";
import type { Catalogue } from "~/lib/courses";
import { indiaDayOf } from "~/lib/india-days";
import type { Published } from "../app-context.server";
import { type Actor, recordAudit } from "../audit/audit.server";
import type { Config } from "../config.server";
import { seatProblems } from "../courses/batches.server";
import type { ContentAreasTable, Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { tellWaitingPeople } from "../leads/waitlist-news.server";
import { mailQueued } from "../mail/outbox.server";

/** The defaults if the stored document no longer fits its area's fields. */
export function documentOf<K extends AreaKey>(key: K, json: string | null | undefined): AreaDocument<K> {
  const { fields, defaults } = contentAreas[key];
  const upgrade = (
    contentAreas[key] as { upgrade?: (stored: Record<string, unknown>) => Record<string, unknown> }
  ).upgrade;
  if (!json) return defaults as AreaDocument<K>;
  try {
    const stored = JSON.parse(json) as Record<string, unknown>;
    const checked = checkDocument(fields, { ...defaults, ...(upgrade ? upgrade(stored) : stored) });
    return (checked.ok ? checked.value : defaults) as AreaDocument<K>;
  } catch {
    return defaults as AreaDocument<K>;
  }
}

type AreaState = Awaited<ReturnType<typeof readArea>>;

/** Revision 0 before the first save. */
export async function readArea<K extends AreaKey>(db: Kysely<Database>, key: K) {
  const row = await db
    .selectFrom("content_areas as a")
    .leftJoin("content_versions as v", (join) =>
      join.onRef("v.area", "=", "a.area").onRef("v.version", "=", "a.live_version"),
    )
    .select(["a.draft", "a.revision", "a.live_version", "a.draft_saved_at", "v.document"])
    .where("a.area", "=", key)
    .executeTakeFirst();
  const live = documentOf(key, row?.document);
  const draft = row ? documentOf(key, row.draft) : live;
  return {
    key,
    draft,
    live,
    revision: row?.revision ?? 0,
    liveVersion: row?.live_version ?? 0,
    draftSavedAt: row?.draft_saved_at ?? null,
    unpublished: JSON.stringify(draft) !== JSON.stringify(live),
  };
}

type ContentRefusal =
  | { ok: false; code: "stale" }
  | { ok: false; code: "invalid"; fields: Record<string, string> }
  | { ok: false; code: "unknown-version" };

/** Refused as stale when the draft was saved since: it would overwrite what its author never saw. */
export async function saveDraft<K extends AreaKey>(
  db: Kysely<Database>,
  key: K,
  document: AreaDocument<K>,
  revision: number,
  actor: Actor,
): Promise<{ ok: true; revision: number } | ContentRefusal> {
  const area = { draft: JSON.stringify(document), draft_saved_at: nowIso(), draft_saved_by: actor.id };
  return (await claimRevision(db, key, revision, area)) ? { ok: true, revision: revision + 1 } : stale;
}

/** Writes `area` only while the area is still at `revision`; false when another write came first. */
async function claimRevision(
  db: Kysely<Database>,
  key: AreaKey,
  revision: number,
  area: Omit<Insertable<ContentAreasTable>, "area" | "revision">,
): Promise<boolean> {
  const claimed =
    revision === 0
      ? (
          await db
            .insertInto("content_areas")
            .values({ area: key, revision: 1, ...area })
            .onConflict((conflict) => conflict.column("area").doNothing())
            .executeTakeFirst()
        ).numInsertedOrUpdatedRows
      : (
          await db
            .updateTable("content_areas")
            .set({ revision: revision + 1, ...area })
            .where("area", "=", key)
            .where("revision", "=", revision)
            .executeTakeFirst()
        ).numUpdatedRows;
  return Number(claimed ?? 0) === 1;
}

/** The area's fields, then its own rules, which may complete the document. */
export function checkArea<K extends AreaKey>(key: K, document: unknown) {
  const checked = checkDocument(contentAreas[key].fields, document);
  return checked.ok ? settleArea(key, checked.value as AreaDocument<K>, indiaDayOf(new Date())) : checked;
}

export function publishProblems(key: AreaKey, document: unknown): Record<string, string> | null {
  const checked = checkArea(key, document);
  if (!checked.ok) return checked.fields;
  const missing = picturesWithoutAlt(contentAreas[key].fields, checked.value as Record<string, unknown>);
  if (missing.length === 0) return null;
  return Object.fromEntries(
    missing.map((path) => [path, "Describe this picture in its text alternative before publishing."]),
  );
}

/** The rules of an area that need the stored leads, beside the pure ones of app/content. */
export async function storedProblems<K extends AreaKey>(
  db: Kysely<Database>,
  key: K,
  document: AreaDocument<K>,
): Promise<Record<string, string> | null> {
  const problems = key === "courses" ? await seatProblems(db, document as AreaDocument<"courses">) : {};
  return Object.keys(problems).length > 0 ? problems : null;
}

type WentLive = { ok: true; version: number };

const stale = { ok: false, code: "stale" } as const;

/** PostgreSQL takes no lock on the read, so `work` writes only through `goLive`, which rechecks. */
async function atRevision(
  db: Kysely<Database>,
  key: AreaKey,
  revision: number,
  mails: PublishMails | undefined,
  work: (trx: Transaction<Database>, state: AreaState) => Promise<WentLive | ContentRefusal>,
): Promise<WentLive | ContentRefusal> {
  const went = await db.transaction().execute(async (trx) => {
    const state = await readArea(trx, key);
    return state.revision === revision ? work(trx, state) : stale;
  });
  // Wakes this process's outbox once the publish has committed.
  if (went.ok && key === "courses" && mails) mailQueued();
  return went;
}

// Where the mails a publish sends link and reply to: the courses' tell the people waiting for a
// course of its new batch. Without it nobody is told.
type PublishMails = Pick<Config, "APP_URL" | "COMPANY_EMAIL">;

export async function publishDraft(
  db: Kysely<Database>,
  key: AreaKey,
  revision: number,
  actor: Actor,
  mails?: PublishMails,
): Promise<WentLive | ContentRefusal> {
  return atRevision(db, key, revision, mails, async (trx, state) => {
    const problems = publishProblems(key, state.draft);
    if (problems) return { ok: false, code: "invalid", fields: problems } as const;
    return goLive(trx, key, state, JSON.stringify(state.draft), actor, null, mails);
  });
}

/** Version 0 is the template's defaults, which the site showed before the first publish. */
export async function restoreVersion(
  db: Kysely<Database>,
  key: AreaKey,
  version: number,
  revision: number,
  actor: Actor,
  mails?: PublishMails,
): Promise<WentLive | ContentRefusal> {
  return atRevision(db, key, revision, mails, async (trx, state) => {
    const earlier =
      version === 0
        ? { document: null }
        : await trx
            .selectFrom("content_versions")
            .select("document")
            .where("area", "=", key)
            .where("version", "=", version)
            .executeTakeFirst();
    if (!earlier || state.liveVersion === 0) return { ok: false, code: "unknown-version" } as const;
    const json = JSON.stringify(documentOf(key, earlier.document));
    return goLive(trx, key, state, json, actor, version, mails);
  });
}

// Published at once, in the draft too, so that the next publish of the draft keeps it filled; a
// draft being edited meets the stale refusal, as after any publish.
export async function markOpeningFilled(
  db: Kysely<Database>,
  slug: string,
  actor: Actor,
): Promise<WentLive | { ok: false; code: "unknown-opening" | "stale" }> {
  return db.transaction().execute(async (trx) => {
    const state = await readArea(trx, "openings");
    const opening = state.live.openings.find((candidate) => candidate.slug === slug);
    if (!opening) return { ok: false, code: "unknown-opening" } as const;
    if (opening.filled) return { ok: true, version: state.liveVersion };
    const filled = (document: AreaDocument<"openings">) => ({
      ...document,
      openings: document.openings.map((candidate) =>
        candidate.slug === slug ? { ...candidate, filled: true } : candidate,
      ),
    });
    const json = JSON.stringify(filled(state.live));
    const went = await goLive(trx, "openings", state, json, actor, null, undefined, {
      draft: JSON.stringify(filled(state.draft)),
    });
    if (!went.ok) return went;
    await recordAudit(trx, actor, {
      action: "opening.filled",
      targetType: "opening",
      targetId: slug,
      details: { title: opening.title, version: went.version },
    });
    return went;
  });
}

/** Refused as stale, having written nothing, when the area is no longer at the revision of `state`. */
async function goLive(
  trx: Transaction<Database>,
  key: AreaKey,
  state: AreaState,
  json: string,
  actor: Actor,
  restoredFrom: number | null,
  mails?: PublishMails,
  { draft = json }: { draft?: string } = {},
): Promise<WentLive | typeof stale> {
  const now = nowIso();
  const last = await trx
    .selectFrom("content_versions")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("area", "=", key)
    .executeTakeFirst();
  const version = Number(last?.version ?? 0) + 1;
  // Written first, and only at the revision read: on PostgreSQL a second transaction that read the
  // same revision waits here, then writes nothing, so `version` is free once this write is made.
  const area = { draft, draft_saved_at: now, draft_saved_by: actor.id, live_version: version };
  if (!(await claimRevision(trx, key, state.revision, area))) return stale;
  await trx
    .insertInto("content_versions")
    .values({
      area: key,
      version,
      document: json,
      published_at: now,
      published_by: actor.id,
      restored_from: restoredFrom,
    })
    .execute();
  await trx
    .insertInto("content_state")
    .values({ id: 1, generation: 1, changed_at: now, setup_shown_at: null })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ generation: sql`content_state.generation + 1`, changed_at: now }),
    )
    .execute();
  await recordAudit(trx, actor, {
    action: restoredFrom === null ? "content.published" : "content.restored",
    targetType: "content",
    targetId: key,
    details: restoredFrom === null ? { version } : { version, restoredFrom },
  });
  if (key === "courses" && mails)
    await tellWaitingPeople(trx, {
      before: state.live as Catalogue,
      after: documentOf("courses", json),
      company: (await readArea(trx, "profile")).live.name,
      actor,
      config: mails,
    });
  return { ok: true, version };
}

export async function versionsOf(db: Kysely<Database>, key: AreaKey) {
  const rows = await db
    .selectFrom("content_versions as v")
    .leftJoin("users as u", "u.id", "v.published_by")
    .leftJoin("content_areas as a", "a.area", "v.area")
    .select([
      "v.version",
      "v.published_at as publishedAt",
      "u.email as publishedBy",
      "v.restored_from as restoredFrom",
      "a.live_version",
    ])
    .where("v.area", "=", key)
    .orderBy("v.version", "desc")
    .limit(50)
    .execute();
  return rows.map(({ live_version, ...row }) => ({ ...row, live: row.version === live_version }));
}

/** One row, which every process reads four times a second. */
export async function contentGeneration(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("content_state")
    .select("generation")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.generation ?? 0;
}

export async function readPublished(db: Kysely<Database>): Promise<Published> {
  // The generation first: a publish between the two reads is then seen again at the next check.
  const state = await db
    .selectFrom("content_state")
    .select(["generation", "changed_at"])
    .where("id", "=", 1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("content_areas as a")
    .innerJoin("content_versions as v", (join) =>
      join.onRef("v.area", "=", "a.area").onRef("v.version", "=", "a.live_version"),
    )
    .select(["a.area", "v.document"])
    .execute();
  const documents = new Map(rows.map((row) => [row.area, row.document]));
  return {
    content: Object.fromEntries(
      areaKeys.map((key) => [key, documentOf(key, documents.get(key))]),
    ) as SiteContent,
    generation: state?.generation ?? 0,
    changedAt: state?.changed_at ?? null,
  };
}

export async function readDrafts(db: Kysely<Database>): Promise<SiteContent> {
  const published = await readPublished(db);
  const rows = await db.selectFrom("content_areas").select(["area", "draft"]).execute();
  const drafts = new Map(rows.map((row) => [row.area, row.draft]));
  return Object.fromEntries(
    areaKeys.map((key) => [key, drafts.has(key) ? documentOf(key, drafts.get(key)) : published.content[key]]),
  ) as SiteContent;
}

export async function areaEditor(db: Kysely<Database>, key: AreaKey) {
  const state = await readArea(db, key);
  return {
    key,
    revision: state.revision,
    liveVersion: state.liveVersion,
    unpublished: state.unpublished,
    draft: state.draft as Record<string, unknown>,
    versions: await versionsOf(db, key),
    placeholders: areaPlaceholders(key, state.draft).map((placeholder) => placeholder.path),
  };
}

export async function contentOverview(db: Kysely<Database>) {
  const areas = await Promise.all(areaKeys.map((key) => readArea(db, key)));
  return areas.map(
    (state) =>
      ({
        key: state.key,
        title: contentAreas[state.key].title,
        description: contentAreas[state.key].description,
        status: state.unpublished ? "unpublished" : state.liveVersion === 0 ? "defaults" : "live",
        placeholders: areaPlaceholders(state.key, state.live).length,
      }) as const,
  );
}
