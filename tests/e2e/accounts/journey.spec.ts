import { footerLinks } from "../../../app/content/navigation";
import { accountPages } from "../../../app/content/pages/account";
import { messages } from "../../../app/lib/messages";
import { expect, test } from "../fixtures";
import { linkFromMail, newAccount, pngImage, submitLogin, userId } from "./accounts";

const { register, profile, edit, forget, forgetPassword, emailVerified } = accountPages;
const loginFooterLabel = footerLinks.find((link) => link.to === accountPages.login.seo.path)?.label ?? "";

test.describe("the whole account journey", () => {
  test.describe.configure({ mode: "serial" });
  // A wrong password is answered 401: the browser logs that response.
  test.use({ refusedRequests: [{ path: "/login.data", status: 401 }] });

  test("register with a picture, verify by mail, log in, edit, log out, reset the password by mail", async ({
    page,
    visit,
  }) => {
    test.setTimeout(90_000);
    const account = newAccount();
    const main = page.getByRole("main");
    const status = main.getByRole("status");

    await test.step("from the home page, the footer's Login and the login page's Register", async () => {
      await visit("/");
      await page.getByRole("contentinfo").getByRole("link", { name: loginFooterLabel, exact: true }).click();
      await expect(page).toHaveURL("/login");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountPages.login.heading);
      await main.getByRole("link", { name: accountPages.login.links[0]?.label, exact: true }).click();
      await expect(page).toHaveURL("/register");
    });

    await test.step("register with a picture", async () => {
      await main.getByPlaceholder(register.placeholders.name, { exact: true }).fill(account.name);
      await main.getByPlaceholder(register.placeholders.email, { exact: true }).fill(account.email);
      await main.getByPlaceholder(register.placeholders.mno, { exact: true }).fill(account.mobile);
      await main.getByLabel(register.labels.image, { exact: true }).setInputFiles(await pngImage());
      await main.getByPlaceholder(register.placeholders.password, { exact: true }).fill(account.password);
      await main.getByRole("button", { name: register.submit, exact: true }).click();
      await expect(status).toHaveText(messages.account.registered);
    });

    await test.step("the verification mail's link verifies the address", async () => {
      const { link, mail } = await linkFromMail(account.email, "verification");
      expect(mail.to).toEqual([account.email]);
      expect(mail.html).toContain(`href="${link}"`);
      expect(new URL(link).pathname).toBe("/email-verified");
      await visit(link);
      await expect(status).toHaveText(messages.account.emailVerified);
      await main.getByRole("link", { name: emailVerified.loginLink, exact: true }).click();
      await expect(page).toHaveURL("/login");
    });

    const id = userId(account.email);

    await test.step("log in: the profile shows the name, the picture, the email, the mobile and Verified", async () => {
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
        profile.verified,
      ]);
    });

    const newName = `${account.name} Renamed`;
    await test.step("Edit changes the name", async () => {
      const editLink = main.getByRole("link", { name: profile.edit, exact: true });
      await expect(editLink).toHaveAttribute("href", `/edit?id=${id}`);
      await editLink.click();
      await expect(page).toHaveURL(`/edit?id=${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(edit.heading);
      const name = main.getByLabel(edit.labels.name, { exact: true });
      await expect(name).toHaveValue(account.name);
      await name.fill(newName);
      await main.getByRole("button", { name: edit.submit, exact: true }).click();
      await expect(status).toHaveText(messages.account.profileSaved);
      await main.getByRole("link", { name: edit.back, exact: true }).click();
      await expect(page).toHaveURL("/home");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.welcome(newName));
      await expect(main.getByRole("definition")).toHaveText([
        account.email,
        account.mobile,
        profile.verified,
      ]);
    });

    await test.step("Logout lands on the login page, and the profile is closed again", async () => {
      await main.getByRole("button", { name: profile.logout, exact: true }).click();
      await expect(page).toHaveURL("/login");
      await visit("/home");
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent("/home")}`);
    });

    const newPassword = `Green-teapot-${id.slice(0, 8)}`;
    let resetLink = "";
    await test.step("a reset link by mail sets a new password", async () => {
      await visit("/forget");
      await main.getByLabel(forget.labels.email, { exact: true }).fill(account.email);
      await main.getByRole("button", { name: forget.submit, exact: true }).click();
      await expect(status).toHaveText(messages.account.resetSent);

      resetLink = (await linkFromMail(account.email, "reset")).link;
      expect(new URL(resetLink).pathname).toBe("/forget-password");
      await visit(resetLink);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forgetPassword.heading);
      await main.getByLabel(forgetPassword.labels.password, { exact: true }).fill(newPassword);
      await main.getByRole("button", { name: forgetPassword.submit, exact: true }).click();
      await expect(status).toHaveText(messages.account.passwordChanged);
      await expect(main.getByLabel(forgetPassword.labels.password, { exact: true })).toHaveCount(0);
    });

    await test.step("the new password logs in, the old one no longer does", async () => {
      await main.getByRole("link", { name: forgetPassword.loginLink, exact: true }).click();
      await expect(page).toHaveURL("/login");
      await submitLogin(page, account.email, newPassword);
      await expect(page).toHaveURL("/home");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(profile.welcome(newName));
      await main.getByRole("button", { name: profile.logout, exact: true }).click();
      await expect(page).toHaveURL("/login");

      await submitLogin(page, account.email, account.password);
      await expect(status).toHaveText(messages.account.loginFailed);
      await expect(page).toHaveURL("/login");
    });

    await test.step("the used reset link is refused and shows no form", async () => {
      await visit(resetLink);
      await expect(status).toHaveText(messages.account.linkInvalid);
      await expect(main.getByRole("button", { name: forgetPassword.submit })).toHaveCount(0);
      await expect(main.getByLabel(forgetPassword.labels.password)).toHaveCount(0);
      await expect(main.getByRole("link", { name: forgetPassword.askAgain, exact: true })).toHaveAttribute(
        "href",
        "/forget",
      );
    });
  });
});
