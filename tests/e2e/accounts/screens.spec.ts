import { accountPages } from "../../../app/content/pages/account";
import { confirmAccessMessages, confirmAccessPath } from "../../../app/lib/confirm-access";
import { messages } from "../../../app/lib/messages";
import { emailChangedMail } from "../../../app/server/mail/account-mails.server";
import { ageConfirmation } from "../admin/site-database";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../fixtures";
import { storedRows } from "../leads/stored";
import { mailsTo } from "../mailbox";
import {
  linkFromMail,
  newAccount,
  pngImage,
  registerThroughApi,
  signIn,
  submitLogin,
  userId,
} from "./accounts";

const { register, login, verification, emailVerified, forget, forgetPassword, profile, edit } = accountPages;

// One test per account screen, its checks as steps over one visit, each screen scanned by axe with
// the WCAG 2.0/2.1 A and AA rules as the public pages are.
test.describe("/register", () => {
  test.use({ refusedRequests: [{ path: "/register", status: 400 }] });

  test("shows the form with its placeholders and 'No message available'; a common password is refused keeping what was typed; a success empties it", async ({
    page,
    visit,
  }) => {
    await visit("/register");
    const main = page.getByRole("main");
    const status = main.getByRole("status");
    const field = (placeholder: string) => main.getByPlaceholder(placeholder, { exact: true });
    const image = main.getByLabel(register.labels.image, { exact: true });

    await test.step("shows the registration form with its placeholders and 'No message available'", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(register.heading);
      for (const placeholder of Object.values(register.placeholders)) {
        await expect(field(placeholder)).toBeVisible();
        await expect(field(placeholder)).toHaveAttribute("required", "");
      }
      await expect(main.getByPlaceholder(register.placeholders.email)).toHaveAttribute("type", "email");
      await expect(main.getByPlaceholder(register.placeholders.password)).toHaveAttribute("type", "password");
      await expect(image).toHaveAttribute("type", "file");
      await expect(image).toHaveAttribute("required", "");
      await expect(main.getByRole("button", { name: register.submit, exact: true })).toBeVisible();
      await expect(status).toHaveText(messages.account.noMessage);
      await expectNoAxeViolations(page);
    });

    await test.step("a form without a picture is refused at the picture, and nothing is sent", async () => {
      const account = newAccount();
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await field(register.placeholders.name).fill(account.name);
      await field(register.placeholders.email).fill(account.email);
      await field(register.placeholders.mno).fill(account.mobile);
      await field(register.placeholders.password).fill(account.password);
      await main.getByRole("button", { name: register.submit, exact: true }).click();
      await expect(image).toHaveAccessibleDescription(messages.upload.noFile);
      await expect(image).toBeFocused();
      expect(posts).toEqual([]);
      expect(storedRows("select id from users where email = ?", account.email)).toEqual([]);
      for (const placeholder of Object.values(register.placeholders)) await field(placeholder).fill("");
    });

    await test.step("a common password: 'Registration failed' with the field's message, and the form keeps what was typed; a success empties it", async () => {
      const account = newAccount();
      await field(register.placeholders.name).fill(account.name);
      await field(register.placeholders.email).fill(account.email);
      await field(register.placeholders.mno).fill(account.mobile);
      await image.setInputFiles(await pngImage());
      await field(register.placeholders.password).fill("password1");
      await main.getByRole("button", { name: register.submit, exact: true }).click();

      await expect(status).toContainText(messages.account.registerFailed);
      await expect(status).toContainText(messages.field.passwordCommon);
      await expect(field(register.placeholders.password)).toHaveAccessibleDescription(
        messages.field.passwordCommon,
      );
      await expect(field(register.placeholders.name)).toHaveValue(account.name);
      await expect(field(register.placeholders.email)).toHaveValue(account.email);
      await expect(field(register.placeholders.mno)).toHaveValue(account.mobile);
      await expect(image).not.toHaveValue("");
      expect(storedRows("select id from users where email = ?", account.email)).toEqual([]);

      await field(register.placeholders.password).fill(account.password);
      await main.getByRole("button", { name: register.submit, exact: true }).click();
      await expect(status).toHaveText(messages.account.registered);
      for (const placeholder of Object.values(register.placeholders)) {
        await expect(field(placeholder)).toHaveValue("");
      }
      await expect(image).toHaveValue("");
      userId(account.email);
    });
  });
});

