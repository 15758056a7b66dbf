import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adminInboxPages } from "~/content/pages/admin-inbox";
import { endpoints } from "~/lib/endpoints";
import { inboxMessages } from "~/lib/inbox-messages";
import { sourceName } from "~/lib/referrer-sites";
import { LANDING_MAX, readVisitSource, VISIT_VALUE_MAX, visitFields } from "~/lib/visit-source";
import { digestContent, digestText } from "~/server/inbox/digest.server";
import { useAdminSite } from "../support/admin-site";
import { parseCsv } from "../support/csv";
import { testDialects } from "../support/databases";
import { validLeads } from "../support/lead-bodies";
import { tag } from "../support/site-client";

const APP_URL = "https://www.example.in";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1";

/** The hidden fields a lead form sends, as the browser fills them from the visit. */
const visitBody = (visit: {
  landing?: string;
  referrer?: string;
  source?: string;
  medium?: string;
  campaign?: string;
}) => ({
  [visitFields.landing]: visit.landing ?? "",
  [visitFields.referrer]: visit.referrer ?? "",
  [visitFields.utmSource]: visit.source ?? "",
  [visitFields.utmMedium]: visit.medium ?? "",
  [visitFields.utmCampaign]: visit.campaign ?? "",
});

const visitColumns = [
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
] as const;

/** A field of the control characters, markup and quotes no form would send, far over its limit. */
const hostileText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 600 }),
  fc.string({
    unit: fc.constantFrom(
      "\u0000",
      "\u001f",
      "\u007f",
      "\u0085",
      "\ud83d",
      "\ude00",
      "😀",
      "<",
      "'",
      '"',
      "%",
      "/",
      "a",
    ),
    maxLength: 600,
  }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "'; drop table leads; --",
    '=HYPERLINK("http://x")',
    `/${"a/".repeat(400)}`,
    "//evil.example/x",
    "javascript:alert(1)",
    `https://${"x".repeat(300)}.example/`,
    "/path\u0000with\u0000nul",
  ),
);
/** What a JSON client may put in a field: any JSON at all. */
const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileText }, fc.jsonValue({ maxDepth: 2 }));

