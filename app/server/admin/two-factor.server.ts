import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { data, redirect } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import type { TwoFactorChange } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import { confirmPassword, type PasswordPrompt } from "../accounts/reauthenticate.server";
import type { AppContext } from "../app-context.server";
import {
  addPasskey,
  type PasskeySummary,
  passkeysOf,
  registrationOptions,
  removePasskey,
} from "../auth/passkeys.server";
import { issueRecoveryCodes, recoveryCodesLeft, removeRecoveryCodes } from "../auth/recovery-codes.server";
import { hasSecondFactor, throttledCodeCheck } from "../auth/second-factor.server";
import type { User } from "../auth/sessions.server";
import {
  appIsOn,
  confirmTotpEnrolment,
  pendingTotpEnrolment,
  removeTotp,
  startTotpEnrolment,
  type TotpEnrolment,
} from "../auth/totp.server";
import { wantsJson } from "../http/negotiate.server";
import { rateLimitRefusal } from "../http/rate-limited.server";
import { answerData, fail, succeed } from "../http/respond.server";
import { rateRules } from "../rate-limit.server";
import { actorOf, recordAudit } from "./audit.server";

export type TwoFactorContext = Pick<AppContext, "db" | "writes" | "config" | "log" | "clientIp" | "site">;

/** Removing a factor or replacing the codes asks for the password again (accounts/reauthenticate). */
const passwordPrompt: PasswordPrompt = {
  field: "password",
  required: twoFactorMessages.passwordRequired,
  wrong: twoFactorMessages.wrongPassword,
};

/** The admin's two-factor page: where enrolment happens, and the one admin page open without a factor. */
export const TWO_FACTOR_PATH = "/admin/two-factor";

/** A success that hands over new recovery codes: they are shown once, in this answer only. */
const withCodes = (message: string, recoveryCodes: string[]) =>
  data({ ok: true as const, message, recoveryCodes });

const { notChanged } = twoFactorMessages;

export interface TwoFactorSettings {
  /** REQUIRE_ADMIN_2FA is on and the admin has no factor yet: the admin area waits for one. */
  mustEnrol: boolean;
  app: { state: "off" } | ({ state: "pending" } & TotpEnrolment) | { state: "on" };
  recoveryCodesLeft: number;
  passkeys: PasskeySummary[];
  hasFactor: boolean;
}

/** What the two-factor page shows an admin. */
export async function twoFactorSettings(context: TwoFactorContext, user: User): Promise<TwoFactorSettings> {
  const hasFactor = await hasSecondFactor(context.db, user.id);
  const pending = await pendingTotpEnrolment(context, user, context.site.current().content.profile.name);
  const on = await appIsOn(context.db, user.id);
  return {
    mustEnrol: context.config.REQUIRE_ADMIN_2FA && !hasFactor,
    app: on ? { state: "on" } : pending ? { state: "pending", ...pending } : { state: "off" },
    recoveryCodesLeft: await recoveryCodesLeft(context.db, user.id),
    passkeys: await passkeysOf(context.db, user.id),
    hasFactor,
  };
}

/**
 * One change on the two-factor page. Confirming an app needs a code from it (behind the per-account
 * code throttle), adding a passkey the browser's signed answer to a challenge of this admin's;
 * removing either, or replacing the recovery codes, needs the password again (behind the login
 * throttle), so a session left open or stolen cannot take a factor away. Every change is audited.
 */
