import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { coursePayment } from "~/content/pages/course-payment";
import type { PaymentInstructions } from "~/lib/upi";
import { EnrolmentConfirmation } from "../CourseForm";

// A one-pixel SVG stands in for the server's QR code: the panel shows whatever it is given.
const qrCode = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')}`;
const link = "upi://pay?pa=mumbaisoft@okaxis&pn=Mumbai%20Soft&am=18000.00&cu=INR&tn=ENR-1A2B3C4D";

describe("EnrolmentConfirmation", () => {
  // It takes the focus as the page loads (autofocus, after a post without JavaScript), or from the
  // lead form's script: the browser tests check both.
  it("shows on a phone below a long form the batch, what is due, the QR code, the UPI link and the reference", async () => {
    await page.viewport(390, 844);
    const payment: PaymentInstructions = {
      reference: "ENR-1A2B3C4D",
      payWithinDays: 3,
      upi: { rupees: 18_000, link, qrCode },
      otherwise: { due: { USD: 2000 }, bankDetails: "HDFC Bank\nAccount 5010 0000 0000" },
    };
    const screen = await render(
      <>
        <div style={{ height: 2000 }}>The course form</div>
        <EnrolmentConfirmation
          enrolled={[
            { course: "Java", batch: "Sat, 6 Mar 2027 · Sat–Sun, 10:00–13:00 · Classroom · Andheri" },
          ]}
          due={{ INR: 18_000, USD: 2000 }}
          payment={payment}
        />
      </>,
    );
    const panel = screen.getByRole("region", { name: coursePayment.confirmationHeading });
    await expect.element(panel).toBeVisible();
    await expect
      .element(
        screen.getByText("Sat, 6 Mar 2027 · Sat–Sun, 10:00–13:00 · Classroom · Andheri", { exact: false }),
      )
      .toBeVisible();
    await expect.element(screen.getByText(coursePayment.due({ INR: 18_000, USD: 2000 }))).toBeVisible();
    await expect.element(screen.getByRole("img", { name: coursePayment.qrAlt(18_000) })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: coursePayment.openApp }))
      .toHaveAttribute("href", link);
    await expect.element(screen.getByText(coursePayment.reference("ENR-1A2B3C4D"))).toBeVisible();
    await expect.element(screen.getByText(coursePayment.keepSeat(3))).toBeVisible();
    await expect.element(screen.getByText(/HDFC Bank/)).toBeVisible();
    await expect.element(screen.getByText(coursePayment.bank({ USD: 2000 }))).toBeVisible();
  });

  it("says the company will write when there is no UPI or bank to show", async () => {
    const screen = await render(
      <EnrolmentConfirmation
        enrolled={[]}
        due={{ INR: 18_000 }}
        payment={{
          reference: "ENR-00000001",
          payWithinDays: 3,
          otherwise: { due: { INR: 18_000 }, bankDetails: null },
        }}
      />,
    );
    await expect.element(screen.getByText(coursePayment.later({ INR: 18_000 }))).toBeVisible();
    expect(screen.container.querySelector("img")).toBeNull();
    expect(screen.container.querySelector('a[href^="upi:"]')).toBeNull();
  });
});
