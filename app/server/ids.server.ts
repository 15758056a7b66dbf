import { randomBytes, randomUUID } from "node:crypto";

/** Random, not sequential: ids in links and forms reveal nothing about volume or order. */
export const newId = (): string => randomUUID();

/**
 * A UUID of version 7: the time in milliseconds, then 74 random bits. Rows inserted one after
 * another sit together at the right edge of their primary-key index, so each commit rewrites the
 * same page or two of it instead of a random page per row (docs/decisions/018). Only for rows
 * whose time of creation is no secret: a lead's id tells the visitor who sent it when they did,
 * nothing about anyone else.
 */
export function timeOrderedId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const nowIso = (): string => new Date().toISOString();
