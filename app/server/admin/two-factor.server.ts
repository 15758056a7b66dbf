import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Kysely } from "kysely";
import { data, redirect } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import type { TwoFactorChange } from "~/lib/schemas/two-factor";
import { twoFactorMessages } from "~/lib/two-factor-messages";
import type { AppContext } from "../app-context.server";
import { actorOf, recordAudit } from "../audit/audit.server";
import { describeDevice } from "../auth/devices.server";
import { addPasskey, passkeysOf, registrationOptions, removePasskey } from "../auth/passkeys.server";
import { issueRecoveryCodes, recoveryCodesLeft, removeRecoveryCodes } from "../auth/recovery-codes.server";
import { codeRefusal, hasSecondFactor, throttledCodeCheck } from "../auth/second-factor.server";
import type { User } from "../auth/sessions.server";
import {
  appIsOn,
  confirmTotpEnrolment,
  pendingTotpEnrolment,
  removeTotp,
  startTotpEnrolment,
} from "../auth/totp.server";
import type { Database } from "../db/schema.server";
import { wantsJson } from "../http/negotiate.server";
import { fail, succeed } from "../http/respond.server";
import { nowIso } from "../ids.server";
import { type FactorChange, factorChangedMail } from "../mail/account-mails.server";
import { enqueueMail, mailQueued } from "../mail/outbox.server";

export type TwoFactorContext = Pick<AppContext, "db" | "config" | "log" | "clientIp" | "site">;

/** The one admin page open without a factor, since enrolment happens here. */
export const TWO_FACTOR_PATH = "/admin/two-factor";

const { notChanged } = twoFactorMessages;

export async function twoFactorSettings(context: TwoFactorContext, user: User) {
  const hasFactor = await hasSecondFactor(context.db, user.id);
  const pending = await pendingTotpEnrolment(context, user, context.site.current().content.profile.name);
  const on = await appIsOn(context.db, user.id);
  return {
    // The admin area waits for a factor.
    mustEnrol: context.config.REQUIRE_ADMIN_2FA && !hasFactor,
    app: on
      ? { state: "on" as const }
      : pending
        ? { state: "pending" as const, ...pending }
        : { state: "off" as const },
    recoveryCodesLeft: await recoveryCodesLeft(context.db, user.id),
    passkeys: await passkeysOf(context.db, user.id),
    hasFactor,
  };
}

/** The route has checked that access was confirmed: a session left open or stolen changes no factor. */
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
      // The page shows the new key and QR code from its loader, still leading on where it did.
      const leadsTo = new URL(request.url).searchParams.get("redirectTo");
      return redirect(
        leadsTo ? `${TWO_FACTOR_PATH}?redirectTo=${encodeURIComponent(leadsTo)}` : TWO_FACTOR_PATH,
        303,
      );
    }
    case "app-confirm": {
      const verdict = await throttledCodeCheck(context, user.id, async () =>
        (await confirmTotpEnrolment(context, user.id, change.code)) ? true : null,
      );
      if (!verdict.ok) return codeRefusal(context, user.id, verdict, notChanged);
      return factorAdded(context, request, user, { kind: "app-added" }, [
        twoFactorMessages.appConfirmedWithCodes,
        twoFactorMessages.appConfirmed,
      ]);
    }
    case "app-remove": {
      if (!(await appIsOn(context.db, user.id))) return fail(409, notChanged, twoFactorMessages.appMissing);
      await factorRemoved(context, request, user, async (trx) => {
        await removeTotp(trx, user.id);
        return { kind: "app-removed" };
      });
      return succeed(twoFactorMessages.appRemoved, {}, 200);
    }
    case "recovery-codes": {
      if (!(await hasSecondFactor(context.db, user.id))) {
        return fail(409, notChanged, twoFactorMessages.codesNeedFactor);
      }
      const codes = await context.db.transaction().execute(async (trx) => {
        const issued = await issueRecoveryCodes(trx, user.id);
        await recordFactorChange(trx, context, request, user, { kind: "recovery-codes-issued" });
        return issued;
      });
      mailQueued();
      return data({ ok: true as const, message: twoFactorMessages.codesIssued, recoveryCodes: codes });
    }
    case "passkey-remove": {
      const removed = await factorRemoved(context, request, user, async (trx) => {
        const name = await removePasskey(trx, user.id, change.id);
        return name === null ? null : { kind: "passkey-removed", name };
      });
      if (!removed) return fail(404, notChanged, twoFactorMessages.passkeyMissing);
      return succeed(twoFactorMessages.passkeyRemoved, {}, 200);
    }
    case "passkey-options":
      return data(await registrationOptions(context, user, context.site.current().content.profile.name));
    case "passkey-add": {
      // Outlined by the schema; @simplewebauthn/server checks every part of it.
      const response = change.response as unknown as RegistrationResponseJSON;
      if (!(await addPasskey(context, user.id, change.name, response))) {
        return fail(400, twoFactorMessages.passkeyNotAdded, twoFactorMessages.passkeyNotAccepted);
      }
      return factorAdded(context, request, user, { kind: "passkey-added", name: change.name }, [
        twoFactorMessages.passkeyAddedWithCodes,
        twoFactorMessages.passkeyAdded,
      ]);
    }
  }
}

// The first factor brings recovery codes, shown once, in this answer only; a second one keeps those
// the admin has.
async function factorAdded(
  context: TwoFactorContext,
  request: Request,
  user: User,
  change: FactorChange,
  [messageWithCodes, message]: [string, string],
) {
  const codes = await context.db.transaction().execute(async (trx) => {
    const fresh =
      (await recoveryCodesLeft(trx, user.id)) === 0 ? await issueRecoveryCodes(trx, user.id) : null;
    await recordFactorChange(trx, context, request, user, change);
    return fresh;
  });
  mailQueued();
  return codes
    ? data({ ok: true as const, message: messageWithCodes, recoveryCodes: codes })
    : data<ActionResult>({ ok: true, message });
}

/** False, having changed nothing, when `remove` finds no factor to remove. */
async function factorRemoved(
  context: TwoFactorContext,
  request: Request,
  user: User,
  remove: (trx: Kysely<Database>) => Promise<FactorChange | null>,
) {
  const removed = await context.db.transaction().execute(async (trx) => {
    const change = await remove(trx);
    if (!change) return false;
    // Recovery codes stand in for a factor: with none left, they would only be a way around it.
    if (!(await hasSecondFactor(trx, user.id))) await removeRecoveryCodes(trx, user.id);
    await recordFactorChange(trx, context, request, user, change);
    return true;
  });
  if (removed) mailQueued();
  return removed;
}

/** The notice says when and from where, so an owner whose session was taken hears of it. */
async function recordFactorChange(
  trx: Kysely<Database>,
  context: TwoFactorContext,
  request: Request,
  user: User,
  change: FactorChange,
) {
  await recordAudit(trx, actorOf(user), {
    action: `two-factor.${change.kind}`,
    targetType: "user",
    targetId: user.id,
    ...("name" in change ? { details: { name: change.name } } : {}),
  });
  const origin = {
    at: nowIso(),
    device: describeDevice(request.headers.get("user-agent")),
    ip: context.clientIp,
  };
  await enqueueMail(
    trx,
    factorChangedMail(user, change, origin, {
      appUrl: context.config.APP_URL,
      companyEmail: context.config.COMPANY_EMAIL,
    }),
  );
}
