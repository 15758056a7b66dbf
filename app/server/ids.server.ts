import { randomBytes, randomUUID } from "node:crypto";

/** Random, not sequential: ids in links and forms reveal nothing about volume or order. */
export const newId = (): string => randomUUID();

/** UUIDv7, so new rows sit together at the end of the key index: only where creation time is no secret. */
export function timeOrderedId(now = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const nowIso = (): string => new Date().toISOString();
