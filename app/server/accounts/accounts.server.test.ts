import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenPurpose } from "~/server/db/schema.server";
import { testDialects } from "../../../tests/support/databases";
import {
  capturedLog,
  type InProcessSite,
  insertUser,
  openInProcessSite,
} from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { takeLoginAttempt } from "../auth/login-throttle.server";
import { hashPassword } from "../auth/passwords.server";
import { readSession, startSession } from "../auth/sessions.server";
import { issueToken, tokenIsValid } from "../auth/tokens.server";
import { emailChangedMail, setPasswordMail, verificationMail } from "../mail/account-mails.server";
import { authenticate, createAccount, registerUser, resetPassword, updateProfile } from "./accounts.server";
import { avatarDir, avatarPath } from "./avatars.server";

const COMPANY_EMAIL = "hello@example.in";
const NOTICE_SUBJECT = emailChangedMail({ from: "", to: "", byAdmin: false }, { at: "" }, "").subject;
const VERIFY_SUBJECT = verificationMail("", { email: "" }, "").subject;

// Setting a password with a mailed link, in process on a real database.
describe.each(testDialects)("password links on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const db = () => site.app.db;
  const { log, lines } = capturedLog();
  const origin = { clientIp: "198.51.100.30", device: "Firefox on Windows", log };
  /** Sets a password with a link, as /forget-password does: the account's passkeys, or null. */
  const reset = (token: string, password: string) =>
    resetPassword({ db: site.app.db, config: site.config }, token, password, origin);

  it("refuses a made-up token before hashing the new password: it costs less than half a hash", async () => {
    /** The fastest of `runs` calls, in ms: the cost of the work itself, whatever else the machine does. */
    const fastest = async (runs: number, work: (n: number) => Promise<unknown>) => {
      let best = Number.POSITIVE_INFINITY;
      for (let n = 0; n < runs; n++) {
        const started = performance.now();
        await work(n);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const oneHash = await fastest(5, (n) => hashPassword(`Timing-${n}-password`));
    const madeUp = await fastest(10, async (n) => {
      const token = randomBytes(32).toString("base64url");
      expect(await reset(token, `New-${n}-password`)).toBeNull();
    });
    expect(madeUp).toBeLessThan(oneHash / 2);
  });

  it("a password set with a link lifts the login delay that wrong guesses put on the account, and only its", async () => {
    const email = `delayed.${tag()}@example.in`;
    const neighbour = `neighbour.${tag()}@example.in`;
    const userId = await insertUser(db(), { email });
    await insertUser(db(), { email: neighbour });
    for (const address of [email, neighbour]) {
      for (let guess = 0; guess < 5; guess++)
        expect((await takeLoginAttempt(db(), address)).allowed).toBe(true);
      expect(await takeLoginAttempt(db(), address)).toMatchObject({ allowed: false });
    }

    expect(await reset(await issueToken(db(), userId, "reset-password"), "Chosen-4-password")).toEqual([]);
    expect((await takeLoginAttempt(db(), email)).allowed).toBe(true);
    expect(await takeLoginAttempt(db(), neighbour)).toMatchObject({ allowed: false });
  });

  it.each([
    ["reset-password", "set-password"],
    ["set-password", "reset-password"],
  ] as const satisfies [TokenPurpose, TokenPurpose][])(
    "a password set with a %s link voids the account's %s link, not its verification link nor others' links",
    async (used, other) => {
      const email = `links.${tag()}@example.in`;
      const userId = await insertUser(db(), { email });
      const otherLink = await issueToken(db(), userId, other);
      const verifyLink = await issueToken(db(), userId, "verify-email");
      const usedLink = await issueToken(db(), userId, used);

      expect(await reset(usedLink, "Chosen-1-password")).toEqual([]);
      expect(await tokenIsValid(db(), otherLink, other)).toBe(false);
      expect(await reset(otherLink, "Stolen-2-password")).toBeNull();
      expect(await authenticate(db(), email, "Chosen-1-password")).not.toBeNull();
      expect(await tokenIsValid(db(), verifyLink, "verify-email")).toBe(true);

      // Someone else's links are not touched.
      const neighbour = await insertUser(db(), { email: `neighbour.${tag()}@example.in` });
      const neighbourLink = await issueToken(db(), neighbour, other);
      expect(await reset(await issueToken(db(), userId, used), "Chosen-3-password")).toEqual([]);
      expect(await tokenIsValid(db(), neighbourLink, other)).toBe(true);
    },
  );

  it("ends every session, is logged and audited, and lists the passkeys that still sign in, on the page and in a notice", async () => {
    const email = `passkeys.${tag()}@example.in`;
    const userId = await insertUser(db(), { email });
    const session = await startSession(site.context(), new Request(`${site.config.APP_URL}/login`), userId);
    const cookie = session.map((line) => line.split(";")[0]).join("; ");
    const page = new Request(`${site.config.APP_URL}/home`, { headers: { cookie } });
    expect(await readSession(site.context(), page)).not.toBeNull();
    await db()
      .insertInto("passkeys")
      .values({
        id: `key-${tag()}`,
        user_id: userId,
        name: "Unknown laptop",
        public_key: "pQECAyYgASFYIA",
        counter: 0,
        transports: null,
        created_at: "2026-11-20T10:00:00.000Z",
        last_used_at: null,
      })
      .execute();

    const passkeys = await reset(await issueToken(db(), userId, "reset-password"), "Chosen-5-password");
    expect(passkeys).toMatchObject([{ name: "Unknown laptop", createdAt: "2026-11-20T10:00:00.000Z" }]);
    expect(await readSession(site.context(), page)).toBeNull();
    expect(
      await db()
        .selectFrom("audit_log")
        .select(["action", "actor_id", "details"])
        .where("target_id", "=", userId)
        .execute(),
    ).toEqual([{ action: "account.password-reset", actor_id: userId, details: '{"ip":"198.51.100.30"}' }]);
    const logged =
      lines.find((line) => line.includes('"msg":"password reset"') && line.includes(userId)) ?? "";
    expect(JSON.parse(logged)).toMatchObject({ level: 30, userId, ip: "198.51.100.30" });
    const notice = await db()
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(notice.subject).toBe("Your password was changed");
    expect(notice.text_body).toContain("- Unknown laptop, added 2026-11-20 15:30 IST");
    expect(notice.text_body).toContain("from Firefox on Windows at 198.51.100.30.");
  });
});

// The profile's own save in process, on a real database: what a change of address sets off.
describe.each(testDialects)("updateProfile on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect, { COMPANY_EMAIL });
  });
  afterAll(() => site.close());

  const db = () => site.app.db;
  const cookieOf = (lines: string[]) => lines.map((line) => line.split(";")[0]).join("; ");
  const page = (cookie: string) => new Request(`${site.config.APP_URL}/edit`, { headers: { cookie } });

  /** A verified account with two sessions, as /edit sees it from the first, and its mailed links. */
  async function account() {
    const email = `asha.${tag()}@example.in`;
    const userId = await insertUser(db(), { email, name: "Asha Rao" });
    const login = () => startSession(site.context(), new Request(`${site.config.APP_URL}/login`), userId);
    const [here, elsewhere] = [cookieOf(await login()), cookieOf(await login())];
    const signedIn = await readSession(site.context(), page(here));
    if (!signedIn) throw new Error("not signed in");
    const links = {
      reset: await issueToken(db(), userId, "reset-password"),
      setPassword: await issueToken(db(), userId, "set-password"),
      verify: await issueToken(db(), userId, "verify-email"),
    };
    return { email, userId, here, elsewhere, signedIn, links };
  }

  const mailsTo = (address: string) =>
    db().selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();
  const stillSignedIn = async (cookie: string) => Boolean(await readSession(site.context(), page(cookie)));
  const linksValid = async ({
    reset,
    setPassword,
    verify,
  }: Record<"reset" | "setPassword" | "verify", string>) => [
    await tokenIsValid(db(), reset, "reset-password"),
    await tokenIsValid(db(), setPassword, "set-password"),
    await tokenIsValid(db(), verify, "verify-email"),
  ];
  const origin = { at: "2026-12-05T10:00:00.000Z", device: "Firefox on Windows", ip: "198.51.100.7" };

  it("on a new address: a notice to the old one (what, when, where), a link to the new one, the other sessions end and every mailed link stops working", async () => {
    const { email, userId, here, elsewhere, signedIn, links } = await account();
    const newEmail = `asha.new.${tag()}@example.in`;
    const profile = { name: "Asha Rao", email: newEmail, mno: "9820012345" };

    expect(await updateProfile(site.context(), signedIn, profile, null, origin)).toBe("email-changed");

    expect(
      await db().selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst(),
    ).toMatchObject({ email: newEmail, is_verified: 0 });
    const [notice] = await mailsTo(email);
    expect(notice).toMatchObject({ subject: NOTICE_SUBJECT, status: "waiting" });
    expect(notice?.text_body).toBe(
      [
        "Hello,",
        "",
        `The email address of your account on our website was changed from ${email} to a***@e***.in.`,
        "This happened on 2026-12-05 15:30 IST from Firefox on Windows at 198.51.100.7.",
        "Mails about your account now go to the new address, every other device was logged out, and the links we mailed before no longer work.",
        "",
        `If you did not expect this change, write to us at ${COMPANY_EMAIL} at once.`,
      ].join("\n"),
    );
    expect(notice?.text_body).not.toContain("Asha Rao");
    expect((await mailsTo(newEmail)).map((mail) => mail.subject)).toEqual([VERIFY_SUBJECT]);
    expect(await linksValid(links)).toEqual([false, false, false]);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    // The session the change came from goes on (the action then gives it a new id).
    expect(await stillSignedIn(here)).toBe(true);
  });

  it("on the same address: saved, with no mail, and every session and link as it was", async () => {
    const { email, userId, here, elsewhere, signedIn, links } = await account();
    const profile = { name: "Asha R.", email, mno: "9820012346" };

    expect(await updateProfile(site.context(), signedIn, profile, null, origin)).toBe("saved");

    expect(
      await db().selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst(),
    ).toMatchObject({ name: "Asha R.", mobile: "9820012346", is_verified: 1 });
    expect(await mailsTo(email)).toEqual([]);
    expect(await linksValid(links)).toEqual([true, true, true]);
    expect([await stillSignedIn(here), await stillSignedIn(elsewhere)]).toEqual([true, true]);
  });

  it("on an address another account uses: refused, and nothing changes", async () => {
    const { email, userId, here, elsewhere, signedIn, links } = await account();
    const taken = (await account()).email;
    const before = await db().selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
    const profile = { name: "Other", email: taken, mno: "9820012345" };

    expect(await updateProfile(site.context(), signedIn, profile, null, origin)).toBe("email-taken");

    expect(await db().selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst()).toEqual(
      before,
    );
    expect(await mailsTo(email)).toEqual([]);
    expect(await linksValid(links)).toEqual([true, true, true]);
    expect([await stillSignedIn(here), await stillSignedIn(elsewhere)]).toEqual([true, true]);
  });
});

