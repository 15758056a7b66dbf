import { randomBytes } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import sharp from "sharp";
import { expect } from "vitest";
import { currentStep, totpAt, untilNextStep } from "./totp";

/** What a login leaves in the browser: the two cookies, and a Cookie header that sends both back. */
export interface Session {
  sid: string;
  xsrf: string;
  cookie: string;
}

export interface Account {
  name: string;
  email: string;
  mno: string;
  password: string;
}

/**
 * The admin of the test sites. Its authenticator app is set up with this key when the site starts
 * (`startLeadSite`), so `login(ADMIN)` finishes the second step with a code it computes.
 */
export const ADMIN = {
  email: "boss@example.in",
  password: "Admin-pass-4-tests",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;

/** A short random tag, so each test has its own accounts, rows and mails. */
export const tag = () => randomBytes(4).toString("hex");

/** The Set-Cookie lines of an answer, by cookie name. */
export const setCookies = (response: Response) =>
  new Map(response.headers.getSetCookie().map((line) => [line.split("=")[0] ?? "", line]));

const cookieValue = (line: string | undefined) => line?.split(";")[0]?.split("=").slice(1).join("=") ?? "";

/**
 * The session a login answer sets: both cookies present, and a Cookie header that sends them back.
 * An https site (APP_URL) names them `__Host-sid` and `__Host-XSRF-TOKEN`, a plain-http one `sid`
 * and `XSRF-TOKEN`.
 */
export function sessionOf(response: Response): Session {
  const cookies = setCookies(response);
  const prefix = cookies.has("__Host-sid") ? "__Host-" : "";
  const sid = cookieValue(cookies.get(`${prefix}sid`));
  const xsrf = decodeURIComponent(cookieValue(cookies.get(`${prefix}XSRF-TOKEN`)));
  expect(sid).not.toBe("");
  expect(xsrf).not.toBe("");
  return { sid, xsrf, cookie: `${prefix}sid=${sid}; ${prefix}XSRF-TOKEN=${encodeURIComponent(xsrf)}` };
}

/** Real HTTP requests to one running site, without following redirects. */
export function siteClient(baseUrl: () => string) {
  const request = (pathname: string, init?: RequestInit) =>
    fetch(new URL(pathname, baseUrl()), { redirect: "manual", ...init });

  const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    request(pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  const postForm = (
    pathname: string,
    values: Record<string, string> | URLSearchParams,
    headers: Record<string, string> = {},
  ) =>
    request(pathname, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        ...headers,
      },
      body: new URLSearchParams(values),
    });

  /**
   * Logs in through POST /login; an account with an authenticator app (its key in `totpSecret`)
   * gets 202 and a session pending its second factor, which the app's code completes.
   */
  async function login(account: { email: string; password: string; totpSecret?: string }): Promise<Session> {
    const response = await postJson("/login", { email: account.email, password: account.password });
    if (response.status === 202 && account.totpSecret)
      return secondStep(sessionOf(response), account.totpSecret);
    expect(response.status, await response.clone().text()).toBe(200);
    return sessionOf(response);
  }

  /**
   * Completes a pending sign-in with the app's code: this step's, else the next step's (the server
   * refuses a step already used, as a replay, and another test may have just used this one), else,
   * once the next step has come, the one after it.
   */
  async function secondStep(pending: Session, secret: string): Promise<Session> {
    for (let round = 0; round < 2; round++) {
      for (const step of [currentStep(), currentStep() + 1]) {
        const response = await postJson(
          "/login/second-factor",
          { code: totpAt(secret, step) },
          { cookie: pending.cookie },
        );
        if (response.status === 200) return sessionOf(response);
        expect(response.status, await response.clone().text()).toBe(401);
      }
      await setTimeout(untilNextStep() + 100);
    }
    throw new Error("the second step refused every code of the app");
  }

  /** Registers a new ordinary account through POST /register, with a profile picture when asked. */
  async function register(withPicture = false): Promise<Account> {
    const t = tag();
    const account = {
      name: `Ravi ${t}`,
      // A domain of its own: each is mailed 20 verification links a day (decision 036).
      email: `ravi.${t}@${t}.example.com`,
      mno: "9876543210",
      password: `Mango-${t}-tree`,
    };
    const form = new FormData();
    for (const [key, value] of Object.entries(account)) form.append(key, value);
    if (withPicture) {
      const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#c82828" } })
        .png()
        .toBuffer();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    }
    const registered = await request("/register", {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    return account;
  }

  /** Registers a new ordinary account and logs it in. */
  async function newUserSession(): Promise<Session & Pick<Account, "email" | "password">> {
    const account = await register();
    return { ...(await login(account)), email: account.email, password: account.password };
  }

  /** The headers of a signed-in request: the session cookie, and the XSRF header state changes need. */
  const as = (session: Session, headers: Record<string, string> = {}) => ({
    cookie: session.cookie,
    "x-xsrf-token": session.xsrf,
    ...headers,
  });

  return { request, postJson, postForm, login, secondStep, register, newUserSession, as };
}