test("/login shows 'User Login', its links and the message for no message, and its links open the register, forget and verification screens", async ({
  page,
  visit,
}) => {
  await visit("/login");
  const main = page.getByRole("main");
  await test.step("shows 'User Login', its links and the message for no message", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(login.heading);
    await expect(main.getByLabel(login.labels.email, { exact: true })).toHaveAttribute("type", "email");
    await expect(main.getByLabel(login.labels.password, { exact: true })).toHaveAttribute("type", "password");
    await expect(main.getByRole("button", { name: login.submit, exact: true })).toBeVisible();
    expect(login.links.map((link) => link.to)).toEqual(["/register", "/forget", "/verification"]);
    for (const link of login.links) {
      await expect(main.getByRole("link", { name: link.label, exact: true })).toHaveAttribute(
        "href",
        link.to,
      );
    }
    await expect(main.getByRole("status")).toHaveText(messages.account.loginNoMessage);
    await expectNoAxeViolations(page);
  });

  await test.step("its links open the register, forget and verification screens", async () => {
    const headings = [register.heading, forget.heading, verification.heading];
    for (const [index, link] of login.links.entries()) {
      if (index > 0) await visit("/login");
      await main.getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.to);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[index] ?? "");
    }
  });
});

test("/verification: 'Send Verification Link' answers the same for any address and empties the field; a mailbox gets one link a day", async ({
  page,
  request,
  visit,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await visit("/verification");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(verification.heading);
  await expectNoAxeViolations(page);
  const email = main.getByLabel(verification.labels.email, { exact: true });
  const send = main.getByRole("button", { name: verification.submit, exact: true });

  await email.fill(`nobody-${account.email}`);
  await send.click();
  await expect(main.getByRole("status")).toHaveText(messages.account.verificationSent);
  await expect(email).toHaveValue("");

  // A second send on the same page empties the field again.
  await email.fill(account.email);
  await send.click();
  await expect(main.getByRole("status")).toHaveText(messages.account.verificationSent);
  await expect(email).toHaveValue("");
  // The registration's link came; the mailbox has had its verification mail of the day, so no second.
  await linkFromMail(account.email, "verification", 1);
  expect(mailsTo(account.email)).toHaveLength(1);
});

test("/email-verified with a bad token or none shows the invalid-link text and a link to ask again", async ({
  page,
  visit,
}) => {
  for (const path of ["/email-verified?token=not-a-token", "/email-verified"]) {
    await test.step(path, async () => {
      await visit(path);
      const main = page.getByRole("main");
      await expect(main.getByRole("status")).toHaveText(messages.account.linkInvalid);
      await expect(main.getByText(messages.account.emailVerified)).toHaveCount(0);
      await expect(main.getByRole("link", { name: emailVerified.askAgain, exact: true })).toHaveAttribute(
        "href",
        "/verification",
      );
    });
  }
});

test("/forget shows 'Forget' and 'Send Reset Link', which answers the same for an unknown address and empties the field after every send", async ({
  page,
  visit,
}) => {
  await visit("/forget");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(forget.heading);
  await expectNoAxeViolations(page);
  const email = main.getByLabel(forget.labels.email, { exact: true });
  for (const address of [`nobody-${newAccount().email}`, `nobody-else-${newAccount().email}`]) {
    await email.fill(address);
    await main.getByRole("button", { name: forget.submit, exact: true }).click();
    await expect(main.getByRole("status")).toHaveText(messages.account.resetSent);
    await expect(email).toHaveValue("");
  }
});

test.describe("/forget-password", () => {
  test.use({ refusedRequests: [{ path: "/forget-password", status: 400 }] });

  test("a reset link shows 'Forget Password' with the token in a hidden field; a common password is refused and the link stays usable; without a token, the invalid-link text and no form", async ({
    page,
    request,
    visit,
  }) => {
    const main = page.getByRole("main");
    await test.step("a reset link shows the form with the token; a common password is refused and the link stays usable", async () => {
      const account = newAccount();
      await registerThroughApi(request, account);
      const sent = await request.post("/forget", { data: { email: account.email } });
      expect(sent.status()).toBe(200);
      const { link } = await linkFromMail(account.email, "reset");
      const token = new URL(link).searchParams.get("token");

      await visit(`/forget-password?token=${encodeURIComponent(token ?? "")}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forgetPassword.heading);
      await expectNoAxeViolations(page);
      await expect(main.locator('input[type="hidden"][name="token"]')).toHaveValue(token ?? "missing");
      const password = main.getByLabel(forgetPassword.labels.password, { exact: true });
      await expect(password).toHaveAttribute("type", "password");
      const submit = main.getByRole("button", { name: forgetPassword.submit, exact: true });

      await password.fill("password1");
      await submit.click();
      await expect(main.getByRole("status")).toContainText(messages.account.passwordNotChanged);
      await expect(password).toHaveAccessibleDescription(messages.field.passwordCommon);

      await password.fill(`${account.password}-new`);
      await submit.click();
      await expect(main.getByRole("status")).toHaveText(messages.account.passwordChanged);
    });

    await test.step("without a token it shows the invalid-link text and no form", async () => {
      await visit("/forget-password");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(forgetPassword.heading);
      await expect(main.getByRole("status")).toHaveText(messages.account.linkInvalid);
      await expect(main.getByRole("button", { name: forgetPassword.submit })).toHaveCount(0);
      await expect(main.getByRole("link", { name: forgetPassword.askAgain, exact: true })).toHaveAttribute(
        "href",
        "/forget",
      );
    });
  });
});

test("signed-in screens send an anonymous visitor to /login?redirectTo=…, and logging in lands back on them", async ({
  page,
  request,
  visit,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  for (const [path, heading] of [
    ["/home", profile.welcome(account.name)],
    ["/edit?id=someone-else", edit.heading],
  ] as const) {
    await test.step(path, async () => {
      await page.context().clearCookies();
      await visit(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await submitLogin(page, account.email, account.password);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }
});

test("/home: an unverified account without a picture shows 'Not verified' and no picture", async ({
  page,
  request,
  visit,
}) => {
  const account = newAccount();
  await registerThroughApi(request, account);
  await signIn(page, visit, account);
  const main = page.getByRole("main");
  await expect(main.getByRole("definition")).toHaveText([account.email, account.mobile, profile.notVerified]);
  await expect(main.getByRole("img")).toHaveCount(0);
});

test.describe("signed in with a picture", () => {
  test.use({ refusedRequests: [{ path: "/edit.data", status: 400 }] });

  test("/home and /edit show the picture and pass the scan; /edit refuses a 9-digit mobile with 'Enter valid mobile number.' next to the field", async ({
    page,
    request,
    visit,
  }) => {
    const account = newAccount();
    await registerThroughApi(request, account, await pngImage());
    await signIn(page, visit, account);
    const main = page.getByRole("main");

    await test.step("/home shows the picture and has no WCAG 2.1 AA violations", async () => {
      await expect(main.locator("img")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    await test.step("/edit shows the picture and has no WCAG 2.1 AA violations", async () => {
      await visit(`/edit?id=${userId(account.email)}`);
      await expect(main.locator("img")).toHaveCount(1);
      await expectNoAxeViolations(page);
    });

    await test.step("/edit refuses a 9-digit mobile with 'Enter valid mobile number.' next to the field", async () => {
      const mobile = main.getByLabel(edit.labels.mno, { exact: true });
      const update = main.getByRole("button", { name: edit.submit, exact: true });
      await expect(mobile).toHaveValue(account.mobile);

      await mobile.fill("987654321");
      await update.click();
      await expect(main.getByRole("status")).toContainText(messages.account.profileFailed);
      await expect(mobile).toHaveAccessibleDescription(messages.field.mobileInvalid);
      expect(
        storedRows<{ mobile: string }>("select mobile from users where email = ?", account.email),
      ).toEqual([{ mobile: account.mobile }]);
    });
  });
});

test.describe("sessions and the email change", () => {
  // Two refusals: the list goes in a fixture's [value, options] form, as Playwright reads a pair.
  test.use({
    refusedRequests: [
      [
        { path: "/edit.data", status: 403 },
        { path: "/confirm-access.data", status: 403 },
      ],
      { scope: "test" },
    ],
  });

  test("/home lists 'Your sessions' with 'This device', 'Log out everywhere else' ends the others; /edit changes the email only within 10 minutes of the password", async ({
    page,
    request,
    visit,
  }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    // A second device: the API client logs in with its own cookies.
    expect(
      (await request.post("/login", { data: { email: account.email, password: account.password } })).status(),
    ).toBe(200);
    await signIn(page, visit, account);
    const elsewhere = () => request.get("/user", { headers: { accept: "application/json" } });
    const main = page.getByRole("main");
    const sessions = main.getByRole("table", { name: profile.sessions.caption });

    await test.step("/home lists both sessions, this one first and marked 'This device', and passes the scan", async () => {
      await expect(main.getByRole("heading", { level: 2, name: profile.sessions.heading })).toBeVisible();
      const rows = sessions.getByRole("row");
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1).getByRole("rowheader")).toContainText(profile.sessions.thisDevice);
      await expect(rows.nth(2)).not.toContainText(profile.sessions.thisDevice);
      await expect(rows.nth(1)).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} IST/);
      await expectNoAxeViolations(page);
    });

    await test.step("'Log out everywhere else' ends the other session and says so; this one stays", async () => {
      await main.getByRole("button", { name: profile.sessions.logoutOthers, exact: true }).click();
      await expect(page).toHaveURL("/home?result=others-logged-out");
      await expect(main.getByRole("status")).toHaveText(messages.account.otherSessionsEnded);
      await expect(main.getByRole("status")).toBeFocused();
      await expect(main.getByRole("status")).toBeInViewport();
      await expect(sessions.getByRole("row")).toHaveCount(2);
      expect((await elsewhere()).status()).toBe(401);
    });

    await test.step("/edit refuses a new email once the sign-in is more than 10 minutes old, next to the field, changing nothing", async () => {
      await ageConfirmation(account.email);
      await visit(`/edit?id=${userId(account.email)}`);
      const email = main.getByLabel(edit.labels.email, { exact: true });
      await expect(email).toHaveAccessibleDescription(confirmAccessMessages.emailNeedsIt);
      await email.fill(`moved-${account.email}`);
      await main.getByRole("button", { name: edit.submit, exact: true }).click();
      await expect(main.getByRole("status")).toContainText(messages.account.profileFailed);
      await expect(email).toHaveAccessibleDescription(
        `${confirmAccessMessages.emailNeedsIt} ${confirmAccessMessages.needed}`,
      );
      expect(storedRows("select id from users where email = ?", `moved-${account.email}`)).toEqual([]);
    });

    await test.step("'Confirm it is you' asks for the password, a wrong one is refused, the right one leads back to /edit", async () => {
      await main.getByRole("link", { name: edit.confirmLink, exact: true }).click();
      await expect(page).toHaveURL(confirmAccessPath("/edit"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(accountPages.confirmAccess.heading);
      // An account without a second factor is asked for its password only.
      await expect(main.getByLabel(accountPages.confirmAccess.labels.code, { exact: true })).toHaveCount(0);
      const password = main.getByLabel(accountPages.confirmAccess.labels.password, { exact: true });
      await password.fill(`${account.password}-wrong`);
      await main.getByRole("button", { name: accountPages.confirmAccess.submit, exact: true }).click();
      await expect(main.getByRole("status")).toContainText(confirmAccessMessages.wrongPassword);
      await expectNoAxeViolations(page, "confirm access, wrong password");
      await password.fill(account.password);
      await main.getByRole("button", { name: accountPages.confirmAccess.submit, exact: true }).click();
      await expect(page).toHaveURL("/edit");
      await expect(main.getByLabel(edit.labels.email, { exact: true })).not.toHaveAccessibleDescription(
        confirmAccessMessages.emailNeedsIt,
      );
    });

    await test.step("the email changes now, the old address gets a notice, and the page stays signed in", async () => {
      await main.getByLabel(edit.labels.email, { exact: true }).fill(`moved-${account.email}`);
      await main.getByRole("button", { name: edit.submit, exact: true }).click();
      await expect(main.getByRole("status")).toHaveText(messages.account.profileSaved);
      userId(`moved-${account.email}`);
      const notice = emailChangedMail({ from: "", to: "", byAdmin: false }, { at: "" }, "").subject;
      await expect
        .poll(() => mailsTo(account.email).filter((mail) => mail.subject === notice).length)
        .toBe(1);
      // The next save goes through on the rotated session, no reload needed.
      await main.getByLabel(edit.labels.name, { exact: true }).fill(`${account.name} Moved`);
      await main.getByRole("button", { name: edit.submit, exact: true }).click();
      await expect(main.getByRole("status")).toHaveText(messages.account.profileSaved);
      await expect
        .poll(() =>
          storedRows<{ name: string }>(
            "select name from users where id = ?",
            userId(`moved-${account.email}`),
          ),
        )
        .toEqual([{ name: `${account.name} Moved` }]);
    });
  });
});