// Registration and the admin's Add user make accounts the same way: row, first link and its mail.
describe.each(testDialects)("new accounts on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const db = () => site.app.db;
  const deps = () => ({ db: site.app.db, config: site.config });
  const person = () => ({ name: "Asha Rao", email: `new.${tag()}@example.in`, mno: "9820012345" });

  /** A picture as keepAvatar leaves it: its files under DATA_DIR, named by the returned id. */
  function storedPicture() {
    const image = crypto.randomUUID();
    const dir = avatarDir(site.config.DATA_DIR);
    mkdirSync(dir, { recursive: true });
    const files = [200, 50].map((size) => path.join(dir, path.basename(avatarPath(image, size as 200 | 50))));
    for (const file of files) writeFileSync(file, "webp");
    return { image, kept: () => files.filter((file) => existsSync(file)).length };
  }

  const mailsTo = (address: string) =>
    db().selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();
  const tokenIn = (mail: { text_body: string }) =>
    decodeURIComponent(/token=(\S+)/.exec(mail.text_body)?.[1] ?? "");
  const counts = async () =>
    Promise.all(
      (["users", "one_time_tokens", "mail_outbox"] as const).map(async (table) =>
        Number(
          (
            await db()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );

  it.each([
    ["a registration", "verify-email", VERIFY_SUBJECT],
    ["an account an admin adds", "set-password", setPasswordMail("", { email: "" }, "").subject],
  ] as const)(
    "%s: the row with its picture, and a mail with a %s link that works",
    async (_what, firstLink, subject) => {
      const { image } = storedPicture();
      const someone = person();
      const created =
        firstLink === "verify-email"
          ? await registerUser(deps(), { ...someone, password: "Chosen-5-password" }, image)
          : await createAccount(deps(), someone, { passwordHash: null, image, firstLink });
      const row = await db()
        .selectFrom("users")
        .selectAll()
        .where("email", "=", someone.email)
        .executeTakeFirst();
      expect(created).toEqual({ id: row?.id });
      expect(row).toMatchObject({ name: "Asha Rao", mobile: "9820012345", image, is_verified: 0 });
      expect(row?.password_hash === null).toBe(firstLink === "set-password");
      const [mail, ...more] = await mailsTo(someone.email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(subject);
      expect(await tokenIsValid(db(), tokenIn(mail ?? { text_body: "" }), firstLink)).toBe(true);
    },
  );

  it("a taken address: 'email-taken', nothing written and the picture removed", async () => {
    const taken = person();
    await insertUser(db(), { email: taken.email });
    const picture = storedPicture();
    const before = await counts();
    expect(
      await createAccount(deps(), taken, {
        passwordHash: null,
        image: picture.image,
        firstLink: "set-password",
      }),
    ).toBe("email-taken");
    expect(await counts()).toEqual(before);
    expect(picture.kept()).toBe(0);
  });

  it("a failure within the transaction: the error is thrown, nothing is kept, the picture is removed", async () => {
    const picture = storedPicture();
    const before = await counts();
    const failing = async () => {
      throw new Error("the audit log is full");
    };
    await expect(
      createAccount(
        deps(),
        person(),
        { passwordHash: null, image: picture.image, firstLink: "set-password" },
        failing,
      ),
    ).rejects.toThrow("the audit log is full");
    expect(await counts()).toEqual(before);
    expect(picture.kept()).toBe(0);
  });
});