// Every lead keeps where its visit began, from the form's hidden fields, the JSON
// API's same fields or, without them, the post's Referer; the admin reads it on the lead's page, in
// the inbox's filters, the CSV and the digest.
describe.each(testDialects)("lead sources on %s", (dialect) => {
  const { site, client, admin } = useAdminSite(dialect);

  const visitOf = (id: string) =>
    site.app.db.selectFrom("leads").select(visitColumns).where("id", "=", id).executeTakeFirstOrThrow();
  const visitOfEmail = (email: string) =>
    site.app.db.selectFrom("leads").select(visitColumns).where("email", "=", email).executeTakeFirstOrThrow();

  async function created(response: Response) {
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const upload = (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", new Blob(["A CV.\n"], { type: "text/plain" }), `cv-${tag()}.txt`);
    return client.request(pathname, {
      method: "POST",
      body: form,
      headers: { accept: "application/json", ...headers },
    });
  };

  const page = async (address: string) => {
    const response = await client.request(address, {
      headers: { accept: "text/html", cookie: admin.cookie },
    });
    return { status: response.status, html: await response.text() };
  };
  /** The ids of the leads an inbox page lists (each row's checkbox carries its id). */
  const listed = async (address: string) => {
    const { status, html } = await page(address);
    expect(status).toBe(200);
    return [...html.matchAll(/<input type="checkbox"[^>]*value="([0-9a-f-]{36})"/g)].map((match) => match[1]);
  };

  describe("storing", () => {
    const forms = [
      [endpoints.feedback, validLeads.feedback],
      [endpoints.needs, validLeads.need],
      [endpoints.onlineSubmit, validLeads.online],
      [endpoints.courseData, validLeads.course],
    ] as const;

    it.each(forms)(
      "%s stores the fields of its JSON body, and the device of its User-Agent",
      async (path, valid) => {
        const id = await created(
          await client.postJson(
            path,
            {
              ...valid(tag()),
              ...visitBody({
                landing: "/services?utm_source=ignored",
                referrer: "https://www.Google.com/search?q=it",
                source: "newsletter",
                medium: "email",
                campaign: "diwali",
              }),
            },
            { "user-agent": IPHONE },
          ),
        );
        expect(await visitOf(id)).toEqual({
          landing_page: "/services",
          referrer_host: "google.com",
          utm_source: "newsletter",
          utm_medium: "email",
          utm_campaign: "diwali",
          device: "mobile",
        });
      },
    );

    it.each([endpoints.jobsUpload, endpoints.uploadFile, endpoints.needsUpload, endpoints.onlineUpload])(
      "%s stores the hidden fields sent with the file",
      async (path) => {
        const id = await created(
          await upload(path, visitBody({ landing: "/jobs", source: "partner", campaign: "hiring" }), {
            "user-agent": IPAD,
          }),
        );
        expect(await visitOf(id)).toEqual({
          landing_page: "/jobs",
          referrer_host: "",
          utm_source: "partner",
          utm_medium: "",
          utm_campaign: "hiring",
          device: "tablet",
        });
      },
    );

    it("reads a browser's post without the fields from its Referer: this site's page gives the landing and tags", async () => {
      const t = tag();
      const body = validLeads.feedback(t);
      const response = await client.request("/feedback", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          referer: `${APP_URL}/services?utm_source=x&utm_campaign=y`,
        },
        body: new URLSearchParams(body),
      });
      expect(response.status).toBe(201);
      expect(await visitOfEmail(body.email)).toEqual({
        landing_page: "/services",
        referrer_host: "",
        utm_source: "x",
        utm_medium: "",
        utm_campaign: "y",
        device: "desktop",
      });
    });

    it("reads another site's Referer as its host, for a lead and for an upload", async () => {
      const referer = "https://www.partner-site.example/links?utm_source=not-ours";
      const lead = await created(
        await client.postJson(endpoints.feedback, validLeads.feedback(tag()), { referer }),
      );
      const file = await created(await upload(endpoints.jobsUpload, {}, { referer }));
      for (const id of [lead, file])
        expect(await visitOf(id)).toMatchObject({
          landing_page: "",
          referrer_host: "partner-site.example",
          utm_source: "",
          utm_campaign: "",
        });
    });

    it("never refuses a lead for odd or over-long fields: it keeps them cut and clean", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            [visitFields.landing]: hostileValue,
            [visitFields.referrer]: hostileValue,
            [visitFields.utmSource]: hostileValue,
            [visitFields.utmMedium]: hostileValue,
            [visitFields.utmCampaign]: hostileValue,
          }),
          async (fields) => {
            const response = await client.postJson(endpoints.feedback, {
              ...validLeads.feedback(tag()),
              ...fields,
            });
            const stored = await visitOf(await created(response));
            const expected = readVisitSource(fields);
            expect(stored).toEqual({
              landing_page: expected.landing,
              referrer_host: expected.referrer,
              utm_source: expected.utmSource,
              utm_medium: expected.utmMedium,
              utm_campaign: expected.utmCampaign,
              device: "desktop",
            });
            for (const column of visitColumns) {
              const value = stored[column];
              expect(value.length).toBeLessThanOrEqual(
                column === "landing_page" ? LANDING_MAX : VISIT_VALUE_MAX,
              );
              // No control character, no half of a character.
              // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
              expect(value).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
              expect(() => encodeURIComponent(value)).not.toThrow();
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  });

  describe("in the admin", () => {
    /** Three leads of one test: two from a newsletter's campaigns, one from a search engine. */
    async function threeLeads() {
      const t = tag();
      const send = async (name: string, visit: Parameters<typeof visitBody>[0]) =>
        created(
          await client.postJson(endpoints.feedback, {
            name: `${name} ${t}`,
            email: `${name.toLowerCase()}.${t}@example.com`,
            message: `Sources ${t}`,
            ...visitBody(visit),
          }),
        );
      const diwali = await send("Asha", {
        landing: "/services",
        source: `news-${t}`,
        medium: "email",
        campaign: `diwali-${t}`,
      });
      const search = await send("Ravi", { landing: "/jobs", referrer: `https://www.search-${t}.example/` });
      const holi = await send("Meera", {
        landing: "/online-course",
        source: `news-${t}`,
        campaign: `holi-${t}`,
      });
      return { t, diwali, search, holi };
    }

    it("filters the inbox by source and by campaign, and keeps both in its links", async () => {
      const { t, diwali, search, holi } = await threeLeads();
      const inbox = (filter: string) => listed(`/admin/inbox?q=Sources+${t}&${filter}`);
      expect(await inbox(`source=news-${t}`)).toEqual([holi, diwali]);
      expect(await inbox(`source=search-${t}.example`)).toEqual([search]);
      expect(await inbox(`campaign=diwali-${t}`)).toEqual([diwali]);
      expect(await inbox(`source=news-${t}&campaign=holi-${t}`)).toEqual([holi]);
      expect(await inbox(`source=+news-${t}+`)).toEqual([holi, diwali]);
      expect(await inbox(`source=search-${t}.example&campaign=diwali-${t}`)).toEqual([]);

      const { html } = await page(`/admin/inbox?source=NEWS-${t}&campaign=diwali-${t}`);
      const text = adminInboxPages.inbox.filters;
      // Each filter offers the values the leads hold, the one asked for chosen as the leads spell it.
      for (const [name, label, value] of [
        ["source", text.source, `news-${t}`],
        ["campaign", text.campaign, `diwali-${t}`],
      ]) {
        expect(html).toMatch(
          new RegExp(
            `<label for="inbox-${name}"[^>]*>${label}</label><select id="inbox-${name}"[^>]* name="${name}"`,
          ),
        );
        expect(html).toContain(`<option value="${value}" selected="">${value}</option>`);
      }
      expect(html).toContain(`<option value="holi-${t}">holi-${t}</option>`);
      expect(html).toContain(`<option value="search-${t}.example">search-${t}.example</option>`);
      expect(html).toContain(`href="/admin/inbox/export.csv?source=NEWS-${t}&amp;campaign=diwali-${t}"`);
    });

    it("shows LinkedIn for linkedin.com, in.linkedin.com and utm_source=LinkedIn, and its filter lists all three", async () => {
      const t = tag();
      const send = async (name: string, visit: Parameters<typeof visitBody>[0]) =>
        created(
          await client.postJson(endpoints.feedback, {
            name: `${name} ${t}`,
            email: `${name.toLowerCase()}.${t}@example.com`,
            message: `Grouped ${t}`,
            ...visitBody(visit),
          }),
        );
      const leads = [
        await send("Asha", { referrer: "https://www.linkedin.com/feed/" }),
        await send("Ravi", { referrer: "https://in.linkedin.com/in/someone" }),
        await send("Meera", { source: "LinkedIn", campaign: `post-${t}` }),
      ].reverse();
      const google = await send("Kiran", { referrer: "https://www.google.co.in/" });
      for (const filter of ["LinkedIn", "linkedin", "LINKEDIN"])
        expect(await listed(`/admin/inbox?q=Grouped+${t}&source=${filter}`)).toEqual(leads);
      expect(await listed(`/admin/inbox?q=Grouped+${t}&source=Google`)).toEqual([google]);

      const { html } = await page(`/admin/inbox?q=Grouped+${t}`);
      expect(html).toContain('<option value="LinkedIn">LinkedIn</option>');
      expect(html).toContain('<option value="Google">Google</option>');
      expect(html).not.toMatch(/<option value="[^"]*linkedin\.com"/);
      // The Source column: each of the three rows says LinkedIn.
      expect(html).toMatch(new RegExp(`<th scope="col"[^>]*>${adminInboxPages.inbox.columns.source}</th>`));
      expect(html.match(/<td[^>]*>LinkedIn<\/td>/g)).toHaveLength(3);
      expect((await page(`/admin/leads/${leads[2]}`)).html).toContain('href="/admin/inbox?source=LinkedIn"');
    });

    it("refuses a source or a campaign longer than any lead keeps, saying why", async () => {
      for (const [name, error] of [
        ["source", inboxMessages.oneSource(VISIT_VALUE_MAX)],
        ["campaign", inboxMessages.oneCampaign(VISIT_VALUE_MAX)],
      ]) {
        const { status, html } = await page(`/admin/inbox?${name}=${"a".repeat(VISIT_VALUE_MAX + 1)}`);
        expect(status).toBe(400);
        expect(html).toContain(error);
        expect((await page(`/admin/inbox?${name}=a&${name}=b`)).status).toBe(400);
      }
    });

    it("shows the source on the lead's page, linking to the inbox of the same", async () => {
      const { t, diwali, search } = await threeLeads();
      const shown = (await page(`/admin/leads/${diwali}`)).html;
      expect(shown).toContain(adminInboxPages.lead.visitHeading);
      expect(shown).toContain(`href="/admin/inbox?source=news-${t}"`);
      expect(shown).toContain(`href="/admin/inbox?campaign=diwali-${t}"`);
      expect(shown).toContain('<dd class="wrap-anywhere">/services</dd>');
      expect(shown).toContain('<dd class="wrap-anywhere">email</dd>');
      expect(shown).toContain('<dd class="wrap-anywhere">Desktop</dd>');
      const other = (await page(`/admin/leads/${search}`)).html;
      expect(other).toContain(`href="/admin/inbox?source=search-${t}.example"`);
    });

    it("puts the visit's columns in the CSV, a lead without a source as Direct", async () => {
      const { t, diwali, search } = await threeLeads();
      // A visitor's tag is text like any other field: a formula is neutralised.
      const formula = await created(
        await client.postJson(endpoints.feedback, {
          ...validLeads.feedback(t),
          message: `Sources ${t}`,
          ...visitBody({ source: '=HYPERLINK("http://x")', campaign: "@SUM(A1)" }),
        }),
      );
      const direct = await created(
        await client.postJson(endpoints.feedback, { ...validLeads.feedback(t), message: `Sources ${t}` }),
      );
      const response = await client.request(`/admin/inbox/export.csv?q=Sources+${t}`, {
        headers: { cookie: admin.cookie },
      });
      expect(response.status).toBe(200);
      const [header, ...rows] = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
      const at = (name: string) => header?.indexOf(name) ?? -1;
      const columns = ["Source", "Medium", "Campaign", "Landing page", "Referring site", "Device"];
      expect(header?.slice(at("Source"), at("Source") + columns.length)).toEqual(columns);
      const byId = new Map(
        rows.map((row) => [row[at("Id")], row.slice(at("Source"), at("Source") + columns.length)]),
      );
      expect(byId.get(diwali)).toEqual([`news-${t}`, "email", `diwali-${t}`, "/services", "", "Desktop"]);
      expect(byId.get(search)).toEqual([
        `search-${t}.example`,
        "",
        "",
        "/jobs",
        `search-${t}.example`,
        "Desktop",
      ]);
      expect(byId.get(direct)).toEqual(["Direct", "", "", "", "", "Desktop"]);
      expect(byId.get(formula)).toEqual(['\'=HYPERLINK("http://x")', "", "'@SUM(A1)", "", "", "Desktop"]);
      // Times in India time with their offset, the instant the lead was stored.
      const received = new Map(rows.map((row) => [row[at("Id")], row[at("Received")]]));
      const stored = await site.app.db
        .selectFrom("leads")
        .select("created_at")
        .where("id", "=", diwali)
        .executeTakeFirstOrThrow();
      const shown = received.get(diwali) ?? "";
      expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\+05:30$/);
      const instant = new Date(stored.created_at as string | Date).getTime();
      expect(Date.parse(shown.replace(" ", "T"))).toBe(Math.floor(instant / 1000) * 1000);
      // The CSV of a filtered inbox is the filtered list.
      const filtered = await client.request(`/admin/inbox/export.csv?q=Sources+${t}&campaign=diwali-${t}`, {
        headers: { cookie: admin.cookie },
      });
      const [, ...only] = parseCsv((await filtered.text()).replace(/^\uFEFF/, ""));
      expect(only.map((row) => row[at("Id")])).toEqual([diwali]);
    });

    it("counts the day's leads by source in the digest, as a plain count of the leads does", async () => {
      const { t } = await threeLeads();
      const content = await digestContent(site.app.db, new Date());
      const leads = await site.app.db
        .selectFrom("leads")
        .select(["utm_source", "referrer_host", "created_at"])
        .execute();
      const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      const plain = new Map<string, number>();
      for (const lead of leads.filter((row) => row.created_at >= dayAgo)) {
        const source = sourceName({ utmSource: lead.utm_source, referrer: lead.referrer_host });
        plain.set(source, (plain.get(source) ?? 0) + 1);
      }
      expect(new Map(content.freshBySource)).toEqual(plain);
      expect(content.freshBySource.find(([source]) => source === `news-${t}`)).toEqual([`news-${t}`, 2]);
      const text = digestText(content, APP_URL, "Priya");
      expect(text).toMatch(new RegExp(`^By source: .*\\bnews-${t} 2\\b`, "m"));
      expect(text).toMatch(/^By source: .*\bDirect \d+/m);
    });
  });
});
