import { describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import type { UploadSource } from "~/server/db/schema.server";
import { newId } from "~/server/ids.server";
import { testDialects } from "../../../tests/support/databases";
import { leadFormSite, leadLink } from "../../../tests/support/lead-actions";
import { COMPANY_EMAIL } from "../../../tests/support/lead-site";
import { tag } from "../../../tests/support/site-client";
import { leadForms } from "./lead-forms.server";
import { submitUpload } from "./submit-upload.server";

// The need and online enquiries as their forms send them: the row, the company's notification
// line by line, and which of the page's uploads are linked to it.
describe.each(testDialects)("an enquiry on %s", (dialect) => {
  const leads = leadFormSite(dialect);

  async function enquire(kind: "need" | "online", body: Record<string, unknown>) {
    const answer = await leads.submit(leadForms[kind], body);
    expect(answer.message).toBe(messages.enquiry.saved);
    return answer.id;
  }

  /** A file uploaded on a form's page before its enquiry is sent; its id. */
  async function uploaded(source: UploadSource, enquiryId?: string) {
    const form = new FormData();
    if (enquiryId) form.append("enquiryId", enquiryId);
    form.append("file", new Blob(["Notes for the enquiry.\n"], { type: "text/plain" }), `notes-${tag()}.txt`);
    const request = new Request("https://www.example.in/upload", { method: "POST", body: form });
    const result = await submitUpload(request, leads.freshContext(), source);
    if (!result.data.ok || !result.data.id) throw new Error(`not uploaded: ${JSON.stringify(result.data)}`);
    return result.data.id;
  }

  const enquiryRow = (id: string) =>
    leads.site.app.db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const mailFrom = async (email: string) => {
    const mails = await leads.site.app.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("reply_to", "=", email)
      .execute();
    expect(mails).toHaveLength(1);
    return mails[0];
  };
  const linkedTo = async (ids: string[]) =>
    Object.fromEntries(
      (
        await leads.site.app.db
          .selectFrom("uploads")
          .select(["id", "enquiry_id"])
          .where("id", "in", ids)
          .execute()
      ).map((row) => [row.id, row.enquiry_id]),
    );

  it("stores a need enquiry with every field, links its own unlinked uploads and counts them in the mail", async () => {
    const t = tag();
    const earlier = await enquire("need", {
      name: `Old ${t}`,
      mobile: "9876543210",
      email: `old.${t}@example.com`,
    });
    const own = [await uploaded("need"), await uploaded("need")];
    const online = await uploaded("online");
    const jobs = await uploaded("jobs");
    const taken = await uploaded("need", earlier);
    const email = `ravi.${t}@example.com`;
    const id = await enquire("need", {
      selection: "Other",
      otherComment: "A booking system",
      name: `Ravi ${t}`,
      mobile: "098765 43210",
      email,
      generalComment: "Two <shops> & a café.\nCall after six.",
      uploadIds: [...own, online, jobs, taken, newId()],
    });

    const row = await enquiryRow(id);
    expect(row).toMatchObject({
      kind: "need",
      selection: "Other",
      other_comment: "A booking system",
      course_selection: null,
      name: `Ravi ${t}`,
      mobile: "9876543210",
      email,
      general_comment: "Two <shops> & a café.\nCall after six.",
    });
    expect(row.updated_at).toEqual(row.created_at);
    expect(await linkedTo([...own, online, jobs, taken])).toEqual({
      [own[0] ?? ""]: id,
      [own[1] ?? ""]: id,
      [online]: null,
      [jobs]: null,
      [taken]: earlier,
    });

    const mail = await mailFrom(email);
    expect(mail).toMatchObject({
      to_address: COMPANY_EMAIL,
      subject: `New client-need enquiry from Ravi ${t}`,
      status: "waiting",
    });
    expect(mail?.text_body).toBe(
      [
        "A visitor sent a client-need enquiry through the website.",
        "",
        "Selection: Other",
        "Please specify: A booking system",
        `Name: Ravi ${t}`,
        "Mobile: 9876543210",
        `Email: ${email}`,
        "Description: Two <shops> & a café.\nCall after six.",
        "Files uploaded with it: 2",
        "",
        leadLink(id),
      ].join("\n"),
    );
    expect(mail?.html_body).toContain(
      '<tr><th align="left" valign="top">Description</th><td style="white-space:pre-wrap">Two &lt;shops&gt; &amp; a café.\nCall after six.</td></tr>',
    );
  });

  it("stores an online enquiry with its course, linking only the online form's uploads", async () => {
    const t = tag();
    const own = await uploaded("online");
    const need = await uploaded("need");
    const email = `meera.${t}@example.com`;
    const id = await enquire("online", {
      selection: "OnlineCertification",
      courseSelection: "Python",
      name: `Meera ${t}`,
      mobile: "+91 98765 43210",
      email,
      uploadIds: [own, need].join(","),
    });

    expect(await enquiryRow(id)).toMatchObject({
      kind: "online",
      selection: "OnlineCertification",
      other_comment: null,
      course_selection: "Python",
      general_comment: null,
    });
    expect(await linkedTo([own, need])).toEqual({ [own]: id, [need]: null });
    const mail = await mailFrom(email);
    expect(mail).toMatchObject({ to_address: COMPANY_EMAIL, subject: `New online enquiry from Meera ${t}` });
    expect(mail?.text_body).toBe(
      [
        "A visitor sent an online enquiry through the website.",
        "",
        "Selection: Online Certification Course",
        "Course: Python, Angular UI, MongoosDB, MongoDB or Node.js/Express.js",
        `Name: Meera ${t}`,
        "Mobile: 9876543210",
        `Email: ${email}`,
        "Files uploaded with it: 1",
        "",
        leadLink(id),
      ].join("\n"),
    );
  });

  it.each(["need", "online"] as const)(
    "stores a %s enquiry without a topic as an empty selection, with no course and no files in the mail",
    async (kind) => {
      const t = tag();
      const email = `asha.${t}@example.com`;
      // A course sent without the certification means nothing, and uploads of the other form are not counted.
      const other = await uploaded(kind === "need" ? "online" : "need");
      const id = await enquire(kind, {
        courseSelection: "Java",
        name: `Asha ${t}`,
        mobile: "9876543210",
        email,
        uploadIds: [other],
      });
      expect(await enquiryRow(id)).toMatchObject({
        kind,
        selection: "",
        other_comment: null,
        course_selection: null,
        general_comment: null,
      });
      expect(await linkedTo([other])).toEqual({ [other]: null });
      expect((await mailFrom(email))?.text_body).toBe(
        [
          `A visitor sent ${kind === "need" ? "a client-need enquiry" : "an online enquiry"} through the website.`,
          "",
          `Name: Asha ${t}`,
          "Mobile: 9876543210",
          `Email: ${email}`,
          "",
          leadLink(id),
        ].join("\n"),
      );
    },
  );

  it("links nothing and counts nothing when no upload is named", async () => {
    const t = tag();
    const waiting = await uploaded("need");
    const email = `ravi.${t}@example.com`;
    await enquire("need", { name: `Ravi ${t}`, mobile: "9876543210", email, uploadIds: "" });
    expect(await linkedTo([waiting])).toEqual({ [waiting]: null });
    expect((await mailFrom(email))?.text_body).not.toContain("Files uploaded");
  });
});
