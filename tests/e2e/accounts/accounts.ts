import { randomInt, randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { accountPages } from "../../../app/content/pages/account";
import { resetMail, verificationMail } from "../../../app/server/mail/account-mails.server";
import type { ReceivedMail } from "../../support/smtp";
import { storedRows } from "../leads/stored";
import { mailsTo } from "../mailbox";

export interface Account {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** An account no other test uses; its password is not on the common-password list. */
export function newAccount(): Account {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Asha Test ${tag}`,
    // A domain of its own: the site mails one domain 20 verification links a day (decision 036).
    email: `account-${randomUUID().slice(0, 12)}@${tag}.example.com`,
    mobile: `98${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
    password: `Blue-kettle-${randomUUID().slice(0, 8)}`,
  };
}

/** A 300x200 PNG picture of a colour of its own, for the image inputs. */
export async function pngImage(name = "me.png") {
  const buffer = await sharp({
    create: {
      width: 300,
      height: 200,
      channels: 3,
      background: { r: randomInt(0, 256), g: randomInt(0, 256), b: randomInt(0, 256) },
    },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Creates the account through the API, for tests about other screens; with a picture, as multipart. */
export async function registerThroughApi(
  request: APIRequestContext,
  account: Account,
  image?: Awaited<ReturnType<typeof pngImage>>,
) {
  const fields = {
    name: account.name,
    email: account.email,
    mno: account.mobile,
    password: account.password,
  };
  const response = await request.post(
    "/register",
    image ? { multipart: { ...fields, image }, headers: { Accept: "application/json" } } : { data: fields },
  );
  expect(response.status(), await response.text()).toBe(201);
}

/** The stored user's id, found by the (unique) email address. */
export function userId(email: string): string {
  const row = storedRows<{ id: string }>("select id from users where email = ?", email)[0];
  if (!row) throw new Error(`no user with the address ${email}`);
  return row.id;
}

/** Fills the login form of the page on screen and sends it. */
export async function submitLogin(page: Page, email: string, password: string) {
  const main = page.getByRole("main");
  const { labels, submit } = accountPages.login;
  await main.getByLabel(labels.email, { exact: true }).fill(email);
  await main.getByLabel(labels.password, { exact: true }).fill(password);
  await main.getByRole("button", { name: submit, exact: true }).click();
}

const subjects = {
  verification: verificationMail("", { email: "" }, "").subject,
  reset: resetMail("", { email: "" }, "").subject,
};

/**
 * Waits until the SMTP sink has received the `count`th mail of this kind for the address, and
 * returns the link in it (the newest such mail).
 */
export async function linkFromMail(
  address: string,
  kind: keyof typeof subjects,
  count = 1,
): Promise<{ link: string; mail: ReceivedMail }> {
  const matching = () => mailsTo(address).filter((mail) => mail.subject === subjects[kind]);
  await expect
    .poll(() => matching().length, { message: `the ${kind} mail to ${address}`, timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = matching()[count - 1] as ReceivedMail;
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in the mail:\n${mail.text}`);
  return { link, mail };
}

/** Logs the page's browser in through the login form and waits for the profile. */
export async function signIn(page: Page, visit: (path: string) => Promise<void>, account: Account) {
  await visit("/login");
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL("/home");
}
