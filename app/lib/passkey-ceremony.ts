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

type AuthenticationOptions = Parameters<typeof startAuthentication>[0]["optionsJSON"];
type RegistrationOptions = Parameters<typeof startRegistration>[0]["optionsJSON"];

async function ceremony<Options, Answer>({
  path,
  csrfToken,
  ask,
  run,
  send,
  failed,
}: {
  path: string;
  csrfToken?: string;
  ask: Record<string, unknown>;
  run: (options: Options) => Promise<Answer>;
  send: (answer: Answer) => Record<string, unknown>;
  failed: string;
}): Promise<PasskeyResult> {
  const options = await postJson<Options | ActionResult>(path, ask, csrfToken);
  if (isRefusal(options)) return options;
  let answer: Answer;
  try {
    answer = await run(options as Options);
  } catch {
    return { ok: false, error: failed, details: twoFactorMessages.passkeyCancelled };
  }
  return postJson<PasskeyResult>(path, send(answer), csrfToken);
}

const authenticate = (options: AuthenticationOptions) => startAuthentication({ optionsJSON: options });

/** `redirectTo` is the page the sign-in was asked for ("" for none). */
export const signInWithPasskey = (redirectTo: string) =>
  ceremony({
    path: "/login/passkey",
    ask: { intent: "options" },
    run: authenticate,
    send: (response) => ({ intent: "sign-in", response, redirectTo }),
    failed: twoFactorMessages.passkeySignInFailed,
  });

export const addPasskey = (name: string, csrfToken: string) =>
  ceremony({
    path: "/admin/two-factor",
    csrfToken,
    ask: { intent: "passkey-options" },
    run: (options: RegistrationOptions) => startRegistration({ optionsJSON: options }),
    send: (response) => ({ intent: "passkey-add", name, response }),
    failed: twoFactorMessages.passkeyNotAdded,
  });

export const confirmWithPasskey = (password: string, csrfToken: string) =>
  ceremony({
    path: CONFIRM_ACCESS_PATH,
    csrfToken,
    ask: { intent: "passkey-options" },
    run: authenticate,
    send: (response) => ({ intent: "passkey", password, response }),
    failed: confirmAccessMessages.failed,
  });
