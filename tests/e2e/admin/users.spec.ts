import { adminPages, adminTextBlocks, verifiedText } from "../../../app/content/pages/admin";
import { confirmStep } from "../../../app/content/pages/admin-confirm";
import { messages } from "../../../app/lib/messages";
import { setPasswordMail } from "../../../app/server/mail/account-mails.server";
import { newAccount, pngImage, userId } from "../accounts/accounts";
import { expectNoAxeViolations } from "../axe";
import { expect, test, waitForHydration } from "../fixtures";
import { mailsTo } from "../mailbox";
import { signInAsAdmin } from "./admin";

const { dashboard, newUser, editUser, deleteUser, usersList } = adminPages;
const SET_PASSWORD_SUBJECT = setPasswordMail("", { email: "" }, "").subject;

test("the admin adds a user with a picture, edits and verifies it, unverifies it from the dashboard and deletes it", async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  const account = newAccount();
  const main = page.getByRole("main");
  const status = main.getByRole("status");
  const newName = `${account.name} Edited`;

  /** The dashboard, searched for the account's address. */
  async function findOnDashboard() {
    await visit("/admin/dashboard");
    await main.getByLabel(dashboard.search.q, { exact: true }).fill(account.email);
    await main.getByRole("button", { name: dashboard.search.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?q=/);
  }
  const rowOf = (name: string) => main.getByRole("row").filter({ hasText: name });

  await signInAsAdmin(page, visit);

  await test.step("add the user with a picture: the set-password mail reaches the SMTP sink", async () => {
    await visit("/admin/new-user");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newUser.heading);
    await main.getByLabel(newUser.labels.name, { exact: true }).fill(account.name);
    await main.getByLabel(newUser.labels.email, { exact: true }).fill(account.email);
    await main.getByLabel(newUser.labels.mno, { exact: true }).fill(account.mobile);
    await main.getByLabel(newUser.labels.image, { exact: true }).setInputFiles(await pngImage());
    await main.getByRole("button", { name: newUser.submit, exact: true }).click();
    await expect(status).toHaveText(messages.admin.userAdded);
    await expect(main.getByLabel(newUser.labels.name, { exact: true })).toHaveValue("");
    await expect
      .poll(() => mailsTo(account.email).filter((mail) => mail.subject === SET_PASSWORD_SUBJECT).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await main.getByRole("link", { name: newUser.back.label, exact: true }).click();
    await expect(page).toHaveURL("/admin/dashboard");
  });

  const id = userId(account.email);

  await test.step("the dashboard finds it, Not verified, with its picture; Edit opens the edit form", async () => {
    await findOnDashboard();
    const row = rowOf(account.email);
    await expect(row.getByRole("cell", { name: verifiedText[0], exact: true })).toBeVisible();
    await expect(row.getByRole("img", { name: account.name, exact: true })).toBeVisible();
    await row.getByRole("link", { name: `${dashboard.edit} ${account.name}`, exact: true }).click();
    await expect(page).toHaveURL(`/admin/edit-user?id=${id}`);
  });

  await test.step("edit the name and set Verified to Yes; the text blocks open one by one", async () => {
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(editUser.heading);
    const name = main.getByPlaceholder(editUser.placeholders.name, { exact: true });
    await expect(name).toHaveValue(account.name);
    await expect(main.getByPlaceholder(editUser.placeholders.email, { exact: true })).toHaveValue(
      account.email,
    );
    await expect(main.getByPlaceholder(editUser.placeholders.mobile, { exact: true })).toHaveValue(
      account.mobile,
    );
    await name.fill(newName);
    const verified = main.getByRole("group", { name: editUser.labels.verified, exact: true });
    await expect(verified.getByRole("radio", { name: editUser.labels.no, exact: true })).toBeChecked();
    await verified.getByRole("radio", { name: editUser.labels.yes, exact: true }).check();
    await main.getByRole("button", { name: editUser.submit, exact: true }).click();
    await expect(status).toHaveText(messages.admin.saved);

    const [first, second] = adminTextBlocks;
    const toggle = main.getByRole("button", { name: first.toggle, exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(main.getByText(first.text)).toBeHidden();
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByText(first.text)).toBeVisible();
    await expect(main.getByText(second.text)).toBeHidden();

    await main.getByRole("link", { name: editUser.back.label, exact: true }).click();
    await expect(page).toHaveURL("/admin/dashboard");
  });

  await test.step("the dashboard and the Users List show the new name, Verified", async () => {
    await findOnDashboard();
    await expect(rowOf(account.email).getByRole("cell").nth(2)).toHaveText(newName);
    await expect(
      rowOf(account.email).getByRole("cell", { name: verifiedText[1], exact: true }),
    ).toBeVisible();

    await visit("/htmltopdf");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(usersList.heading);
    const row = rowOf(account.email);
    await expect(row.getByRole("cell")).toHaveText([
      newName,
      account.email,
      account.mobile,
      "",
      verifiedText[1],
    ]);
    await expect(row.getByRole("img", { name: newName, exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: usersList.download, exact: true })).toHaveAttribute(
      "href",
      "/admin/export-users-pdf",
    );
  });

  await test.step("bulk-unverify it from the dashboard by keyboard, after its question", async () => {
    await findOnDashboard();
    await waitForHydration(page);
    await main.getByRole("checkbox", { name: dashboard.selectUser(newName), exact: true }).focus();
    await page.keyboard.press("Space");
    await main.getByRole("button", { name: dashboard.bulk.unverify, exact: true }).focus();
    await page.keyboard.press("Enter");
    // The question names the action and the count, and its button has the focus.
    await expect(main.getByRole("heading", { name: confirmStep.heading })).toBeVisible();
    await expect(main.getByText(dashboard.confirm.question.unverify(1))).toBeVisible();
    await expect(main.getByRole("listitem").filter({ hasText: newName })).toBeVisible();
    const confirm = main.getByRole("button", { name: dashboard.confirm.submit.unverify(1), exact: true });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page, "the dashboard's question");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/result=saved&done=unverify&count=1/);
    await waitForHydration(page);
    await expect(status).toHaveText(`${messages.admin.saved}${dashboard.done.unverify(1)}`);
    await expect(
      rowOf(account.email).getByRole("cell", { name: verifiedText[0], exact: true }),
    ).toBeVisible();
  });

  await test.step("delete it after the confirmation page", async () => {
    await rowOf(account.email)
      .getByRole("link", { name: `${dashboard.delete} ${newName}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/admin/delete-user?id=${id}`);
    await expect(main.getByText(deleteUser.question(newName, account.email))).toBeVisible();
    await main.getByRole("button", { name: deleteUser.submit, exact: true }).click();
    await expect(page).toHaveURL("/admin/dashboard?result=deleted");
    await expect(status).toHaveText(messages.admin.userDeleted);
    await findOnDashboard();
    await expect(main.getByRole("cell", { name: messages.admin.usersNotFound, exact: true })).toBeVisible();
  });
});
