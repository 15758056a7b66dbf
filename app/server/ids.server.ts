import { randomUUID } from "node:crypto";

/** Random, not sequential: ids in links and forms reveal nothing about volume or order. */
export const newId = (): string => randomUUID();

export const nowIso = (): string => new Date().toISOString();
