import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { adminPages, adminTextBlocks } from "~/content/pages/admin";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { messages } from "~/lib/messages";
import { LIST_PAGE_SIZE } from "~/lib/schemas/list";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { newTotpSecret } from "~/server/auth/totp.server";
import { emailChangedMail, setPasswordMail } from "~/server/mail/account-mails.server";
import { ageConfirmation } from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";
import { ADMIN, type Session, sessionOf, tag } from "../support/site-client";
import { currentStep, totpAt } from "../support/totp";

const text = messages.admin;
const NOTICE_SUBJECT = emailChangedMail({ from: "", to: "", byAdmin: true }, { at: "" }, "").subject;
const SET_PASSWORD_SUBJECT = setPasswordMail("", { email: "" }, "").subject;
const json = { accept: "application/json" };
const html = { accept: "text/html" };
const HOSTILE = "<img src=x onerror=alert(1)>";

const pngImage = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const newPerson = (t = tag()) => ({ name: `Meera ${t}`, email: `meera.${t}@example.com`, mno: "9123456780" });

/** The user names of a page's table rows, in order (each name's first appearance: the table comes first). */
const namesInOrder = (page: string, pattern: RegExp) => [
  ...new Set([...page.matchAll(pattern)].map((m) => m[0])),
];