export async function changeTwoFactor(
  context: TwoFactorContext,
  request: Request,
  user: User,
  change: TwoFactorChange,
) {
  switch (change.intent) {
    case "app-start": {
      if ((await startTotpEnrolment(context, user.id)) === "already-on") {
        return fail(409, notChanged, twoFactorMessages.appAlreadyOn);
      }
      if (wantsJson(request)) return succeed(twoFactorMessages.appStarted, {}, 200);
      // The page shows the new key and QR code from its loader.
      return redirect(TWO_FACTOR_PATH, 303);
    }
    case "app-confirm": {
      const verdict = await throttledCodeCheck(context, user.id, async () =>
        (await confirmTotpEnrolment(context, user.id, change.code)) ? true : null,
      );
      if (!verdict.ok) return codeRefused(context, user, verdict.retryAfterSeconds);
      const codes = await context.db.transaction().execute(async (trx) => {
        // The first factor brings recovery codes; a second one keeps those the admin has.
        const fresh =
          (await recoveryCodesLeft(trx, user.id)) === 0 ? await issueRecoveryCodes(trx, user.id) : null;
        await recordAudit(trx, actorOf(user), {
          action: "two-factor.app-added",
          targetType: "user",
          targetId: user.id,
        });
        return fresh;
      });
      return codes
        ? withCodes(twoFactorMessages.appConfirmedWithCodes, codes)
        : data<ActionResult>({ ok: true, message: twoFactorMessages.appConfirmed });
    }
    case "app-remove": {
      const refused = await confirmPassword(context, user, change.password, notChanged, passwordPrompt);
      if (refused) return refused;
      if (!(await appIsOn(context.db, user.id))) return fail(409, notChanged, twoFactorMessages.appMissing);
      await context.db.transaction().execute(async (trx) => {
        await removeTotp(trx, user.id);
        // Recovery codes stand in for a factor: with none left, they would only be a way around it.
        if (!(await hasSecondFactor(trx, user.id))) await removeRecoveryCodes(trx, user.id);
        await recordAudit(trx, actorOf(user), {
          action: "two-factor.app-removed",
          targetType: "user",
          targetId: user.id,
        });
      });
      return succeed(twoFactorMessages.appRemoved, {}, 200);
    }
    case "recovery-codes": {
      const refused = await confirmPassword(context, user, change.password, notChanged, passwordPrompt);
      if (refused) return refused;
      if (!(await hasSecondFactor(context.db, user.id))) {
        return fail(409, notChanged, twoFactorMessages.codesNeedFactor);
      }
      const codes = await context.db.transaction().execute(async (trx) => {
        const issued = await issueRecoveryCodes(trx, user.id);
        await recordAudit(trx, actorOf(user), {
          action: "two-factor.recovery-codes-issued",
          targetType: "user",
          targetId: user.id,
        });
        return issued;
      });
      return withCodes(twoFactorMessages.codesIssued, codes);
    }
    case "passkey-remove": {
      const refused = await confirmPassword(context, user, change.password, notChanged, passwordPrompt);
      if (refused) return refused;
      const removed = await context.db.transaction().execute(async (trx) => {
        if (!(await removePasskey(trx, user.id, change.id))) return false;
        if (!(await hasSecondFactor(trx, user.id))) await removeRecoveryCodes(trx, user.id);
        await recordAudit(trx, actorOf(user), {
          action: "two-factor.passkey-removed",
          targetType: "user",
          targetId: user.id,
        });
        return true;
      });
      if (!removed) return fail(404, notChanged, twoFactorMessages.passkeyMissing);
      return succeed(twoFactorMessages.passkeyRemoved, {}, 200);
    }
    case "passkey-options":
      return data(await registrationOptions(context, user, context.site.current().content.profile.name));
    case "passkey-add":
      // Outlined by the schema; @simplewebauthn/server checks every part of it.
      return addAdminPasskey(
        context,
        user,
        change.name,
        change.response as unknown as RegistrationResponseJSON,
      );
  }
}

/**
 * A passkey made in the admin's browser, once the browser's answer to this admin's challenge
 * checks out. Like a first app, a first factor brings recovery codes, shown once in the answer.
 */
async function addAdminPasskey(
  context: TwoFactorContext,
  user: User,
  name: string,
  response: RegistrationResponseJSON,
) {
  if (!(await addPasskey(context, user.id, name, response))) {
    return fail(400, twoFactorMessages.passkeyNotAdded, twoFactorMessages.passkeyNotAccepted);
  }
  const codes = await context.db.transaction().execute(async (trx) => {
    const fresh =
      (await recoveryCodesLeft(trx, user.id)) === 0 ? await issueRecoveryCodes(trx, user.id) : null;
    await recordAudit(trx, actorOf(user), {
      action: "two-factor.passkey-added",
      targetType: "user",
      targetId: user.id,
      details: { name },
    });
    return fresh;
  });
  return codes
    ? withCodes(twoFactorMessages.passkeyAddedWithCodes, codes)
    : data<ActionResult>({ ok: true, message: twoFactorMessages.passkeyAdded });
}

/** A wrong code (401), or the account's codes refused for a while (429). */
function codeRefused(context: TwoFactorContext, user: User, retryAfterSeconds: number | undefined) {
  if (retryAfterSeconds === undefined) return fail(401, notChanged, twoFactorMessages.wrongCode);
  return answerData(
    rateLimitRefusal(context, rateRules.secondFactor, notChanged, retryAfterSeconds, { userId: user.id }),
  );
}
