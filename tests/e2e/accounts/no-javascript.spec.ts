import { accountPages } from "../../../app/content/pages/account";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { storedRows } from "../leads/stored";
import { newAccount, pngImage, registerThroughApi, submitLogin } from "./accounts";

const { register, login, profile, edit } = accountPages;

// Plain HTML form posts: the pages work before (or without) React, as docs/architecture.md section 6 promises.
test.describe("account screens without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("register with a picture (multipart), log in to the profile, log out", async ({ page }) => {
    const account = newAccount();
    const main = page.getByRole("main");
    await page.goto("/register");
    await main.getByPlaceholder(register.placeholders.name, { exact: true }).fill(account.name);
    await main.getByPlaceholder(register.placeholders.email, { exact: true }).fill(account.email);
    await main.getByPlaceholder(register.placeholders.mno, { exact: true }).fill(account.mobile);
    await main.getByLabel(register.labels.image, { exact: true }).setInputFiles(await pngImage());
    await main.getByPlaceholder(register.placeholders.password, { exact: true }).fill(account.password);
    await main.getByRole("button", { name: register.submit, exact: true }).click();
    await expect(page).toHaveURL("/register");
    await expect(main.getByRole("status")).toHaveText(messages.account.registered);
    await expect(main.getByPlaceholder(register.placeholders.name, { exact: true })).toHaveValue("");
    const [stored] = storedRows<{ image: string | null }>(
      "select image from users where email = ?",
      account.email,
    );
    expect(stored?.image).toBeTruthy();

    await page.goto("/login");
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL("/home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.welcome(account.name));
    const picture = main.getByRole("img", { name: account.name, exact: true });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.getByRole("definition")).toHaveText([
      account.email,
      account.mobile,
      profile.notVerified,
    ]);

    await main.getByRole("button", { name: profile.logout, exact: true }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/home");
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/home")}`);
  });

  test("logging in from a redirect lands on the page asked for", async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto("/edit");
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/edit")}`);
    await submitLogin(page, account.email, account.password);
    await expect(page).toHaveURL("/edit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(edit.heading);
    await expect(page.getByRole("main").getByLabel(edit.labels.name, { exact: true })).toHaveValue(
      account.name,
    );
  });

  test.describe("a wrong password", () => {
    test.use({ refusedRequests: [{ path: "/login", status: 401 }] });

    test("stays on the login page with 'Wrong email or password.', keeping the email typed", async ({
      page,
      request,
    }) => {
      const account = newAccount();
      await registerThroughApi(request, account);
      await page.goto("/login");
      await submitLogin(page, account.email, `${account.password}-wrong`);
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("main").getByRole("status")).toHaveText(messages.account.loginFailed);
      const main = page.getByRole("main");
      await expect(main.getByLabel(login.labels.email, { exact: true })).toHaveValue(account.email);
      await expect(main.getByLabel(login.labels.password, { exact: true })).toHaveValue("");
    });
  });
});
