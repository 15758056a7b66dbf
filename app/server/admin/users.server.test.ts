import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { readSession, type SignedIn, startSession } from "../auth/sessions.server";
import { issueToken, tokenIsValid } from "../auth/tokens.server";
import {
  applyBulkAction,
  bulkChangesOwnVerifiedFlag,
  changesOwnAccount,
  changesOwnVerifiedFlag,
  editUser,
} from "./users.server";

// An admin's change of a user's Verified flag is a change of privilege: the user's sessions end.
describe.each(testDialects)("the admin's Verified changes on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const db = () => site.app.db;
  const page = (cookie: string) => new Request(`${site.config.APP_URL}/home`, { headers: { cookie } });
  const signIn = async (userId: string) => {
    const lines = await startSession(site.context(), new Request(`${site.config.APP_URL}/login`), userId);
    return lines.map((line) => line.split(";")[0]).join("; ");
  };
  const signedIn = async (cookie: string) => readSession(site.context(), page(cookie));
  const isSignedIn = async (cookie: string) => Boolean(await signedIn(cookie));
  const origin = { at: "2026-12-05T10:00:00.000Z", device: "Chrome on Android", ip: "203.0.113.9" };

  /** An account with a session, verified (1) or not (0), with the role asked. */
  async function account(is_verified: 0 | 1, role: "user" | "admin" = "user") {
    const email = `verified.${tag()}@example.in`;
    const id = await insertUser(db(), { email });
    await db().updateTable("users").set({ is_verified, role }).where("id", "=", id).execute();
    return { id, email, cookie: await signIn(id) };
  }
  async function admin() {
    const me = await account(1, "admin");
    const other = await signIn(me.id);
    const session = (await signedIn(me.cookie)) as SignedIn;
    return { ...me, other, session };
  }
  const edit = (user: { id: string; email: string }, is_verified: 0 | 1, name = "Meera") => ({
    id: user.id,
    name,
    email: user.email,
    mobile: "9820012345",
    is_verified,
  });

  it("edit-user: a new Verified flag ends the user's sessions; other fields leave them alone", async () => {
    const { session } = await admin();
    const user = await account(0);
    expect(await editUser(site.context(), session, edit(user, 0, "Renamed"), origin)).toBe("saved");
    expect(await isSignedIn(user.cookie)).toBe(true);
    expect(await editUser(site.context(), session, edit(user, 1), origin)).toBe("saved");
    expect(await isSignedIn(user.cookie)).toBe(false);
  });

  it("the dashboard: verify and unverify end the sessions of the users whose flag changed, only theirs", async () => {
    const { session } = await admin();
    const [unverified, verified, bystander] = [await account(0), await account(1), await account(0)];
    const ids = [unverified.id, verified.id];
    expect(await applyBulkAction(site.context(), session, { action: "verify", ids })).toBe(2);
    expect(await isSignedIn(unverified.cookie)).toBe(false);
    expect(await isSignedIn(verified.cookie)).toBe(true);
    expect(await isSignedIn(bystander.cookie)).toBe(true);

    expect(await applyBulkAction(site.context(), session, { action: "unverify", ids: [verified.id] })).toBe(
      1,
    );
    expect(await isSignedIn(verified.cookie)).toBe(false);
  });

  it("the admin's own flag: their other sessions end, the one they act from stays for the action to rotate", async () => {
    const me = await admin();
    expect(changesOwnVerifiedFlag(me.session.user, [me.id], 1)).toBe(false);
    expect(changesOwnVerifiedFlag(me.session.user, [me.id], 0)).toBe(true);
    expect(bulkChangesOwnVerifiedFlag(me.session.user, { action: "unverify", ids: [me.id] })).toBe(true);
    expect(bulkChangesOwnVerifiedFlag(me.session.user, { action: "delete", ids: [me.id] })).toBe(false);
    expect(bulkChangesOwnVerifiedFlag(me.session.user, { action: "unverify", ids: [] })).toBe(false);

    expect(await editUser(site.context(), me.session, edit(me, 0), origin)).toBe("saved");
    expect(await isSignedIn(me.cookie)).toBe(true);
    expect(await isSignedIn(me.other)).toBe(false);

    const again = await signIn(me.id);
    expect(await applyBulkAction(site.context(), me.session, { action: "verify", ids: [me.id] })).toBe(1);
    expect(await isSignedIn(me.cookie)).toBe(true);
    expect(await isSignedIn(again)).toBe(false);
  });

  const mailsTo = (address: string) =>
    db().selectFrom("mail_outbox").selectAll().where("to_address", "=", address).execute();
  const linksOf = async (userId: string) => ({
    verify: await issueToken(db(), userId, "verify-email"),
    reset: await issueToken(db(), userId, "reset-password"),
  });
  const linksValid = async (links: { verify: string; reset: string }) => [
    await tokenIsValid(db(), links.verify, "verify-email"),
    await tokenIsValid(db(), links.reset, "reset-password"),
  ];

  it("edit-user: a new address for another user ends all their sessions, voids their links and tells the old address", async () => {
    const { session } = await admin();
    const user = await account(1);
    const second = await signIn(user.id);
    const links = await linksOf(user.id);
    const moved = { ...edit(user, 1), email: `moved.${tag()}@elsewhere.example` };

    expect(await editUser(site.context(), session, moved, origin)).toBe("saved");

    expect([await isSignedIn(user.cookie), await isSignedIn(second)]).toEqual([false, false]);
    expect(await linksValid(links)).toEqual([false, false]);
    const [notice] = await mailsTo(user.email);
    expect(notice?.text_body).toContain(
      `was changed from ${user.email} to m***@e***.example by an administrator.`,
    );
    expect(notice?.text_body).toContain(
      "This happened on 2026-12-05 15:30 IST from Chrome on Android at 203.0.113.9.",
    );
    expect(await mailsTo(moved.email)).toEqual([]);
  });

  it("edit-user: the admin's own new address keeps the session they act from and ends the others", async () => {
    const me = await admin();
    const links = await linksOf(me.id);
    const moved = { ...edit(me, 1), email: `me.${tag()}@example.in` };
    expect(changesOwnAccount(me.session.user, moved)).toBe(true);
    expect(changesOwnAccount(me.session.user, edit(me, 1, "Renamed"))).toBe(false);

    expect(await editUser(site.context(), me.session, moved, origin)).toBe("saved");

    expect([await isSignedIn(me.cookie), await isSignedIn(me.other)]).toEqual([true, false]);
    expect(await linksValid(links)).toEqual([false, false]);
    expect((await mailsTo(me.email)).map((mail) => mail.text_body)).toEqual([
      expect.not.stringContaining("by an administrator"),
    ]);
  });
});
