import type { Kysely } from "kysely";
import { type AreaKey, areaKeys, areaPlaceholders, contentAreas } from "~/content/site-content";
import type { Database } from "../db/schema.server";
import { type AreaState, readArea, versionsOf } from "./store.server";

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

export type AreaStatus = "defaults" | "live" | "unpublished";

const statusOf = (state: AreaState): AreaStatus =>
  state.unpublished ? "unpublished" : state.liveVersion === 0 ? "defaults" : "live";

export async function contentOverview(db: Kysely<Database>) {
  const areas = await Promise.all(areaKeys.map((key) => readArea(db, key)));
  return areas.map((state) => ({
    key: state.key,
    title: contentAreas[state.key].title,
    description: contentAreas[state.key].description,
    status: statusOf(state),
    placeholders: areaPlaceholders(state.key, state.live).length,
  }));
}
