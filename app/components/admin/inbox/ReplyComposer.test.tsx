import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { ReplyComposer } from "./ReplyComposer";

const text = adminInboxPages.lead;

const templates = [
  {
    key: "reply-thanks",
    label: "Thank you",
    subject: "About your feedback",
    body: "Hello Asha,\n\nThank you.",
  },
  { key: "reply-call", label: "Offer a call", subject: "Shall we talk?", body: "Hello Asha,\n\nCall us." },
];

function LeadPage() {
  return (
    <ReplyComposer
      templates={templates}
      chosen={null}
      draft={{ subject: "", body: "" }}
      csrfToken="token-1"
      busy={false}
      errors={{}}
    />
  );
}

async function composer() {
  const Stub = createRoutesStub([{ path: "/lead", Component: LeadPage }]);
  const screen = await render(<Stub initialEntries={["/lead"]} />);
  const chooser = screen.getByRole("combobox", { name: text.templateLabel });
  const subject = screen.getByRole("textbox", { name: text.subjectLabel });
  const body = screen.getByRole("textbox", { name: text.bodyLabel });
  const status = screen.getByRole("status");
  const replace = screen.getByRole("button", { name: text.replaceTyped });
  const keep = screen.getByRole("button", { name: text.keepTyped });
  return { screen, chooser, subject, body, status, replace, keep };
}

// Where JavaScript runs, choosing a template fills the reply at once, and asks
// before it replaces what the admin wrote.
describe("ReplyComposer", () => {
  it("fills the subject and text as soon as a template is chosen, with no button to press", async () => {
    const { screen, chooser, subject, body, status } = await composer();
    await expect.element(screen.getByRole("button", { name: text.useTemplate })).not.toBeInTheDocument();
    await chooser.selectOptions("Thank you");
    await expect.element(subject).toHaveValue("About your feedback");
    await expect.element(body).toHaveValue("Hello Asha,\n\nThank you.");
    await expect.element(status).toHaveTextContent(text.templateFilled("Thank you"));
    // Untouched since, the next choice replaces it without asking.
    await chooser.selectOptions("Offer a call");
    await expect.element(subject).toHaveValue("Shall we talk?");
    await expect.element(screen.getByRole("button", { name: text.keepTyped })).not.toBeInTheDocument();
  });

  it("asks before replacing what was written; keeping it leaves text and choice as they were", async () => {
    const { chooser, subject, body, status, replace, keep } = await composer();
    await chooser.selectOptions("Thank you");
    await body.fill("Hello Asha, my own words.");
    await chooser.selectOptions("Offer a call");
    await expect.element(status).toHaveTextContent(text.replaceQuestion("Offer a call"));
    await expect.element(replace).toBeVisible();
    await expect.element(body).toHaveValue("Hello Asha, my own words.");
    await keep.click();
    await expect.element(body).toHaveValue("Hello Asha, my own words.");
    await expect.element(subject).toHaveValue("About your feedback");
    await expect.element(chooser).toHaveValue("reply-thanks");
    await expect.element(chooser).toHaveFocus();
    await expect.element(status).toHaveTextContent(text.typedKept);
    await expect.element(keep).not.toBeInTheDocument();
  });

  it("works by keyboard alone: arrows choose and the question follows; Tab, then Enter or Escape answers", async () => {
    const { chooser, subject, body, status, replace, keep } = await composer();
    await subject.fill("My subject");
    (chooser.element() as HTMLSelectElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(status).toHaveTextContent(text.replaceQuestion("Thank you"));
    // The question leaves the focus on the chooser, so the next arrow goes on choosing.
    await userEvent.keyboard("{ArrowDown}");
    await expect.element(status).toHaveTextContent(text.replaceQuestion("Offer a call"));
    await expect.element(subject).toHaveValue("My subject");
    await userEvent.keyboard("{Tab}");
    await expect.element(replace).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect.element(subject).toHaveValue("Shall we talk?");
    await expect.element(body).toHaveValue("Hello Asha,\n\nCall us.");
    await expect.element(chooser).toHaveFocus();
    await expect.element(status).toHaveTextContent(text.templateFilled("Offer a call"));

    await body.fill("Changed");
    (chooser.element() as HTMLSelectElement).focus();
    await userEvent.keyboard("{ArrowUp}");
    await expect.element(status).toHaveTextContent(text.replaceQuestion("Thank you"));
    await userEvent.keyboard("{Tab}{Tab}");
    await expect.element(keep).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect.element(body).toHaveValue("Changed");
    await expect.element(chooser).toHaveValue("reply-call");
    await expect.element(chooser).toHaveFocus();
    await expect.element(status).toHaveTextContent(text.typedKept);
  });

  it("asks before No template clears what was written", async () => {
    const { chooser, body, status, keep } = await composer();
    await chooser.selectOptions("Thank you");
    await body.fill("Changed");
    await chooser.selectOptions(text.noTemplate);
    await expect.element(status).toHaveTextContent(text.clearQuestion);
    await keep.click();
    await expect.element(body).toHaveValue("Changed");
  });
});
