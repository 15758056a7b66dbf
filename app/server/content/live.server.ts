import { EventEmitter } from "node:events";
import type { Kysely } from "kysely";
import { defaultSiteContent } from "~/content/site-content";
import type { Database } from "../db/schema.server";
import { contentGeneration, type Published, readPublished } from "./store.server";

/**
 * The published content as this process serves it (decision 031): read once at start, and again
 * whenever the site's content generation in the database moves on, which `watchContent` checks
 * four times a second, so every worker of every instance follows a publish within half a second. Listeners
 * hear of each change (the static pages are rendered again then).
 */
export interface LiveContent {
  current(): Published;
  /** Reads the published content again if the generation moved on; true when it did. */
  refresh(): Promise<boolean>;
  /** Calls `listener` after each change, with the new content. */
  onChange(listener: (published: Published) => void): void;
}

export const defaultPublished: Published = { content: defaultSiteContent, generation: 0, changedAt: null };

export function liveContent(db: Kysely<Database>, initial: Published = defaultPublished): LiveContent {
  let published = initial;
  const changes = new EventEmitter();
  let reading: Promise<boolean> | null = null;

  const refresh = () =>
    (reading ??= (async () => {
      try {
        if ((await contentGeneration(db)) === published.generation) return false;
        published = await readPublished(db);
        changes.emit("change", published);
        return true;
      } finally {
        reading = null;
      }
    })());

  return {
    current: () => published,
    refresh,
    onChange(listener) {
      changes.on("change", listener);
    },
  };
}

/** Content that never changes: the defaults, for prerendering at build time and for tests. */
export const fixedContent = (published: Published = defaultPublished): LiveContent => ({
  current: () => published,
  refresh: async () => false,
  onChange() {},
});

/**
 * Checks the generation every `everyMs` until stopped; a failed check is tried again, and reported
 * once until a check succeeds (a database outage would otherwise log four lines a second).
 */
export function watchContent(live: LiveContent, onError: (error: unknown) => void, everyMs = 250) {
  let failing = false;
  const timer = setInterval(() => {
    live.refresh().then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        if (!failing) onError(error);
        failing = true;
      },
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
