/**
 * Accounts, passwords and mailed links: the password rules at registration and reset, e-mail
 * verification links, password reset links, and answers that do not tell known addresses from
 * unknown ones.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import type { AppDatabase } from "~/server/db/database.server";
import {
  APP_URL,
  accountClient,
  comparableHeaders,
  linkIn,
  median,
  newAccount,
  report,
  tag,
} from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import type { SmtpSink } from "../support/smtp";

const VERIFY_SUBJECT = "Verify your email address";
const RESET_SUBJECT = "Reset your password";
const text = messages.account;

describe.each(testDialects)("accounts on %s", (dialect) => {
  describe(`a site at ${APP_URL}`, () => {
    const { site } = useAdminSite(dialect, { APP_URL }, { signIn: false });
    let app: AppDatabase;
    let sink: SmtpSink;
    const { postJson, register, login, getUser, userRow, mailTo, follow, sessionRows } = accountClient(
      () => site,
    );

    beforeAll(async () => {
      ({ app, sink } = site);
    });

    /** How many link mails to an address its caps held back, as the log says. */
    const cappedFor = (email: string) =>
      site.server.logs.filter((line) => line.includes('"link mail capped"') && line.includes(`"${email}"`))
        .length;

    it("refuses a 7-character and a common password at registration", async () => {
      const common = readFileSync("app/server/auth/common-passwords.txt", "utf8").split("\n");
      expect(common).toContain("password123");
      for (const [password, message] of [
        ["Ab1-xyz", messages.field.passwordTooShort],
        ["password123", messages.field.passwordCommon],
        ["PASSWORD123", messages.field.passwordCommon],
        ["x".repeat(129), messages.field.passwordTooLong],
      ] as const) {
        const account = { ...newAccount(), password };
        const response = await postJson("/register", account);
        expect(response.status, password).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: text.registerFailed,
          fields: { password: message },
        });
        expect(await userRow(account.email)).toBeUndefined();
      }
    });

    it("accepts an 80-character password, and the same one changed at character 73 does not log in", async () => {
      const password = `${"correct-horse-battery-staple-".repeat(3)}`.slice(0, 80);
      expect(password).toHaveLength(80);
      const account = await register({ ...newAccount(), password });
      await login(account);
      const changed = `${password.slice(0, 72)}${password[72] === "X" ? "Y" : "X"}${password.slice(73)}`;
      expect(changed).toHaveLength(80);
      expect(changed.slice(0, 72)).toBe(password.slice(0, 72));
      const response = await postJson("/login", { email: account.email, password: changed });
      expect(response.status).toBe(401);
      // Only the last character differs: still refused.
      const last = await postJson("/login", { email: account.email, password: `${password.slice(0, 79)}!` });
      expect(last.status).toBe(401);
    });

    it("sends the verification mail to the user with an APP_URL link (never the Host header), and the link verifies", async () => {
      const account = await register();
      const first = await mailTo(sink, account.email, VERIFY_SUBJECT);
      expect(first.to).toEqual([account.email]);
      expect(first.headers.to).toContain(account.email);
      const firstLink = linkIn(first, "email-verified");
      expect(firstLink.href.startsWith(`${APP_URL}/email-verified?token=`)).toBe(true);

      // Asked again the same day: the same answer, but the mailbox has had its mail of the day, and
      // the first link still works. A new day (its budget row moved back) mails a new one.
      expect((await postJson("/verification", { email: account.email })).status).toBe(200);
      await expect.poll(() => cappedFor(account.email)).toBe(1);
      expect(sink.messages.filter((mail) => mail.to.includes(account.email))).toHaveLength(1);
      await app.db
        .updateTable("acknowledgement_budgets")
        .set({ day: "2000-01-01" })
        .where("key", "like", "verify-%")
        .execute();
      // Ask again with a forged Host and X-Forwarded-Host: the link still starts with APP_URL.
      const forged = await rawPost(
        new URL(site.server.url),
        "/verification",
        JSON.stringify({ email: account.email }),
        {
          host: "evil.example",
          "x-forwarded-host": "evil.example",
          "x-forwarded-proto": "http",
          "content-type": "application/json",
        },
      );
      expect(forged.status).toBe(200);
      const second = await mailTo(sink, account.email, VERIFY_SUBJECT, 2);
      const link = linkIn(second, "email-verified");
      expect(link.origin).toBe(APP_URL);
      expect(second.text).not.toContain("evil.example");
      expect(second.html).not.toContain("evil.example");
      expect(second.html).toContain(`href="${APP_URL}/email-verified?token=`);

      const session = await login(account);
      expect((await (await getUser(session.cookie)).json()).is_verified).toBe(0);
      const page = await follow(link);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(text.emailVerified);
      expect((await userRow(account.email))?.is_verified).toBe(1);
      expect((await (await getUser(session.cookie)).json()).is_verified).toBe(1);

      // The first link stopped working when the second was issued.
      const old = await (await follow(firstLink)).text();
      expect(old).not.toContain(text.emailVerified);
      expect(old).toContain(text.linkInvalid);
    });

    it("refuses a verification link used twice: the second visit shows the invalid-link text", async () => {
      const account = await register();
      const link = linkIn(await mailTo(sink, account.email, VERIFY_SUBJECT), "email-verified");
      const once = await (await follow(link)).text();
      expect(once).toContain(text.emailVerified);
      const twice = await follow(link);
      expect(twice.status).toBe(200);
      const html = await twice.text();
      expect(html).not.toContain(text.emailVerified);
      expect(html).toContain(text.linkInvalid);
      expect((await userRow(account.email))?.is_verified).toBe(1);
    });

    it("refuses an expired verification link", async () => {
      const account = await register();
      const link = linkIn(await mailTo(sink, account.email, VERIFY_SUBJECT), "email-verified");
      const user = await userRow(account.email);
      await app.db
        .updateTable("one_time_tokens")
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where("user_id", "=", user?.id ?? "")
        .execute();
      const html = await (await follow(link)).text();
      expect(html).not.toContain(text.emailVerified);
      expect(html).toContain(text.linkInvalid);
      expect((await userRow(account.email))?.is_verified).toBe(0);
    });

    it("resets a password with the mailed link once: all sessions end, the second use is a 400", async () => {
      const account = await register();
      const session = await login(account);
      const response = await postJson("/forget", { email: account.email });
      expect(response.status).toBe(200);
      const mail = await mailTo(sink, account.email, RESET_SUBJECT);
      const link = linkIn(mail, "forget-password");
      expect(link.href.startsWith(`${APP_URL}/forget-password?token=`)).toBe(true);
      const token = link.searchParams.get("token") ?? "";

      // The page shows the form while the link is usable.
      expect(await (await follow(link)).text()).not.toContain(text.linkInvalid);

      const newPassword = `New-${tag()}-password`;
      const reset = await postJson("/forget-password", { token, password: newPassword });
      expect(reset.status).toBe(200);
      expect(await reset.json()).toMatchObject({ ok: true, message: text.passwordChanged });
      expect((await getUser(session.cookie)).status).toBe(401);
      expect(await sessionRows(session.sid)).toHaveLength(0);
      expect((await postJson("/login", account)).status).toBe(401);
      await login({ email: account.email, password: newPassword });

      const again = await postJson("/forget-password", { token, password: `Other-${tag()}-password` });
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        ok: false,
        error: text.passwordNotChanged,
        fields: { token: text.linkInvalid },
      });
      await login({ email: account.email, password: newPassword });
      expect(await (await follow(link)).text()).toContain(text.linkInvalid);
    });

    it("logs the requests of mailed links with token=[redacted], never the token", async () => {
      // The last test's requests may still be on their way into the log: a marked request's line
      // comes after all of theirs, and this test reads the lines after it.
      const marker = `mark-${tag()}`;
      await fetch(new URL("/login", site.server.url), { headers: { "x-request-id": marker } });
      await expect
        .poll(() => site.server.logs.findIndex((line) => line.includes(marker)))
        .toBeGreaterThan(-1);
      const from = site.server.logs.findIndex((line) => line.includes(marker)) + 1;
      const account = await register();
      const verify = linkIn(await mailTo(sink, account.email, VERIFY_SUBJECT), "email-verified");
      await postJson("/forget", { email: account.email });
      const reset = linkIn(await mailTo(sink, account.email, RESET_SUBJECT), "forget-password");
      const tokens = [verify, reset].map((link) => link.searchParams.get("token") ?? "");
      expect((await follow(reset)).status).toBe(200);
      // The page's form posts back to the page's own address, the link's query included.
      const password = `New-${tag()}-password`;
      const posted = await postJson(`/forget-password${reset.search}`, { token: tokens[1], password });
      expect(posted.status).toBe(200);
      expect((await follow(verify)).status).toBe(200);

      const logged = (pattern: string) =>
        site.server.logs.slice(from).filter((line) => line.includes(pattern));
      await expect.poll(() => logged("GET /email-verified?token=[redacted] 200")).toHaveLength(1);
      expect(logged("GET /forget-password?token=[redacted] 200")).toHaveLength(1);
      expect(logged("POST /forget-password?token=[redacted] 200")).toHaveLength(1);
      for (const token of tokens) expect(site.server.logs.join("\n")).not.toContain(token);
    });

    it("refuses an expired reset link with 400 and keeps the password", async () => {
      const account = await register();
      await postJson("/forget", { email: account.email });
      const token =
        linkIn(await mailTo(sink, account.email, RESET_SUBJECT), "forget-password").searchParams.get(
          "token",
        ) ?? "";
      const user = await userRow(account.email);
      await app.db
        .updateTable("one_time_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where("user_id", "=", user?.id ?? "")
        .where("purpose", "=", "reset-password")
        .execute();
      const response = await postJson("/forget-password", { token, password: `New-${tag()}-password` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { token: text.linkInvalid } });
      await login(account);
    });

    it("refuses made-up reset tokens with 400", async () => {
      for (const token of [randomBytes(32).toString("base64url"), "x", "' or 1=1 --"]) {
        const response = await postJson("/forget-password", { token, password: `New-${tag()}-password` });
        expect(response.status).toBe(400);
      }
    });

    it("refuses a 7-character and a common password at reset, without using up the link", async () => {
      const account = await register();
      await postJson("/forget", { email: account.email });
      const token =
        linkIn(await mailTo(sink, account.email, RESET_SUBJECT), "forget-password").searchParams.get(
          "token",
        ) ?? "";
      for (const [password, message] of [
        ["Ab1-xyz", messages.field.passwordTooShort],
        ["password123", messages.field.passwordCommon],
      ] as const) {
        const response = await postJson("/forget-password", { token, password });
        expect(response.status, password).toBe(400);
        expect(await response.json()).toMatchObject({
          ok: false,
          error: text.passwordNotChanged,
          fields: { password: message },
        });
      }
      await login(account);
      const newPassword = `New-${tag()}-password`;
      expect((await postJson("/forget-password", { token, password: newPassword })).status).toBe(200);
      await login({ email: account.email, password: newPassword });
    });

    it.each([
      ["/forget", text.resetSent, RESET_SUBJECT, 5],
      ["/verification", text.verificationSent, VERIFY_SUBJECT, 0],
    ])(
      "answers %s identically for known and unknown addresses, over the address's caps too, mailing only within them",
      async (pathname, sent, subject, mailed) => {
        const known = await register();
        const unknown = `nobody.${tag()}@example.com`;
        const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
        type Answer = { status: number; body: string; headers: Record<string, string> };
        const answers: Record<"known" | "unknown", Answer[]> = { known: [], unknown: [] };
        // Five reset mails an hour to one address, and one verification mail a day to one mailbox
        // (the registration's), whatever RATE_LIMIT_FACTOR (1000 here) does to the per-client limit.
        for (let round = 0; round < 7; round++) {
          for (const kind of round % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
            const email = kind === "known" ? known.email : unknown;
            const started = performance.now();
            const response = await postJson(pathname, { email });
            const body = await response.text();
            times[kind].push(performance.now() - started);
            answers[kind].push({ status: response.status, body, headers: comparableHeaders(response) });
          }
        }
        const [reference] = answers.known;
        expect(reference?.status).toBe(200);
        expect(JSON.parse(reference?.body ?? "{}")).toEqual({ ok: true, message: sent });
        for (const kind of ["known", "unknown"] as const) {
          for (const answer of answers[kind]) expect(answer).toEqual(reference);
        }
        report(
          `${dialect} POST ${pathname}: median ${median(times.known).toFixed(1)} ms known, ${median(times.unknown).toFixed(1)} ms unknown (7 each)`,
        );
        await expect.poll(() => cappedFor(known.email)).toBe(7 - mailed);
        // The registration's mail and those within the caps; none to the unknown address.
        const stored = await app.db
          .selectFrom("mail_outbox")
          .select("subject")
          .where("to_address", "=", known.email)
          .execute();
        expect(stored.filter((mail) => mail.subject === subject)).toHaveLength(
          pathname === "/verification" ? 1 : mailed,
        );
        expect(stored).toHaveLength(1 + mailed);
        expect(sink.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);
      },
    );
  });
});

/** A POST over node:http, which sends the Host header it is given (fetch would not). */
function rawPost(
  base: URL,
  pathname: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
