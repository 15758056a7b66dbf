import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EnrolmentConfirmation } from "~/components/CourseForm";
import { coursePayment } from "~/content/pages/course-payment";
import { onlineCoursePage } from "~/content/pages/online-course";
import { endpoints } from "~/lib/endpoints";
import { testDialects } from "../../../tests/support/databases";
import { actionArgs, answerOf } from "../../../tests/support/in-process";
import { leadFormSite } from "../../../tests/support/lead-actions";
import { jsonLeadPost } from "../../../tests/support/lead-bodies";
import { tag } from "../../../tests/support/site-client";
import { action } from "./online-course";

// The course form's action, called in process as React Router calls it.
describe.each(testDialects)("the /online-course action on %s", (dialect) => {
  const leads = leadFormSite(dialect);
  const enrol = async (path: string) =>
    answerOf(
      await action(
        actionArgs(
          jsonLeadPost(
            { mobile: "9876543210", email: `panel.${tag()}@example.com`, cProgramming: true },
            path,
          ),
          path,
          leads.freshContext(),
        ),
      ),
    );

  it("answers its script's JSON with how to pay, in the markup a post without JavaScript gets", async () => {
    const { status, body } = await enrol(onlineCoursePage.seo.path);
    expect(status).toBe(201);
    if (!body.ok || !body.payment) throw new Error(`no payment in ${JSON.stringify(body)}`);
    const page = renderToStaticMarkup(
      createElement(EnrolmentConfirmation, {
        enrolled: body.enrolled ?? [],
        due: body.totals ?? {},
        payment: body.payment,
      }),
    );
    expect(body.panel).toBe(page);
    expect(body.panel).toContain(coursePayment.confirmationHeading);
    expect(body.panel).toContain(coursePayment.reference(body.payment.reference));
  });

  it("answers the spec's endpoint in the spec's shape, without the panel", async () => {
    const { status, body } = await enrol(endpoints.courseData);
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(["id", "message", "ok", "totalFees"]);
  });
});
