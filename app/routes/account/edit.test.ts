import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { avatarDir } from "~/server/accounts/avatars.server";
import { readSession, startSession } from "~/server/auth/sessions.server";
import { incomingDir } from "~/server/http/multipart.server";
import { rateRules } from "~/server/rate-limit.server";
import { pngImage } from "../../../tests/support/account-client";
import { testDialects } from "../../../tests/support/databases";
import {
  actionArgs,
  answerOf,
  type InProcessSite,
  insertUser,
  openInProcessSite,
} from "../../../tests/support/in-process";
import { tag } from "../../../tests/support/site-client";
import { action } from "./edit";

const url = "https://www.example.in/edit";

// The profile form's action, called in process as React Router calls it.
describe.each(testDialects)("the /edit action on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  const submit = async (request: Request, clientIp: string) =>
    answerOf(await action(actionArgs(request, "/edit", site.context(clientIp))));

  /** A signed-in user's cookie header and XSRF token. */
  async function signIn(email: string) {
    const deps = { db: site.app.db, config: site.config, clientIp: "127.0.0.1" };
    const userId = await insertUser(site.app.db, { email });
    const cookies = await startSession(deps, new Request(url), userId);
    const cookie = cookies.map((set) => set.split(";")[0]).join("; ");
    const session = await readSession(deps, new Request(url, { headers: { cookie } }));
    return { userId, cookie, xsrf: session?.csrfToken ?? "" };
  }

  /** Every file under the pictures folder, the partly received ones included. */
  const pictureFiles = async () => [
    ...(await readdir(avatarDir(site.config.DATA_DIR)).catch(() => [])),
    ...(await readdir(incomingDir(avatarDir(site.config.DATA_DIR))).catch(() => [])),
  ];

  it(`counts each save as an upload: past ${rateRules.upload.limit} an hour from one address, 429 and Retry-After, the picture unread`, async () => {
    const email = `edit.${tag()}@example.in`;
    const { userId, cookie, xsrf } = await signIn(email);
    const withPicture = async () => {
      const form = new FormData();
      form.append("_csrf", xsrf);
      form.append("name", "Renamed User");
      form.append("email", email);
      form.append("mno", "9820012345");
      form.append("image", new Blob([new Uint8Array(await pngImage())], { type: "image/png" }), "me.png");
      return new Request(url, { method: "POST", headers: { cookie }, body: form });
    };
    const uploader = "198.51.100.30";
    // Refused bodies count too.
    for (let sent = 0; sent < rateRules.upload.limit; sent++) {
      const notAForm = new Request(url, {
        method: "POST",
        headers: { cookie, "content-type": "text/plain" },
        body: "x",
      });
      expect((await submit(notAForm, uploader)).status).toBe(415);
    }
    const before = await pictureFiles();

    const refused = await submit(await withPicture(), uploader);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(rateRules.upload.windowSeconds);
    expect(refused.body).toEqual({
      ok: false,
      error: messages.account.profileFailed,
      details: messages.generic.rateLimited(Math.ceil(Number(refused.retryAfter) / 60)),
    });
    expect(await pictureFiles()).toEqual(before);
    const user = () =>
      site.app.db.selectFrom("users").select(["name", "image"]).where("id", "=", userId).executeTakeFirst();
    expect(await user()).toEqual({ name: "Ordinary User", image: null });

    const other = await submit(await withPicture(), "198.51.100.31");
    expect(other.status).toBe(200);
    expect((await user())?.image).not.toBeNull();
  });
});
