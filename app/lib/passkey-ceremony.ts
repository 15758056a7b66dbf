import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { ActionResult } from "./action-result";
import { CONFIRM_ACCESS_PATH, confirmAccessMessages } from "./confirm-access";
import { twoFactorMessages } from "./two-factor-messages";

/**
 * The browser's half of the WebAuthn ceremonies: ask the site for a challenge, let the browser and
 * the authenticator answer it, send the answer back. Only the two-factor pages (the second step,
 * /login/passkey, /admin/two-factor, /confirm-access) import this module, so no other page carries
 * @simplewebauthn/browser (tests/integration/script-weight.test.ts checks the public ones). It is
 * imported, not loaded on demand: a dynamic import here made the bundler move its preload helper
 * into a chunk every lead form loads.
 */
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

/** Signs in with a passkey at /login/passkey: alone, or as the second step of a pending sign-in. */
export async function signInWithPasskey(): Promise<PasskeyResult> {
  const options = await postJson<AuthenticationOptions | ActionResult>("/login/passkey", {
    intent: "options",
  });
  if (isRefusal(options)) return options;
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch {
    return {
      ok: false,
      error: twoFactorMessages.passkeySignInFailed,
      details: twoFactorMessages.passkeyCancelled,
    };
  }
  return postJson<PasskeyResult>("/login/passkey", { intent: "sign-in", response });
}

/** Makes a passkey for the signed-in admin, from the two-factor page. */
export async function addPasskey(name: string, csrfToken: string): Promise<PasskeyResult> {
  const options = await postJson<Parameters<typeof startRegistration>[0]["optionsJSON"] | ActionResult>(
    "/admin/two-factor",
    { intent: "passkey-options" },
    csrfToken,
  );
  if (isRefusal(options)) return options;
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({ optionsJSON: options });
  } catch {
    return {
      ok: false,
      error: twoFactorMessages.passkeyNotAdded,
      details: twoFactorMessages.passkeyCancelled,
    };
  }
  return postJson<PasskeyResult>("/admin/two-factor", { intent: "passkey-add", name, response }, csrfToken);
}

/** Confirms access (decision 037) with the password typed on the page and a passkey of the account. */
export async function confirmWithPasskey(password: string, csrfToken: string): Promise<PasskeyResult> {
  const options = await postJson<AuthenticationOptions | ActionResult>(
    CONFIRM_ACCESS_PATH,
    { intent: "passkey-options" },
    csrfToken,
  );
  if (isRefusal(options)) return options;
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON: options });
  } catch {
    return {
      ok: false,
      error: confirmAccessMessages.failed,
      details: twoFactorMessages.passkeyCancelled,
    };
  }
  return postJson<PasskeyResult>(CONFIRM_ACCESS_PATH, { intent: "passkey", password, response }, csrfToken);
}
