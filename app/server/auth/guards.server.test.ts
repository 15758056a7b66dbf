import fc from "fast-check";
import { isRouteErrorResponse } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { testDialects } from "../../../tests/support/databases";
import { type InProcessSite, insertUser, openInProcessSite } from "../../../tests/support/in-process";
import { hostileTargets, redirectTargets } from "../../../tests/support/redirect-targets";
import { tag } from "../../../tests/support/site-client";
import {
  askedRedirect,
  askedTargetOf,
  checkCsrf,
  redirectTargetOf,
  requireAdmin,
  requireUser,
  rotateSession,
  safeRedirect,
} from "./guards.server";
import { readSession, type SignedIn, startSession } from "./sessions.server";

describe("safeRedirect", () => {
  const appUrl = "https://www.example.in";
  const origin = new URL(appUrl).origin;
  /** Where a browser on this site goes with this Location. */
  const landsOn = (location: string) => new URL(location, `${appUrl}/login`);
  /** A page's path, query and fragment as the URL parser gives them (an empty query or fragment is none). */
  const pageOf = ({ pathname, search, hash }: URL) => `${pathname}${search}${hash}`;

  it.each([
    ["/edit", "/edit"],
    ["/edit?id=1#top", "/edit?id=1#top"],
    ["/", "/"],
    // A Location header takes ASCII only: the resolved path, query and fragment, percent-encoded.
    ["/。/x", "/%E3%80%82/x"],
    ["/edit?q=é x#ü", "/edit?q=%C3%A9%20x#%C3%BC"],
    ["/a/./b/../c", "/a/c"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the path %j on this site, as %j", (to, expected) => {
    expect(safeRedirect(to, appUrl)).toBe(expected);
  });

  it.each([
    ["//evil.com"],
    ["//evil.com/home"],
    ["/\\evil.com"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r\n/evil.example"],
    // Resolved, these paths begin with "//", which a browser reads as another host.
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/a/..//evil.example"],
    ["/./%2E//evil.example"],
    ["https://evil.com"],
    ["http://evil.com/home"],
    ["https://www.example.in.evil.com/"],
    ["javascript:alert(1)"],
    ["evil.com"],
    [""],
    [undefined],
    [null],
    [42],
    [["/edit"]],
  ])("sends %j to /home", (to) => {
    expect(safeRedirect(to, appUrl)).toBe("/home");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.com", appUrl, "/login")).toBe("/login");
    expect(safeRedirect("/.//evil.com", appUrl, "/login")).toBe("/login");
  });

  const hostile = hostileTargets(origin);
  const anyTarget = redirectTargets(origin);

  it("sends any target with control characters or backslashes, or on another origin, to the fallback", () => {
    fc.assert(
      fc.property(hostile, (to) => {
        expect(safeRedirect(to, appUrl)).toBe("/home");
      }),
    );
  });

  it("answers any target with an ASCII Location on this site: where the target leads, or the fallback", () => {
    fc.assert(
      fc.property(anyTarget, (to) => {
        const location = safeRedirect(to, appUrl);
        // Printable ASCII without spaces: a header value every HTTP stack takes as it is.
        expect(location).toMatch(/^\/[\x21-\x7e]*$/);
        expect(new Headers({ location }).get("location")).toBe(location);
        expect(landsOn(location).origin).toBe(origin);
        expect(location.startsWith("//")).toBe(false);
        if (location !== "/home") expect(pageOf(landsOn(location))).toBe(pageOf(new URL(to, appUrl)));
        // Read back (the sign-in forms carry it to the next step), it stays the same.
        expect(safeRedirect(location, appUrl)).toBe(location);
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps where a path on this site leads, with its query and fragment", () => {
    const onSite = fc
      .tuple(fc.webPath(), fc.option(fc.webQueryParameters()), fc.option(fc.webFragments()))
      .map(
        ([path, query, fragment]) =>
          `/${path.replace(/^\/+/, "")}${query === null ? "" : `?${query}`}${fragment === null ? "" : `#${fragment}`}`,
      );
    fc.assert(
      fc.property(onSite, (to) => {
        const expected = pageOf(new URL(to, appUrl));
        expect(safeRedirect(to, appUrl)).toBe(expected.startsWith("//") ? "/home" : expected);
      }),
    );
  });
});

describe("redirectTargetOf", () => {
  const appUrl = "https://www.example.in";
  const at = (query: string) => new Request(`${appUrl}/login${query}`);

  it("reads the redirectTo query of a sign-in screen's address, and keeps it only on this site", () => {
    expect(redirectTargetOf(at("?redirectTo=%2Fadmin%2Fhome%3Fpage%3D2"), appUrl)).toBe("/admin/home?page=2");
    expect(redirectTargetOf(at("?redirectTo=%2F%E3%80%82%2Fx"), appUrl)).toBe("/%E3%80%82/x");
    expect(redirectTargetOf(at("?redirectTo=%2F%09%2Fevil.example"), appUrl)).toBe("/home");
    expect(redirectTargetOf(at("?redirectTo=https%3A%2F%2Fevil.example%2F"), appUrl)).toBe("/home");
    expect(redirectTargetOf(at(""), appUrl)).toBe("/home");
  });
});

describe("askedTargetOf", () => {
  const appUrl = "https://www.example.in";
  const at = (query: string) => new Request(`${appUrl}/login${query}`);

  it("reads a sign-in's redirectTo as redirectTargetOf does, but answers none asked, or none safe, with ''", () => {
    expect(askedTargetOf(at("?redirectTo=%2Fadmin%2Finbox"), appUrl)).toBe("/admin/inbox");
    expect(askedTargetOf(at("?redirectTo=%2Fhome"), appUrl)).toBe("/home");
    expect(askedTargetOf(at(""), appUrl)).toBe("");
    expect(askedTargetOf(at("?redirectTo="), appUrl)).toBe("");
    expect(askedTargetOf(at("?redirectTo=%2F%2Fevil.example"), appUrl)).toBe("");
    fc.assert(
      fc.property(hostileTargets(appUrl), (to) => {
        expect(askedRedirect(to, appUrl) ?? "/home").toBe(safeRedirect(to, appUrl));
      }),
    );
  });
});

describe("checkCsrf", () => {
  const signedIn = { csrfToken: "the-token" } as SignedIn;
  const post = (headers: Record<string, string> = {}) =>
    new Request("http://localhost/edit", { method: "POST", headers });

  /** What the guard threw, as React Router sees it. */
  const refusal = (run: () => void) => {
    try {
      run();
    } catch (thrown) {
      return thrown;
    }
    return null;
  };

  it("accepts the token in the X-XSRF-TOKEN header or the _csrf field", () => {
    expect(() => checkCsrf(post({ "x-xsrf-token": "the-token" }), signedIn, {})).not.toThrow();
    expect(() => checkCsrf(post(), signedIn, { _csrf: "the-token" })).not.toThrow();
  });

  it.each([
    ["no token", {}, {}],
    ["a wrong header", { "x-xsrf-token": "the-tokeN" }, {}],
    ["a wrong field", {}, { _csrf: "other" }],
    ["a longer token", { "x-xsrf-token": "the-token-and-more" }, {}],
    ["a field that is not text", {}, { _csrf: ["the-token"] }],
    ["a wrong header beside a right field", { "x-xsrf-token": "x" }, { _csrf: "the-token" }],
  ])("refuses %s with 403", (_name, headers, fields) => {
    const thrown = refusal(() => checkCsrf(post(headers), signedIn, fields));
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { ok: false, error: messages.account.csrf },
    });
    expect(isRouteErrorResponse(thrown)).toBe(false);
  });
});

// The guards in process, with sessions on a real database.
describe.each(testDialects)("requireUser and requireAdmin on %s", (dialect) => {
  let site: InProcessSite;
  beforeAll(async () => {
    site = await openInProcessSite(dialect);
  });
  afterAll(() => site.close());

  /** A request carrying a new session of a new account with this role. */
  const signedInRequest = async (role: "user" | "admin", init: RequestInit = {}, path = "/home") => {
    const userId = await insertUser(site.app.db, { email: `guard.${tag()}@example.in` });
    await site.app.db.updateTable("users").set({ role }).where("id", "=", userId).execute();
    const cookies = await startSession(site.context(), new Request(`${site.config.APP_URL}/login`), userId);
    const cookie = cookies.map((line) => line.split(";")[0]).join("; ");
    return {
      userId,
      request: new Request(`${site.config.APP_URL}${path}`, { ...init, headers: { cookie } }),
    };
  };
  /** A guard's arguments as React Router gives them: `url` is the request's address without `.data` and `_routes`. */
  const argsOf = (request: Request, context = site.context(), address = request.url) => ({
    request,
    context,
    url: new URL(address, site.config.APP_URL),
  });
  const thrownBy = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (thrown) {
      return thrown;
    }
    throw new Error("the guard let the request through");
  };

  it("lets a signed-in user through, and an admin through both guards", async () => {
    const user = await signedInRequest("user");
    expect((await requireUser(argsOf(user.request))).user.id).toBe(user.userId);
    const admin = await signedInRequest("admin");
    expect((await requireUser(argsOf(admin.request))).user.id).toBe(admin.userId);
    expect((await requireAdmin(argsOf(admin.request))).user.id).toBe(admin.userId);
  });

  it("sends an anonymous page request to the login page, with the page's address React Router gives", async () => {
    for (const [path, page] of [
      ["/edit?id=7", "/edit?id=7"],
      ["/home.data?_routes=routes%2Faccount%2Fprofile", "/home"],
      ["/admin/dashboard.data?page=2&_routes=routes%2Fadmin%2Fdashboard", "/admin/dashboard?page=2"],
    ] as const) {
      for (const guard of [requireUser, requireAdmin]) {
        const request = new Request(`${site.config.APP_URL}${path}`);
        const thrown = await thrownBy(guard(argsOf(request, site.context(), page)));
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(302);
        expect((thrown as Response).headers.get("location")).toBe(
          `/login?redirectTo=${encodeURIComponent(page)}`,
        );
      }
    }
  });

  it("answers an anonymous JSON client 401, whether it sends JSON or only accepts it", async () => {
    const jsonClients: RequestInit[] = [
      { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      { headers: { accept: "application/json" } },
    ];
    for (const init of jsonClients) {
      const thrown = await thrownBy(requireUser(argsOf(new Request(`${site.config.APP_URL}/user`, init))));
      expect(thrown).toMatchObject({
        data: { ok: false, error: messages.account.signInRequired },
        init: { status: 401 },
      });
    }
  });

  it("rotates the session: the old cookie is dead, the new cookies sign in, and this request's loaders read the new one", async () => {
    const user = await signedInRequest("user", {}, "/edit");
    const context = site.context();
    const before = await requireUser(argsOf(user.request, context));
    const cookies = await rotateSession(user.request, context, before);
    expect(cookies.map(([name]) => name)).toEqual(["Set-Cookie", "Set-Cookie", "Set-Cookie"]);

    // The loaders after the action: the same request and context, still with the old cookie.
    const after = await requireUser(argsOf(user.request, context));
    expect(after.user.id).toBe(user.userId);
    expect(after.sessionHash).not.toBe(before.sessionHash);
    expect(after.csrfToken).not.toBe(before.csrfToken);
    // The next request: the old cookie is signed out, the new one is the moved session.
    expect(await readSession(site.context(), user.request)).toBeNull();
    const cookie = cookies.map(([, line]) => line.split(";")[0]).join("; ");
    expect(cookies.map(([, line]) => line).join("\n")).toContain(`XSRF-TOKEN=${after.csrfToken};`);
    const next = await readSession(site.context(), new Request(user.request.url, { headers: { cookie } }));
    expect(next?.sessionHash).toBe(after.sessionHash);
  });

  it("refuses a signed-in user who is not an admin with 403", async () => {
    const user = await signedInRequest("user", {}, "/admin/dashboard");
    expect(await thrownBy(requireAdmin(argsOf(user.request)))).toMatchObject({
      data: { ok: false, error: messages.admin.forbidden },
      init: { status: 403 },
    });
  });
});
