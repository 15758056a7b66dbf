/**
 * Accounts, the profile: what /edit takes and refuses (fields, the XSRF token, cross-site posts)
 * and the profile picture, at registration and at /edit.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { confirmAccessMessages, confirmAccessPath } from "~/lib/confirm-access";
import { messages } from "~/lib/messages";
import { emailChangedMail } from "~/server/mail/account-mails.server";
import {
  APP_URL,
  accountClient,
  ageConfirmation,
  linkIn,
  newAccount,
  pngImage,
  setCookies,
  tag,
} from "../support/account-client";
import { useAdminSite } from "../support/admin-site";
import { testDialects } from "../support/databases";

const text = messages.account;
const NOTICE_SUBJECT = emailChangedMail({ from: "", to: "", byAdmin: false }, { at: "" }, "").subject;
const RESET_SUBJECT = "Reset your password";

describe.each(testDialects)("accounts on %s", (dialect) => {
  describe(`a site at ${APP_URL}`, () => {
    const { site } = useAdminSite(dialect, { APP_URL }, { signIn: false });
    const {
      request,
      postJson,
      postForm,
      register,
      login,
      sessionOf,
      getUser,
      userRow,
      mailTo,
      follow,
      sessionRows,
      userImagesDir,
      storedPictures,
      leftoverParts,
    } = accountClient(() => site);

    it("refuses a cross-site POST /edit and one without the XSRF token with 403, changing nothing; with it, 200", async () => {
      const account = await register();
      const session = await login(account);
      const before = await userRow(account.email);
      const edit = { name: "Changed Name", email: account.email, mno: "9123456780" };

      for (const headers of [
        { "sec-fetch-site": "cross-site", "x-xsrf-token": session.xsrf },
        { origin: "https://evil.example", "x-xsrf-token": session.xsrf },
        {},
        { "x-xsrf-token": "not-the-token" },
      ] as Record<string, string>[]) {
        const response = await postJson("/edit", edit, { cookie: session.cookie, ...headers });
        expect(response.status, JSON.stringify(headers)).toBe(403);
        expect(await userRow(account.email)).toEqual(before);
      }
      // A form post with a wrong _csrf field too.
      const form = await postForm(
        "/edit",
        { ...edit, _csrf: "forged" },
        { cookie: session.cookie, accept: "application/json" },
      );
      expect(form.status).toBe(403);
      expect(await form.json()).toEqual({ ok: false, error: text.csrf });
      expect(await userRow(account.email)).toEqual(before);

      const response = await postJson("/edit", edit, {
        cookie: session.cookie,
        "x-xsrf-token": session.xsrf,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ ok: true, message: text.profileSaved });
      expect(await userRow(account.email)).toMatchObject({ name: "Changed Name", mobile: "9123456780" });

      // Not signed in at all: 401.
      const anonymous = await postJson("/edit", edit);
      expect(anonymous.status).toBe(401);
    });

    it("changes the email at /edit only within 10 minutes of the password: later 403, changing nothing, until /confirm-access takes it again", async () => {
      const account = await register();
      const session = await login(account);
      // Signed in 11 minutes ago, by the session's own record.
      await ageConfirmation(site.app.db, session.sid);
      const before = await userRow(account.email);
      const edit = { name: "New Name", email: `moved.${tag()}@example.com`, mno: "9123456780" };
      const as = { cookie: session.cookie, "x-xsrf-token": session.xsrf };

      const refused = await postJson("/edit", edit, as);
      expect(refused.status).toBe(403);
      const needed = confirmAccessMessages.needed;
      expect(await refused.json()).toEqual({
        ok: false,
        error: text.profileFailed,
        details: needed,
        fields: { email: needed },
      });
      expect(await userRow(account.email)).toEqual(before);
      expect(await userRow(edit.email)).toBeUndefined();
      const page = await (
        await request("/edit", { headers: { cookie: session.cookie, accept: "text/html" } })
      ).text();
      expect(page).toContain(confirmAccessMessages.emailNeedsIt);
      expect(page).toContain(`href="${confirmAccessPath("/edit")}"`);

      // The same address needs no confirmation, whatever the case it is typed in.
      const same = await postJson("/edit", { ...edit, email: account.email.toUpperCase() }, as);
      expect(same.status).toBe(200);
      expect(same.headers.getSetCookie()).toEqual([]);

      const wrong = await postJson(
        "/confirm-access",
        { intent: "confirm", password: `${account.password}x` },
        as,
      );
      expect(wrong.status).toBe(403);
      const confirmed = await postJson(
        "/confirm-access",
        { intent: "confirm", password: account.password },
        as,
      );
      expect(confirmed.status).toBe(200);
      const fresh = sessionOf(confirmed);
      expect(fresh.sid).not.toBe(session.sid);
      expect((await getUser(session.cookie)).status).toBe(401);

      const saved = await postJson("/edit", edit, { cookie: fresh.cookie, "x-xsrf-token": fresh.xsrf });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ ok: true, message: text.profileSaved, id: before?.id });
      expect(await userRow(edit.email)).toMatchObject({ id: before?.id, name: edit.name, is_verified: 0 });
    });

    it("after an email change: a notice by mail to the old address, other sessions and mailed reset links end, this session gets a new id", async () => {
      const account = await register();
      const session = await login(account);
      const elsewhere = await login(account);
      expect((await postJson("/forget", { email: account.email })).status).toBe(200);
      const resetLink = linkIn(await mailTo(site.sink, account.email, RESET_SUBJECT), "forget-password");
      const newEmail = `moved.${tag()}@example.com`;

      const response = await postJson(
        "/edit",
        { name: account.name, email: newEmail, mno: account.mno },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(response.status).toBe(200);

      const notice = await mailTo(site.sink, account.email, NOTICE_SUBJECT);
      expect(notice.text).toContain(`changed from ${account.email} to m***@e***.com.`);
      expect(notice.text).toMatch(/This happened on .+ IST from .+ at .+\./);
      expect(notice.text).toContain("hello@example.in");
      // The old session id and the other device are signed out; the new cookies carry on.
      expect((await getUser(session.cookie)).status).toBe(401);
      expect(await sessionRows(session.sid)).toHaveLength(0);
      expect((await getUser(elsewhere.cookie)).status).toBe(401);
      const rotated = sessionOf(response);
      expect(rotated.sid).not.toBe(session.sid);
      expect(rotated.xsrf).not.toBe(session.xsrf);
      expect(await (await getUser(rotated.cookie)).json()).toMatchObject({ email: newEmail });
      // The reset link mailed to the old address no longer works.
      expect(await (await follow(resetLink)).text()).toContain(text.linkInvalid);
      const reset = await postJson("/forget-password", {
        token: resetLink.searchParams.get("token"),
        password: `Taken-${tag()}-over`,
      });
      expect(reset.status).toBe(400);
    });

    it("a browser's form post of a new address (no script) shows the saved page already on the new session", async () => {
      const account = await register();
      const session = await login(account);
      const response = await postForm(
        "/edit",
        {
          name: account.name,
          email: `moved.${tag()}@example.com`,
          mno: account.mno,
          _csrf: session.xsrf,
        },
        { cookie: session.cookie, accept: "text/html" },
      );
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain(text.profileSaved);
      const rotated = sessionOf(response);
      // The page's form carries the new session's token, so the next save works too.
      expect(page).toContain(`name="_csrf" value="${rotated.xsrf}"`);
      expect(page).not.toContain(session.xsrf);
      // Still confirmed: the new id carries the sign-in's confirmation.
      expect(page).not.toContain(confirmAccessMessages.emailNeedsIt);
      expect(setCookies(response).get("__Host-sid")).toMatch(/HttpOnly; Secure; SameSite=Lax$/);
      expect((await getUser(rotated.cookie)).status).toBe(200);
    });

    it("changes only name, email, mobile (and picture) at /edit, whatever else is sent", async () => {
      const account = await register();
      const session = await login(account);
      const before = await userRow(account.email);
      const extras = {
        role: "admin",
        is_verified: "1",
        password_hash: "x",
        id: "someone-else",
        created_at: "2000-01-01",
      };

      const json = await postJson(
        "/edit",
        { name: "Json Name", email: account.email, mno: "9000000001", ...extras, is_verified: 1 },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(json.status).toBe(200);
      let row = await userRow(account.email);
      expect(row).toMatchObject({
        id: before?.id,
        name: "Json Name",
        mobile: "9000000001",
        role: "user",
        is_verified: 0,
        password_hash: before?.password_hash,
        created_at: before?.created_at,
      });

      const form = await postForm(
        "/edit",
        { name: "Form Name", email: account.email, mno: "9000000002", ...extras, _csrf: session.xsrf },
        { cookie: session.cookie, accept: "application/json" },
      );
      expect(form.status).toBe(200);
      row = await userRow(account.email);
      expect(row).toMatchObject({ name: "Form Name", mobile: "9000000002", role: "user", is_verified: 0 });
      expect(row?.password_hash).toBe(before?.password_hash);
      // The password still logs in.
      await login(account);
    });

    it("takes the mobile at /edit as registration does: ten digits, written with +91 or spaces if need be", async () => {
      const account = await register({ ...newAccount(), mno: "+91 98200 12345" });
      expect(await userRow(account.email)).toMatchObject({ mobile: "9820012345" });
      const session = await login(account);
      const saved = await postJson(
        "/edit",
        { name: "N", email: account.email, mno: "9820012345" },
        { cookie: session.cookie, "x-xsrf-token": session.xsrf },
      );
      expect(saved.status).toBe(200);
      const before = await userRow(account.email);
      for (const mno of ["12345", "98765432101", "+44 20 7946 0000", "abcdefghij", ""]) {
        const response = await postJson(
          "/edit",
          { name: "N", email: account.email, mno },
          { cookie: session.cookie, "x-xsrf-token": session.xsrf },
        );
        expect(response.status, mno).toBe(400);
        const answer = await response.json();
        expect(answer).toMatchObject({ ok: false, error: text.profileFailed });
        expect(answer.fields.mno).toBe(
          mno === "" ? messages.field.mobileRequired : messages.field.mobileInvalid,
        );
      }
      expect(await userRow(account.email)).toEqual(before);
    });

    it("registers with a picture: two WebP files (200 and 50 px) served as image/webp with nosniff, and the PDF's JPEG", async () => {
      const before = new Set(storedPictures());
      const account = newAccount();
      const form = new FormData();
      for (const [key, value] of Object.entries(account)) form.append(key, value);
      form.append("image", new Blob([new Uint8Array(await pngImage())], { type: "image/png" }), "me.png");
      const response = await request("/register", {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(201);
      const row = await userRow(account.email);
      expect(row?.image).toMatch(/^[0-9a-f-]{36}$/);
      const added = storedPictures().filter((file) => !before.has(file));
      expect(added.sort()).toEqual([
        `${row?.image}-200.webp`,
        `${row?.image}-50.webp`,
        `${row?.image}-print.jpg`,
      ]);
      for (const size of [200, 50]) {
        const info = await sharp(path.join(userImagesDir(), `${row?.image}-${size}.webp`)).metadata();
        expect(info).toMatchObject({ format: "webp", width: size, height: size });
      }
      expect(leftoverParts()).toEqual([]);

      const session = await login(account);
      const user = await (await getUser(session.cookie)).json();
      expect(user.image).toBe(`/userImages/${row?.image}-200.webp`);
      const picture = await request(user.image);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
      // Helmet sets it on every response, the pictures included.
      expect(picture.headers.get("x-content-type-options")?.split(/,\s*/)[0]).toBe("nosniff");
      const bytes = Buffer.from(await picture.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(200);

      // Names that are not stored pictures are not served.
      for (const bad of ["../app.db", "%2e%2e%2fapp.db", `${row?.image}-100.webp`, "x.webp"]) {
        expect((await request(`/userImages/${bad}`)).status).not.toBe(200);
      }
    });

    it.each([
      ["random bytes named .png", () => randomBytes(2048), "image/png", "broken.png"],
      [
        "an HTML file",
        () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        "text/html",
        "x.png",
      ],
      [
        "an SVG picture",
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "image/svg+xml",
        "x.svg",
      ],
      [
        "a PDF",
        () => Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF"),
        "application/pdf",
        "x.png",
      ],
    ])("refuses %s as the picture with 415 and stores nothing", async (_name, bytes, type, fileName) => {
      const before = storedPictures();
      const account = newAccount();
      const form = new FormData();
      for (const [key, value] of Object.entries(account)) form.append(key, value);
      form.append("image", new Blob([new Uint8Array(bytes())], { type }), fileName);
      const response = await request("/register", {
        method: "POST",
        body: form,
        headers: { accept: "application/json" },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        ok: false,
        error: text.registerFailed,
        fields: { image: text.imageInvalid },
      });
      expect(await userRow(account.email)).toBeUndefined();
      expect(storedPictures()).toEqual(before);
      expect(leftoverParts()).toEqual([]);
    });

    it("changes the picture at /edit (multipart with _csrf) and removes the old files", async () => {
      const account = await register();
      const session = await login(account);
      const upload = async () => {
        const form = new FormData();
        form.append("_csrf", session.xsrf);
        form.append("name", account.name);
        form.append("email", account.email);
        form.append("mno", "9876543210");
        form.append(
          "image",
          new Blob([new Uint8Array(await pngImage(64, 64))], { type: "image/png" }),
          "p.png",
        );
        return request("/edit", {
          method: "POST",
          body: form,
          headers: { cookie: session.cookie, accept: "application/json" },
        });
      };
      expect((await upload()).status).toBe(200);
      const first = (await userRow(account.email))?.image;
      expect(first).toBeTruthy();
      expect((await upload()).status).toBe(200);
      const second = (await userRow(account.email))?.image;
      expect(second).not.toBe(first);
      const files = storedPictures();
      expect(files).toContain(`${second}-50.webp`);
      expect(files).not.toContain(`${first}-50.webp`);
      expect(files).not.toContain(`${first}-200.webp`);

      // Without the token, the picture is not kept either.
      const before = storedPictures();
      const form = new FormData();
      form.append("name", account.name);
      form.append("email", account.email);
      form.append("mno", "9876543210");
      form.append(
        "image",
        new Blob([new Uint8Array(await pngImage(64, 64))], { type: "image/png" }),
        "p.png",
      );
      const refused = await request("/edit", {
        method: "POST",
        body: form,
        headers: { cookie: session.cookie, accept: "application/json" },
      });
      expect(refused.status).toBe(403);
      expect(storedPictures()).toEqual(before);
      expect(leftoverParts()).toEqual([]);
    });
  });
});
