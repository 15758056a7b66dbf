import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { ActionResult } from "./action-result";
import { CONFIRM_ACCESS_PATH, confirmAccessMessages } from "./confirm-access";
import { twoFactorMessages } from "./two-factor-messages";

// Only the two-factor pages import this. Not loaded on demand: a dynamic import made the
// bundler move its preload helper into a chunk every lead form loads.
export type PasskeyResult = ActionResult & { recoveryCodes?: string[] };

async function postJson<T>(path: string, body: unknown, csrfToken?: string): Promise<T> {
  const response = await fetch(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(csrfToken ? { "x-xsrf-token": csrfToken } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const isRefusal = (answer: unknown): answer is ActionResult =>
  typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === false;

async function ceremony<Options, Answer>(
  path: string,
  ask: Record<string, unknown>,
  run: (args: { optionsJSON: Options }) => Promise<Answer>,
  send: (answer: Answer) => Record<string, unknown>,
  failed: string,
  csrfToken?: string,
): Promise<PasskeyResult> {
  const options = await postJson<Options | ActionResult>(path, ask, csrfToken);
  if (isRefusal(options)) return options;
  let answer: Answer;
  try {
    answer = await run({ optionsJSON: options as Options });
  } catch {
    return { ok: false, error: failed, details: twoFactorMessages.passkeyCancelled };
  }
  return postJson<PasskeyResult>(path, send(answer), csrfToken);
}

/** `redirectTo` is the page the sign-in was asked for ("" for none). */
export const signInWithPasskey = (redirectTo: string) =>
  ceremony(
    "/login/passkey",
    { intent: "options" },
    startAuthentication,
    (response) => ({ intent: "sign-in", response, redirectTo }),
    twoFactorMessages.passkeySignInFailed,
  );

export const addPasskey = (name: string, csrfToken: string) =>
  ceremony(
    "/admin/two-factor",
    { intent: "passkey-options" },
    startRegistration,
    (response) => ({ intent: "passkey-add", name, response }),
    twoFactorMessages.passkeyNotAdded,
    csrfToken,
  );

export const confirmWithPasskey = (password: string, csrfToken: string) =>
  ceremony(
    CONFIRM_ACCESS_PATH,
    { intent: "passkey-options" },
    startAuthentication,
    (response) => ({ intent: "passkey", password, response }),
    confirmAccessMessages.failed,
    csrfToken,
  );
