import { EventEmitter } from "node:events";
import type { Kysely } from "kysely";
import { defaultSiteContent } from "~/content/site-content";
import type { LiveContent, Published } from "../app-context.server";
import type { Database } from "../db/schema.server";
import { contentGeneration, readPublished } from "./store.server";

export const defaultPublished: Published = { content: defaultSiteContent, generation: 0, changedAt: null };

export function liveContent(db: Kysely<Database>, initial: Published = defaultPublished): LiveContent {
  let published = initial;
  const changes = new EventEmitter();
  let reading: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;

  const read = async () => {
    try {
      if ((await contentGeneration(db)) === published.generation) return false;
      published = await readPublished(db);
      changes.emit("change", published);
      return true;
    } finally {
      reading = null;
    }
  };
  // A read under way may have begun before the caller's publish committed, so a caller waits for
  // a read that starts after it asked; callers who ask meanwhile share that one.
  const refresh = (): Promise<boolean> => {
    if (!reading) {
      reading = read();
      return reading;
    }
    next ??= reading
      .catch(() => false)
      .then(() => {
        next = null;
        return refresh();
      });
    return next;
  };

  return {
    current: () => published,
    refresh,
    onChange(listener) {
      changes.on("change", listener);
    },
  };
}

export const fixedContent = (published: Published = defaultPublished): LiveContent => ({
  current: () => published,
  refresh: async () => false,
  onChange() {},
});

/** A failed check is reported once until one succeeds: an outage would otherwise log four lines a second. */
export function watchContent(live: LiveContent, onError: (error: unknown) => void) {
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
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}
