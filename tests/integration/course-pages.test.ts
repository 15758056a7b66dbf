import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCourses } from "~/content/courses";
import { coursePath } from "~/lib/course-paths";
import { testDialects } from "../support/databases";
import { type LeadSite, startLeadSite, stopLeadSite } from "../support/lead-site";

const jsonLdOf = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );

// The pages a trainee finds the courses by, over HTTP: the list, each course's page and the sitemap.
describe.each(testDialects)("the course pages on %s", (dialect) => {
  let site: LeadSite;
  const get = (path: string) => fetch(`${site.server.url}${path}`, { headers: { accept: "text/html" } });

  beforeAll(async () => {
    site = await startLeadSite(dialect);
  });
  afterAll(() => stopLeadSite(site));

  it("lists every published course, each linking to its page and to the form with it ticked", async () => {
    const response = await get("/courses");
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const course of defaultCourses.courses) {
      expect(page).toContain(`href="${coursePath(course.key)}"`);
      expect(page).toContain(`href="/online-course?course=${course.key}"`);
    }
  });

  it("gives a course a page of its own with its Course JSON-LD, and an unknown one a 404 kept out of search", async () => {
    const response = await get("/courses/java-programming");
    expect(response.status).toBe(200);
    const course = jsonLdOf(await response.text()).find((data) => data["@type"] === "Course");
    expect(course).toMatchObject({
      name: "Java",
      provider: { "@type": "Organization" },
      offers: [{ "@type": "Offer", category: "Paid", price: 4000, priceCurrency: "USD" }],
    });
    const unknown = await get("/courses/cobol");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<meta name="robots" content="noindex"/>');
  });

  it("lists the courses' pages in the sitemap", async () => {
    const sitemap = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>https://www.example.in/courses</loc>`);
    for (const course of defaultCourses.courses)
      expect(sitemap).toContain(`<loc>https://www.example.in${coursePath(course.key)}</loc>`);
  });

  it("ticks the course an Enrol link names, and no course for an unknown or missing name", async () => {
    const ticked = (page: string) =>
      [...page.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
        .filter((input) => / checked=""/.test(input[0]))
        .map((input) => /\sname="([^"]+)"/.exec(input[0])?.[1]);
    expect(ticked(await (await get("/online-course?course=javaProgramming")).text())).toEqual([
      "javaProgramming",
    ]);
    expect(ticked(await (await get("/online-course?course=cobol")).text())).toEqual([]);
    expect(ticked(await (await get("/online-course")).text())).toEqual([]);
  });
});