describe.each(testDialects)("admin user management on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);
  const { request, postJson, postForm, as } = client;
  let adminId: string;

  beforeAll(async () => {
    adminId = (await userRow(ADMIN.email))?.id ?? "";
  }, 60_000);

  const userRow = (email: string) =>
    site.app.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
  const userById = (id: string) =>
    site.app.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  const auditOf = (targetId: string) =>
    site.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", targetId)
      .orderBy("created_at")
      .execute();
  const picturePath = (image: string, size: 50 | 200) =>
    path.join(site.database.dataDir, "user-images", `${image}-${size}.webp`);
  /** How many rows the tables an admin change writes to hold, to show a refusal wrote nothing. */
  const counts = async () => {
    const count = async (table: "users" | "audit_log" | "one_time_tokens" | "mail_outbox") =>
      Number(
        (
          await site.app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirst()
        )?.n,
      );
    return {
      users: await count("users"),
      audit: await count("audit_log"),
      tokens: await count("one_time_tokens"),
      mails: await count("mail_outbox"),
    };
  };

  /** POST /new-user as multipart, as the admin (XSRF header), with a picture unless told otherwise. */
  async function postNewUser(
    fields: Record<string, string>,
    {
      image = true,
      headers = as(admin, json) as Record<string, string>,
      pathname = "/new-user",
    }: { image?: boolean; headers?: Record<string, string>; pathname?: string } = {},
  ) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (image)
      form.append("image", new Blob([new Uint8Array(await pngImage())], { type: "image/png" }), "p.png");
    return request(pathname, { method: "POST", body: form, headers });
  }

  async function addUser(person = newPerson()) {
    const response = await postNewUser(person);
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    return { ...person, id: body.id as string };
  }

  const page = async (pathname: string) => {
    const response = await request(pathname, { headers: { ...html, cookie: admin.cookie } });
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  describe("adding a user", () => {
    it("stores the user without a password, mails a set-password link that works once, then the user can log in", async () => {
      const person = newPerson();
      const response = await postNewUser(person);
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toMatchObject({ ok: true, message: text.userAdded });

      const row = await userRow(person.email);
      expect(row).toMatchObject({
        id: body.id,
        name: person.name,
        mobile: person.mno,
        is_verified: 0,
        role: "user",
      });
      expect(row?.password_hash).toBeNull();
      for (const size of [50, 200] as const)
        expect(existsSync(picturePath(row?.image ?? "", size))).toBe(true);
      expect((await auditOf(body.id)).map((entry) => [entry.action, entry.actor_email])).toEqual([
        ["user.added", ADMIN.email],
      ]);

      const mail = await site.sink.waitFor(
        (m) => m.to.includes(person.email) && m.subject === SET_PASSWORD_SUBJECT,
      );
      const link = new URL(/https?:\/\/\S+\/forget-password\?token=[\w%-]+/.exec(mail.text)?.[0] ?? "");
      expect(link.origin).toBe("https://www.example.in");
      // The welcome mail carries the company's words only, not the name an admin typed.
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain(person.name);
      const token = link.searchParams.get("token") ?? "";
      const form = await request(`${link.pathname}${link.search}`);
      expect(form.status).toBe(200);
      expect(await form.text()).toContain(`value="${token}"`);

      const password = `Lotus-${tag()}-pond`;
      const set = await postJson("/forget-password", { token, password });
      expect(set.status, await set.clone().text()).toBe(200);
      expect((await postJson("/forget-password", { token, password: `${password}x` })).status).toBe(400);
      await client.login({ email: person.email, password });
    });

    it("answers the page's form post at /admin/new-user with the page, and GET /new-user redirects", async () => {
      const person = newPerson();
      const response = await postNewUser(
        { ...person, _csrf: admin.xsrf },
        { headers: { ...html, cookie: admin.cookie }, pathname: "/admin/new-user" },
      );
      expect(response.status).toBe(201);
      expect(await response.text()).toContain(text.userAdded);
      expect(await userRow(person.email)).toBeDefined();
      const alias = await request("/new-user", { headers: { ...html, cookie: admin.cookie } });
      expect(alias.status).toBe(302);
      expect(alias.headers.get("location")).toBe("/admin/new-user");
    });

    it("refuses a missing picture, invalid fields, a taken address and a missing XSRF token, storing nothing", async () => {
      const existing = await addUser();
      const before = await counts();
      const refusals: [string, Response, number, string | undefined][] = [
        ["JSON (no picture)", await postJson("/new-user", newPerson(), as(admin)), 400, "image"],
        ["no picture", await postNewUser(newPerson(), { image: false }), 400, "image"],
        ["9-digit mobile", await postNewUser({ ...newPerson(), mno: "912345678" }), 400, "mno"],
        ["letters in mobile", await postNewUser({ ...newPerson(), mno: "91234abcde" }), 400, "mno"],
        ["no name", await postNewUser({ ...newPerson(), name: " " }), 400, "name"],
        ["bad email", await postNewUser({ ...newPerson(), email: "not-an-email" }), 400, "email"],
        ["huge name", await postNewUser({ ...newPerson(), name: "n".repeat(3000) }), 400, "name"],
        [
          "taken email",
          await postNewUser({ ...newPerson(), email: existing.email.toUpperCase() }),
          409,
          "email",
        ],
        ["admin's email", await postNewUser({ ...newPerson(), email: ADMIN.email }), 409, "email"],
      ];
      for (const [what, response, status, field] of refusals) {
        expect(response.status, what).toBe(status);
        const body = await response.json();
        expect(body, what).toMatchObject({ ok: false, error: text.userAddFailed });
        if (field) expect(Object.keys(body.fields ?? {}), what).toContain(field);
      }
      const noToken = await postNewUser(newPerson(), { headers: { ...json, cookie: admin.cookie } });
      expect(noToken.status).toBe(403);
      // The token is checked before the fields, for JSON as for multipart.
      const forged = await postJson("/new-user", { name: 5 }, { ...json, cookie: admin.cookie });
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ ok: false, error: messages.account.csrf });
      const notImage = new FormData();
      for (const [key, value] of Object.entries(newPerson())) notImage.append(key, value);
      notImage.append("image", new Blob(["just text"], { type: "image/png" }), "x.png");
      const refused = await request("/new-user", {
        method: "POST",
        body: notImage,
        headers: as(admin, json),
      });
      expect(refused.status).toBe(415);
      expect(await counts()).toEqual(before);
    });
  });

  describe("editing a user", () => {
    it("saves the spec's JSON at /edit-user (with _id) and the page's form, is_verified '1' and '0', with an audit entry", async () => {
      const user = await addUser();
      const edit = { _id: user.id, name: `${user.name} K`, email: user.email, mobile: "9000000001" };
      const first = await postJson("/edit-user", { ...edit, is_verified: "1" }, as(admin));
      expect(first.status, await first.clone().text()).toBe(200);
      expect(await first.json()).toEqual({ ok: true, message: text.saved, id: user.id });
      expect(await userById(user.id)).toMatchObject({ name: edit.name, mobile: edit.mobile, is_verified: 1 });
      const atAdminPath = await postJson("/admin/edit-user", { ...edit, is_verified: 1 }, as(admin));
      expect(await atAdminPath.json()).toEqual({ ok: true, message: text.saved, id: user.id });
      expect(atAdminPath.status).toBe(200);

      const form = await request(`/admin/edit-user?id=${user.id}`, {
        method: "POST",
        headers: { ...html, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...edit,
          email: `NEW.${user.email}`,
          is_verified: "0",
          _csrf: admin.xsrf,
        }),
      });
      expect(form.status).toBe(200);
      expect(await form.text()).toContain(text.saved);
      expect(await userById(user.id)).toMatchObject({ email: `new.${user.email}`, is_verified: 0 });

      const entries = await auditOf(user.id);
      expect(entries.map((entry) => entry.action)).toEqual(["user.added", "user.edited", "user.edited"]);
      expect(JSON.parse(entries[1]?.details ?? "{}")).toEqual({
        name: { from: user.name, to: edit.name },
        mobile: { from: user.mno, to: edit.mobile },
        is_verified: { from: 0, to: 1 },
      });

      const editPage = await page(`/admin/edit-user?id=${user.id}`);
      for (const placeholder of Object.values(adminPages.editUser.placeholders))
        expect(editPage).toContain(`placeholder="${placeholder}"`);
      expect(editPage).toContain(`value="${edit.name}"`);
      expect(editPage).toMatch(/<legend[^>]*>Verified<\/legend>/);
      expect(editPage).toContain('href="/admin/"');
      for (const block of adminTextBlocks) {
        expect(editPage).toMatch(new RegExp(`aria-expanded="false"[^>]*>${block.toggle}<`));
        expect(editPage).toMatch(new RegExp(`hidden=""[^>]*>${block.text}<`));
      }
      const alias = await request(`/edit-user?id=${user.id}`, { headers: { ...html, cookie: admin.cookie } });
      expect(alias.headers.get("location")).toBe(`/admin/edit-user?id=${user.id}`);
    });

    it("refuses unknown ids (404), taken addresses (409) and every malformed edit (400), changing nothing", async () => {
      const user = await addUser();
      const other = await addUser();
      const stored = await userById(user.id);
      const before = await counts();
      const good = {
        _id: user.id,
        name: "Changed",
        email: user.email,
        mobile: "9000000002",
        is_verified: "1",
      };
      const cases: [string, unknown, number][] = [
        ["unknown id", { ...good, _id: randomUUID() }, 404],
        ["taken email", { ...good, email: other.email }, 409],
        ["no id", { ...good, _id: undefined }, 400],
        ["malformed id", { ...good, _id: "1 OR 1=1" }, 400],
        ["is_verified 'yes'", { ...good, is_verified: "yes" }, 400],
        ["is_verified 2", { ...good, is_verified: 2 }, 400],
        ["no is_verified", { ...good, is_verified: undefined }, 400],
        ["name a number", { ...good, name: 42 }, 400],
        ["mobile with 11 digits", { ...good, mobile: "90000000021" }, 400],
        ["mobile an array", { ...good, mobile: ["9000000002"] }, 400],
        ["email missing", { ...good, email: undefined }, 400],
        ["name of 5000 characters", { ...good, name: "x".repeat(5000) }, 400],
        ["a JSON array", [good], 400],
      ];
      for (const [what, body, status] of cases) {
        const response = await postJson("/edit-user", body, as(admin));
        expect(response.status, what).toBe(status);
        expect(await response.json(), what).toMatchObject({ ok: false, error: text.saveFailed });
      }
      const raw = (body: string, type = "application/json") =>
        request("/edit-user", {
          method: "POST",
          body,
          headers: as(admin, { ...json, "content-type": type }),
        });
      expect((await raw("{not json")).status).toBe(400);
      expect((await raw(JSON.stringify({ ...good, name: "n".repeat(70_000) }))).status).toBe(413);
      expect((await raw("name=x", "text/plain")).status).toBe(415);
      expect((await postJson("/edit-user", good, { cookie: admin.cookie })).status).toBe(403);
      expect(await userById(user.id)).toEqual(stored);
      expect(await counts()).toEqual(before);

      expect(
        (await request(`/admin/edit-user?id=${randomUUID()}`, { headers: { cookie: admin.cookie } })).status,
      ).toBe(404);
      expect((await request("/admin/edit-user?id=nope", { headers: { cookie: admin.cookie } })).status).toBe(
        404,
      );
      expect((await request("/admin/edit-user", { headers: { cookie: admin.cookie } })).status).toBe(404);
      const gone = await request(`/admin/delete-user?id=${randomUUID()}`, {
        headers: { cookie: admin.cookie },
      });
      expect(gone.status).toBe(404);
      expect(await gone.text()).toContain(text.userNotFound);
    });
  });

  describe("the dashboard's bulk actions", () => {
    it("verifies and unverifies with JSON arrays and repeated form fields, and answers browsers with a redirect", async () => {
      const [a, b, c] = [await addUser(), await addUser(), await addUser()];
      const ids = [a.id, b.id, c.id];
      const verify = await postJson("/dashboard", { action: "verify", ids }, as(admin));
      expect(verify.status, await verify.clone().text()).toBe(200);
      expect(await verify.json()).toEqual({ ok: true, message: text.saved });
      for (const id of ids) expect((await userById(id))?.is_verified).toBe(1);

      const form = new URLSearchParams([
        ["action", "unverify"],
        ["ids", a.id],
        ["ids", b.id],
      ]);
      const unverify = await postForm("/admin/dashboard", form, as(admin));
      expect(unverify.status).toBe(200);
      expect((await userById(a.id))?.is_verified).toBe(0);
      expect((await userById(b.id))?.is_verified).toBe(0);
      expect((await userById(c.id))?.is_verified).toBe(1);
      expect((await auditOf(a.id)).map((e) => e.action)).toEqual([
        "user.added",
        "user.verified",
        "user.unverified",
      ]);

      const browser = await request("/dashboard", {
        method: "POST",
        headers: { ...html, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams([
          ["_csrf", admin.xsrf],
          ["action", "verify"],
          ["ids", c.id],
          ["q", "meera"],
          ["page", "2"],
          ["confirmed", "yes"],
        ]),
      });
      expect(browser.status).toBe(303);
      expect(browser.headers.get("location")).toBe(
        "/admin/dashboard?q=meera&page=2&result=saved&done=verify&count=1",
      );
      const noneTicked = await request("/dashboard", {
        method: "POST",
        headers: { ...html, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _csrf: admin.xsrf, action: "delete" }),
      });
      expect(noneTicked.headers.get("location")).toBe("/admin/dashboard?result=none-selected");
      const shown = await page("/admin/dashboard?result=none-selected");
      expect(shown).toContain(text.saveFailed);
      expect(shown).toContain(text.noneSelected);
      expect(await page("/admin/dashboard?result=<script>")).not.toContain("&lt;script&gt;");
    });

    it("deletes users, ending their sessions and removing their pictures", async () => {
      const pictured = await addUser();
      const image = (await userById(pictured.id))?.image ?? "";
      const signedIn = await client.newUserSession();
      const signedInId = (await userRow(signedIn.email))?.id ?? "";
      expect((await request("/user", { headers: { cookie: signedIn.cookie } })).status).toBe(200);

      const response = await postJson(
        "/dashboard",
        { action: "delete", ids: [pictured.id, signedInId] },
        as(admin),
      );
      expect(response.status).toBe(200);
      expect(await userById(pictured.id)).toBeUndefined();
      expect(await userById(signedInId)).toBeUndefined();
      expect((await request("/user", { headers: { ...json, cookie: signedIn.cookie } })).status).toBe(401);
      for (const size of [50, 200] as const) expect(existsSync(picturePath(image, size))).toBe(false);
      expect((await auditOf(pictured.id)).map((e) => e.action)).toEqual(["user.added", "user.deleted"]);
    });

    it("refuses empty, oversized, unknown and malformed selections and the admin's own account, changing nothing", async () => {
      const user = await addUser();
      const before = await counts();
      const cases: [string, unknown, number, string][] = [
        ["no ids", { action: "verify", ids: [] }, 400, text.noneSelected],
        ["ids missing", { action: "verify" }, 400, text.noneSelected],
        [
          "501 ids",
          { action: "verify", ids: Array.from({ length: 501 }, () => randomUUID()) },
          400,
          text.tooManySelected(500),
        ],
        ["unknown action", { action: "drop", ids: [user.id] }, 400, text.actionUnknown],
        ["action a number", { action: 1, ids: [user.id] }, 400, text.actionUnknown],
        ["ids a number", { action: "verify", ids: 7 }, 400, text.noneSelected],
        ["SQL in an id", { action: "delete", ids: ["' OR 1=1 --"] }, 400, text.userNotFound],
        ["unknown ids", { action: "delete", ids: [randomUUID()] }, 404, text.userNotFound],
        ["own account", { action: "delete", ids: [user.id, adminId] }, 403, text.notOwnAccount],
      ];
      for (const [what, body, status, details] of cases) {
        const response = await postJson("/dashboard", body, as(admin));
        expect(response.status, what).toBe(status);
        const answer = await response.json();
        expect(answer, what).toMatchObject({ ok: false, error: text.saveFailed });
        expect(answer.details, what).toContain(details);
      }
      expect(
        (await postJson("/dashboard", { action: "verify", ids: [user.id] }, { cookie: admin.cookie })).status,
      ).toBe(403);
      const bad = await request("/dashboard", {
        method: "POST",
        body: "{",
        headers: as(admin, { "content-type": "application/json" }),
      });
      expect(bad.status).toBe(400);
      expect(await userById(user.id)).toBeDefined();
      expect(await userById(adminId)).toBeDefined();
      expect(await counts()).toEqual(before);
    });
  });

  // A browser's bulk action or deletion says what it will do, and to how many, before it
  // does it, and what it did after; the first post, without the page's confirmation, changes nothing.
  describe("confirmation before a browser's bulk action or deletion", () => {
    const formPost = (pathname: string, fields: [string, string][]) =>
      request(pathname, {
        method: "POST",
        headers: { ...html, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams([["_csrf", admin.xsrf], ...fields]),
      });

    it("asks before a bulk delete, naming the action and the count, then says what was done", async () => {
      const users = [await addUser(), await addUser(), await addUser()];
      const fields: [string, string][] = [
        ["action", "delete"],
        ...users.map((user): [string, string] => ["ids", user.id]),
        ["q", "meera"],
      ];
      const before = await counts();
      const asked = await formPost("/admin/dashboard", fields);
      expect(asked.status).toBe(200);
      const question = await asked.text();
      expect(question).toContain(adminPages.dashboard.confirm.question.delete(3));
      for (const user of users) expect(question).toContain(`<li>${user.name}</li>`);
      expect(question).toContain('name="confirmed" value="yes"');
      expect(question).toContain(adminPages.dashboard.confirm.submit.delete(3));
      expect(await counts()).toEqual(before);
      // The spec's /dashboard sends a browser's unconfirmed post on to the page that asks, body and all.
      const alias = await formPost("/dashboard", fields);
      expect(alias.status).toBe(307);
      expect(alias.headers.get("location")).toBe("/admin/dashboard");
      for (const user of users) expect(await userById(user.id)).toBeDefined();

      const done = await formPost("/admin/dashboard", [...fields, ["confirmed", "yes"]]);
      expect(done.status).toBe(303);
      const location = done.headers.get("location") ?? "";
      expect(location).toBe("/admin/dashboard?q=meera&result=saved&done=delete&count=3");
      for (const user of users) expect(await userById(user.id)).toBeUndefined();
      expect(await page(location)).toContain(
        `<div role="status" aria-atomic="true"><p class="rounded-md border-l-4 px-4 py-3 font-medium border-green-700 bg-green-50 text-green-900">${text.saved}<span class="block font-normal text-sm">Deleted 3 users.</span></p></div>`,
      );
      // A count in the address that no action could have made is not shown.
      expect(await page("/admin/dashboard?result=saved&done=delete&count=0")).not.toContain("Deleted 0");
    });

    it("asks before verifying, and counts only the users that exist", async () => {
      const user = await addUser();
      const fields: [string, string][] = [
        ["action", "verify"],
        ["ids", user.id],
        ["ids", randomUUID()],
      ];
      const question = await (await formPost("/admin/dashboard", fields)).text();
      expect(question).toContain(adminPages.dashboard.confirm.question.verify(1));
      expect((await userById(user.id))?.is_verified).toBe(0);
      const done = await formPost("/admin/dashboard", [...fields, ["confirmed", "yes"]]);
      expect(done.headers.get("location")).toBe("/admin/dashboard?result=saved&done=verify&count=1");
      expect((await userById(user.id))?.is_verified).toBe(1);
    });

    it("sends a deletion that did not come from the delete page's question to it, deleting nothing", async () => {
      const user = await addUser();
      const response = await formPost(`/admin/delete-user?id=${user.id}`, [["id", user.id]]);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/admin/delete-user?id=${user.id}`);
      expect(await userById(user.id)).toBeDefined();
      const shown = await page(`/admin/delete-user?id=${user.id}`);
      expect(shown).toContain(adminPages.deleteUser.question(user.name, user.email));
      expect(shown).toContain('name="confirmed" value="yes"');
    });
  });

  describe("sessions after a change of privilege", () => {
    const userId = async (email: string) => (await userRow(email))?.id ?? "";
    const signedIn = async (session: Session) =>
      (await request("/user", { headers: { ...json, cookie: session.cookie } })).status === 200;

    it("ends a user's sessions when an admin changes their Verified flag, at edit-user or the dashboard; a rename leaves them", async () => {
      const user = await client.newUserSession();
      const id = await userId(user.email);
      const edit = { _id: id, name: "Renamed", email: user.email, mobile: "9123456780", is_verified: "0" };
      expect((await postJson("/edit-user", edit, as(admin))).status).toBe(200);
      expect(await signedIn(user)).toBe(true);

      expect((await postJson("/edit-user", { ...edit, is_verified: "1" }, as(admin))).status).toBe(200);
      expect(await signedIn(user)).toBe(false);

      const again = await client.login(user);
      const unverify = await postJson("/dashboard", { action: "unverify", ids: [id] }, as(admin));
      expect(unverify.status).toBe(200);
      expect(await signedIn(again)).toBe(false);
      // The admin's own session was not theirs to lose.
      expect(await signedIn(admin)).toBe(true);
    });

    it("gives an admin who changes their own Verified flag a new session id; the page they get already uses it", async () => {
      const me = await client.newUserSession();
      await site.app.db.updateTable("users").set({ role: "admin" }).where("email", "=", me.email).execute();
      const other = await client.login(me);
      // An admin needs a second factor for the area (REQUIRE_ADMIN_2FA); both sessions predate it.
      await site.enrolApp({ email: me.email, totpSecret: "KRUGKIDROVUWG2ZAMJZG653OEBTG66BA" });
      const id = await userId(me.email);

      const response = await request(`/admin/edit-user?id=${id}`, {
        method: "POST",
        headers: { ...html, cookie: me.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          _id: id,
          name: "Own Admin",
          email: me.email,
          mobile: "9123456780",
          is_verified: "1",
          _csrf: me.xsrf,
        }),
      });
      expect(response.status).toBe(200);
      const rotated = sessionOf(response);
      const shown = await response.text();
      expect(shown).toContain(text.saved);
      expect(shown).toContain(`name="_csrf" value="${rotated.xsrf}"`);
      expect(await signedIn(me)).toBe(false);
      expect(await signedIn(other)).toBe(false);
      expect(await signedIn(rotated)).toBe(true);

      // From the dashboard too, with the browser sent back to the list on the new session.
      const unverify = await request("/dashboard", {
        method: "POST",
        headers: { ...html, cookie: rotated.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _csrf: rotated.xsrf, action: "unverify", ids: id, confirmed: "yes" }),
      });
      expect(unverify.status).toBe(303);
      const last = sessionOf(unverify);
      expect(await signedIn(rotated)).toBe(false);
      expect((await request("/admin/dashboard", { headers: { cookie: last.cookie } })).status).toBe(200);
    });
  });

  describe("a new address or a deletion needs access confirmed", () => {
    const signedIn = async (session: Session) =>
      (await request("/user", { headers: { ...json, cookie: session.cookie } })).status === 200;
    const postPage = (pathname: string, values: Record<string, string>, session: Session) =>
      request(pathname, {
        method: "POST",
        headers: { ...html, cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(values),
      });
    /** An admin of its own whose sign-in is 11 minutes old, so the code it confirms with is one no other sign-in used. */
    async function staleAdmin() {
      const account = {
        email: `keeper.${tag()}@example.in`,
        password: "Keeper-admin-pass-1",
        totpSecret: newTotpSecret(),
      };
      await createOrPromoteAdmin(site.app.db, account);
      await site.enrolApp(account);
      const session = await client.login(account);
      await ageConfirmation(site.app.db, session.sid);
      return { account, session };
    }
    const confirm = ({ account, session }: Awaited<ReturnType<typeof staleAdmin>>, redirectTo: string) =>
      postPage(
        "/confirm-access",
        {
          intent: "confirm",
          password: account.password,
          code: totpAt(account.totpSecret, currentStep() + 1),
          redirectTo,
          _csrf: session.xsrf,
        },
        session,
      );

    it("sends an unconfirmed admin's new address to /confirm-access; confirmed, the change goes through, the old address is told and the user's sessions end", async () => {
      const stale = await staleAdmin();
      const user = await client.newUserSession();
      const id = (await userRow(user.email))?.id ?? "";
      const formPage = `/admin/edit-user?id=${id}`;
      const newEmail = `moved.${tag()}@elsewhere.example`;
      const edit = { _id: id, name: "Moved User", email: newEmail, mobile: "9123456780", is_verified: "0" };

      const browser = await postPage(formPage, { ...edit, _csrf: stale.session.xsrf }, stale.session);
      expect(browser.status).toBe(303);
      expect(browser.headers.get("location")).toBe(confirmAccessPath(formPage));
      const script = await postJson("/edit-user", edit, as(stale.session, json));
      expect(script.status).toBe(403);
      expect(await script.json()).toEqual({ ok: false, error: confirmAccessMessages.needed });
      expect(await userById(id)).toMatchObject({ email: user.email });
      expect(await signedIn(user)).toBe(true);
      // A rename needs no confirmation.
      const renamed = await postJson("/edit-user", { ...edit, email: user.email }, as(stale.session, json));
      expect(renamed.status).toBe(200);

      const confirmed = await confirm(stale, formPage);
      expect(confirmed.status).toBe(303);
      expect(confirmed.headers.get("location")).toBe(formPage);
      const moved = sessionOf(confirmed);
      const changed = await postPage(formPage, { ...edit, _csrf: moved.xsrf }, moved);
      expect(changed.status).toBe(200);
      expect(await changed.text()).toContain(text.saved);
      expect(await userById(id)).toMatchObject({ email: newEmail });

      const notice = await site.sink.waitFor(
        (mail) => mail.to.includes(user.email) && mail.subject === NOTICE_SUBJECT,
      );
      expect(notice.text).toContain(
        `was changed from ${user.email} to m***@e***.example by an administrator.`,
      );
      expect(notice.text).toMatch(/This happened on \d{4}-\d\d-\d\d \d\d:\d\d IST from .+ at [\d.:a-f]+\./);
      expect(notice.text).not.toContain(newEmail);
      expect(await signedIn(user)).toBe(false);
      expect((await request("/user", { headers: { ...json, cookie: user.cookie } })).status).toBe(401);
      // The user's mailed links are void: the address that read them is no longer the account's.
      const links = await site.app.db
        .selectFrom("one_time_tokens")
        .select("used_at")
        .where("user_id", "=", id)
        .execute();
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((link) => link.used_at !== null)).toBe(true);
    });

    it("sends an unconfirmed admin to /confirm-access before deleting a user, at delete-user and the dashboard, deleting nothing", async () => {
      const stale = await staleAdmin();
      const user = await addUser();
      const question = `/admin/delete-user?id=${user.id}`;
      const asked = await request(question, { headers: { ...html, cookie: stale.session.cookie } });
      expect(asked.status).toBe(302);
      expect(asked.headers.get("location")).toBe(confirmAccessPath(question));
      const browser = await postPage(
        question,
        { _csrf: stale.session.xsrf, id: user.id, confirmed: "yes" },
        stale.session,
      );
      expect(browser.status).toBe(303);
      expect(browser.headers.get("location")).toBe(confirmAccessPath(question));
      const script = await postJson("/admin/delete-user", { id: user.id }, as(stale.session, json));
      expect(script.status).toBe(403);
      const bulk = await postJson(
        "/dashboard",
        { action: "delete", ids: [user.id] },
        as(stale.session, json),
      );
      expect(bulk.status).toBe(403);
      expect(await userById(user.id)).toBeDefined();

      const confirmed = await confirm(stale, question);
      expect(confirmed.headers.get("location")).toBe(question);
      const moved = sessionOf(confirmed);
      const deleted = await postPage(question, { _csrf: moved.xsrf, id: user.id, confirmed: "yes" }, moved);
      expect(deleted.status).toBe(303);
      expect(await userById(user.id)).toBeUndefined();
    });
  });

  describe("the delete-user page", () => {
    it("asks first (a GET never deletes), deletes on POST and sends the browser back to the dashboard", async () => {
      const user = await addUser();
      const image = (await userById(user.id))?.image ?? "";
      const confirm = await page(`/admin/delete-user?id=${user.id}`);
      expect(confirm).toContain(adminPages.deleteUser.question(user.name, user.email));
      expect(await userById(user.id)).toBeDefined();

      const response = await request(`/admin/delete-user?id=${user.id}`, {
        method: "POST",
        headers: { ...html, cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ _csrf: admin.xsrf, id: user.id, confirmed: "yes" }),
      });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin/dashboard?result=deleted");
      expect(await userById(user.id)).toBeUndefined();
      expect(existsSync(picturePath(image, 50))).toBe(false);
      expect(await page("/admin/dashboard?result=deleted")).toContain(text.userDeleted);
    });

    it("answers JSON clients, and refuses the admin's own account, unknown and malformed ids", async () => {
      const user = await addUser();
      const deleted = await postJson("/admin/delete-user", { id: user.id }, as(admin));
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toEqual({ ok: true, message: text.userDeleted, id: user.id });
      const before = await counts();
      const cases: [unknown, number][] = [
        [{ id: adminId }, 403],
        [{ id: user.id }, 404],
        [{ id: "x".repeat(10_000) }, 400],
        [{ id: 12 }, 400],
        [{}, 400],
      ];
      for (const [body, status] of cases) {
        const response = await postJson("/admin/delete-user", body, as(admin));
        expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status);
        expect(await response.json()).toMatchObject({ ok: false, error: text.saveFailed });
      }
      expect(await page(`/admin/delete-user?id=${adminId}`)).toContain(text.notOwnAccount);
      expect(await counts()).toEqual(before);
    });
  });

  describe("the lists", () => {
    const t = tag();
    // One page and five more rows.
    const listed = Array.from({ length: LIST_PAGE_SIZE + 5 }, (_, index) => {
      const n = String(index + 1).padStart(2, "0");
      return {
        id: randomUUID(),
        name: `List ${t} ${n}`,
        email: `list.${t}.${n}@example.com`,
        mobile: `70${t.replace(/\D/g, "0").slice(0, 6)}${n}`,
        password_hash: null,
        image: null,
        is_verified: index % 2 === 0 ? (1 as const) : (0 as const),
        // Older than anything the other tests add, one minute apart.
        created_at: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
        updated_at: new Date(Date.UTC(2024, 0, 1)).toISOString(),
      };
    });
    const rowNames = (pageHtml: string) => namesInOrder(pageHtml, new RegExp(`List ${t} \\d\\d`, "g"));

    beforeAll(async () => {
      await site.app.db.insertInto("users").values(listed).execute();
    });

    it("searches name, email and mobile ignoring case, sorts, filters and pages on the server", async () => {
      const first = await page(`/admin/dashboard?q=LIST%20${t.toUpperCase()}`);
      expect(rowNames(first)).toHaveLength(LIST_PAGE_SIZE);
      expect(rowNames(first)[0]).toBe(`List ${t} 30`);
      expect(first).toContain("1–25 of 30");
      const second = await page(`/admin/dashboard?q=list.${t}&page=2`);
      expect(rowNames(second)).toEqual(["05", "04", "03", "02", "01"].map((n) => `List ${t} ${n}`));
      expect(second).toContain("26–30 of 30");

      const byName = await page(`/admin/dashboard?q=${t}&sort=name&dir=asc`);
      expect(rowNames(byName).slice(0, 3)).toEqual(["01", "02", "03"].map((n) => `List ${t} ${n}`));
      const verified = await page(`/admin/dashboard?q=${t}&verified=1`);
      expect(verified).toContain("1–15 of 15");
      const unverified = await page(`/admin/dashboard?q=${t}&verified=0&sort=email&dir=desc`);
      expect(rowNames(unverified)[0]).toBe(`List ${t} 30`);
      const byMobile = await page(`/admin/dashboard?q=${listed[6]?.mobile}`);
      expect(rowNames(byMobile)).toEqual([`List ${t} 07`]);

      expect(first).toContain(`href="/admin/edit-user?id=${listed[29]?.id}"`);
      expect(first).toContain(`href="/admin/delete-user?id=${listed[29]?.id}"`);
      expect(first).toContain(`aria-label="${adminPages.dashboard.selectUser(`List ${t} 30`)}"`);
      // Past the last page: the last page.
      const beyond = await request(`/admin/dashboard?q=${t}&page=9`, { headers: { cookie: admin.cookie } });
      expect(beyond.headers.get("location")).toBe(`/admin/dashboard?q=${t}&page=2`);
      const alias = await request(`/dashboard?q=${t}&sort=name`, {
        headers: { ...html, cookie: admin.cookie },
      });
      expect(alias.status).toBe(302);
      expect(alias.headers.get("location")).toBe(`/admin/dashboard?q=${t}&sort=name`);
    });

    it("folds case in any alphabet, finds text inside a word, and follows renames and deletions", async () => {
      const person = await addUser({
        ...newPerson(),
        name: `Ölçer Ñandú ${t}`,
        email: `olcer.${t}@example.com`,
      });
      const found = (q: string) => page(`/admin/dashboard?q=${encodeURIComponent(q)}`);
      // Three characters or more go through the index; fewer are compared row by row.
      for (const q of ["öLÇER", "ÖLÇER ñandú", "NDÚ", "ñA", "Ç"]) {
        const answer = await found(q);
        expect(answer, q).toContain(person.name);
        expect(answer, q).not.toContain(messages.admin.usersNotFound);
      }
      await site.app.db
        .updateTable("users")
        .set({ name: `Renamed ${t}` })
        .where("id", "=", person.id)
        .execute();
      expect(await found("Ñandú")).toContain(messages.admin.usersNotFound);
      expect(await found(`renamed ${t}`)).toContain(`Renamed ${t}`);
      expect(await found(`olcer.${t}`)).toContain(`Renamed ${t}`);
      await site.app.db.deleteFrom("users").where("id", "=", person.id).execute();
      expect(await found(`olcer.${t}`)).toContain(messages.admin.usersNotFound);
    });

    it("takes LIKE wildcards and SQL in the search literally, and bad parameters fall back to defaults", async () => {
      const percent = await addUser({ ...newPerson(), name: `Fifty 50% ${t}` });
      const wild = await page("/admin/dashboard?q=%25");
      expect(wild).toContain(percent.name);
      expect(wild).toContain("1–1 of 1");
      expect(await page("/admin/dashboard?q=_")).toContain(messages.admin.usersNotFound);
      for (const q of ["' OR 1=1 --", "'; DROP TABLE users; --", '" OR ""="', "\\", "%%%"]) {
        const answer = await page(`/admin/dashboard?q=${encodeURIComponent(q)}`);
        expect(answer, q).toContain(messages.admin.usersNotFound);
      }
      for (const query of [
        "sort=password_hash",
        "sort=name;drop",
        "dir=sideways",
        "verified=maybe",
        "page=-3",
        "page=abc",
        "page=1e400",
        `q=${"q".repeat(5000)}`,
        "q=a&q=b",
      ]) {
        const answer = await request(`/admin/dashboard?${query}`, { headers: { cookie: admin.cookie } });
        expect(answer.status, query).toBe(200);
      }
      expect(await userRow(ADMIN.email)).toBeDefined();
    });

    it("shows typed text escaped on every page", async () => {
      const hostile = await addUser({ ...newPerson(), name: HOSTILE });
      for (const pathname of [
        `/admin/dashboard?q=${encodeURIComponent(HOSTILE)}`,
        `/admin/edit-user?id=${hostile.id}`,
        `/admin/delete-user?id=${hostile.id}`,
        "/htmltopdf",
      ]) {
        const answer = await page(pathname);
        expect(answer, pathname).toContain("&lt;img src=x onerror=alert(1)&gt;");
        expect(answer, pathname).not.toContain(HOSTILE);
      }
    });

    it("shows the Users List newest first, a list page at a time, with the toggles, the PDF link and the empty row", async () => {
      const newest = await addUser();
      const list = await page("/htmltopdf");
      for (const column of Object.values(adminPages.usersList.columns))
        expect(list).toContain(`>${column}</th>`);
      // The newest user is the first row.
      expect(/<tbody[^>]*>\s*<tr[^>]*>(.*?)<\/tr>/s.exec(list)?.[1]).toContain(newest.name);
      expect(list).toContain('href="/admin/export-users-pdf"');
      expect(list).toContain(`>${adminPages.usersList.download}<`);
      expect(list).toContain('width="50" height="50"');
      for (const block of adminTextBlocks)
        expect(list).toMatch(new RegExp(`aria-expanded="false"[^>]*>${block.toggle}<`));
      const total = (await counts()).users;
      expect(list).toContain(`1–${Math.min(LIST_PAGE_SIZE, total)} of ${total}`);
      const empty = await page("/htmltopdf?page=999");
      expect(empty).toMatch(new RegExp(`<td colSpan="5"[^>]*>${adminPages.usersList.empty}</td>`, "i"));
    });
  });
});
