import { randomBytes } from "node:crypto";
import { getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import type { Kysely } from "kysely";
import type { Config } from "../config.server";
import type { Database } from "../db/schema.server";
import { nowIso } from "../ids.server";
import { seal, unseal } from "./sealed.server";

/** RFC 6238's defaults, which every authenticator app understands. */
export const TOTP = { period: 30, digits: 6, algorithm: "SHA-1" } as const;
const SEALED_AS = "totp";

export interface TotpDeps {
  db: Kysely<Database>;
  config: Pick<Config, "SESSION_SECRET">;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, the form authenticator apps take secrets in. */
export function base32(bytes: Uint8Array): string {
  let text = "";
  let value = 0;
  let bits = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? text + BASE32[(value << (5 - bits)) & 31] : text;
}

/** 160 random bits, the length RFC 4226 recommends for the HMAC key (the library's default is 80). */
export const newTotpSecret = () => base32(randomBytes(20));

export const totpStep = () => Math.floor(Date.now() / 1000 / TOTP.period);

/** A confirmed app is kept: it must be removed first, with the password. */
export async function startTotpEnrolment({ db, config }: TotpDeps, userId: string, secret = newTotpSecret()) {
  const sealed = seal(config.SESSION_SECRET, SEALED_AS, userId, secret);
  const now = nowIso();
  const result = await db
    .insertInto("totp_factors")
    .values({ user_id: userId, secret: sealed, confirmed_at: null, last_used_step: null, created_at: now })
    .onConflict((conflict) =>
      conflict
        .column("user_id")
        .doUpdateSet({ secret: sealed, created_at: now, last_used_step: null })
        .where("totp_factors.confirmed_at", "is", null),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? "started" : "already-on";
}

export async function pendingTotpEnrolment(
  deps: TotpDeps,
  user: { id: string; email: string },
  issuer: string,
) {
  const secret = await secretOf(deps, user.id, "unconfirmed");
  if (!secret) return null;
  const uri = getTOTPAuthUri({ ...TOTP, secret, accountName: user.email, issuer });
  // Loaded by the set-up page only, not by every worker at start.
  const { toString: qrSvg } = await import("qrcode");
  return {
    secret: secret.replace(/(.{4})(?=.)/g, "$1 "),
    // A data: address, which the pages' CSP allows for an <img>, where inline SVG would need markup.
    qrCode: `data:image/svg+xml;base64,${Buffer.from(await qrSvg(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" })).toString("base64")}`,
  };
}

export const confirmTotpEnrolment = (deps: TotpDeps, userId: string, code: string) =>
  spendCode(deps, userId, code, "unconfirmed");

export const checkTotp = (deps: TotpDeps, userId: string, code: string) =>
  spendCode(deps, userId, code, "confirmed");

// One conditional UPDATE records the step, so a code seen over a shoulder or sent twice signs in
// once, and the code that confirms an app cannot sign in afterwards.
async function spendCode(deps: TotpDeps, userId: string, code: string, state: "confirmed" | "unconfirmed") {
  const step = await matchingStep(await secretOf(deps, userId, state), code);
  if (step === null) return false;
  const result = await deps.db
    .updateTable("totp_factors")
    .set({ last_used_step: step, ...(state === "unconfirmed" ? { confirmed_at: nowIso() } : {}) })
    .where("user_id", "=", userId)
    .where("confirmed_at", state === "confirmed" ? "is not" : "is", null)
    .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function appIsOn(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("totp_factors")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeTotp(db: Kysely<Database>, userId: string) {
  await db.deleteFrom("totp_factors").where("user_id", "=", userId).execute();
}

async function secretOf({ db, config }: TotpDeps, userId: string, state: "confirmed" | "unconfirmed") {
  const row = await db
    .selectFrom("totp_factors")
    .select("secret")
    .where("user_id", "=", userId)
    .where("confirmed_at", state === "confirmed" ? "is not" : "is", null)
    .executeTakeFirst();
  return row ? unseal(config.SESSION_SECRET, SEALED_AS, userId, row.secret) : null;
}

// The library reads the clock itself: should a step end while it checks, check again.
async function matchingStep(secret: string | null, code: string): Promise<number | null> {
  if (!secret || !new RegExp(`^\\d{${TOTP.digits}}$`).test(code)) return null;
  for (;;) {
    const step = totpStep();
    // One step either side: a phone's clock a little off, or a code typed as it changed.
    const match = await verifyTOTP({ otp: code, secret, ...TOTP, window: 1 });
    if (totpStep() === step) return match ? step + match.delta : null;
  }
}

// Whether `sessionSecret` opens an authenticator key sealed by the site: a secret that does not is
// not the one the site runs with. Null when no key is there to try.
export async function opensSealedKeys(db: Kysely<Database>, sessionSecret: string): Promise<boolean | null> {
  const row = await db.selectFrom("totp_factors").select(["user_id", "secret"]).limit(1).executeTakeFirst();
  if (!row) return null;
  return unseal(sessionSecret, SEALED_AS, row.user_id, row.secret) !== null;
}
