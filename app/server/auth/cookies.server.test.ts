import { describe, expect, it } from "vitest";
import { clearedCookies, readSessionId, sessionCookie, siteCookies, xsrfCookie } from "./sessions.server";

const SECRET = "a-session-secret-of-at-least-32-characters";
const HTTP_SITE = "http://localhost:3000";
const HTTPS_SITE = "https://www.example.in";

const withCookie = (cookie?: string) =>
  new Request("http://localhost/", cookie === undefined ? {} : { headers: { cookie } });

/** The cookies of a site at APP_URL, for a request over plain HTTP. */
const siteAt = (appUrl: string) => siteCookies(new Request("http://localhost/"), appUrl);
const plain = siteAt(HTTP_SITE);
const secure = { ...plain, secure: true };

/** The name=value part of a Set-Cookie line, as a browser sends it back. */
const sentBack = (line: string) => line.split("; ")[0] ?? "";

describe("siteCookies", () => {
  it.each([
    [
      "http://localhost/",
      HTTPS_SITE,
      {
        session: "__Host-sid",
        xsrf: "__Host-XSRF-TOKEN",
        area: "__Host-area",
        signedOut: "__Host-signed-out",
        secure: true,
      },
    ],
    [
      "https://www.example.in/",
      HTTP_SITE,
      { session: "sid", xsrf: "XSRF-TOKEN", area: "area", signedOut: "signed-out", secure: true },
    ],
    [
      "http://localhost/",
      HTTP_SITE,
      { session: "sid", xsrf: "XSRF-TOKEN", area: "area", signedOut: "signed-out", secure: false },
    ],
  ])("request %s with APP_URL %s: %j", (url, appUrl, expected) => {
    expect(siteCookies(new Request(url), appUrl)).toEqual(expected);
  });
});

describe("the session cookie", () => {
  it("carries the session id signed, with every flag, and reads it back", async () => {
    const line = await sessionCookie(SECRET, secure).serialize("the-session-id", { maxAge: 60 });
    expect(line.split("; ")).toEqual(
      expect.arrayContaining(["Path=/", "Max-Age=60", "HttpOnly", "Secure", "SameSite=Lax"]),
    );
    expect(sentBack(line)).not.toContain("the-session-id");
    expect(await readSessionId(withCookie(`a=1; ${sentBack(line)}; b=2`), SECRET, HTTP_SITE)).toBe(
      "the-session-id",
    );
  });

  it("is __Host-sid on an https site, Secure with Path=/ and no Domain, and only that name is read there", async () => {
    const site = siteAt(HTTPS_SITE);
    const line = await sessionCookie(SECRET, site).serialize("the-session-id", { maxAge: 60 });
    expect(line).toMatch(/^__Host-sid=[^;]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(await readSessionId(withCookie(sentBack(line)), SECRET, HTTPS_SITE)).toBe("the-session-id");
    // The same signed value under the plain name (set by a sibling host or over http) is not read.
    const unprefixed = sentBack(line).replace(/^__Host-/, "");
    expect(await readSessionId(withCookie(unprefixed), SECRET, HTTPS_SITE)).toBeUndefined();
    expect(await readSessionId(withCookie(sentBack(line)), SECRET, HTTP_SITE)).toBeUndefined();
  });

  it("leaves out Secure over plain HTTP", async () => {
    expect(await sessionCookie(SECRET, plain).serialize("id")).not.toContain("Secure");
  });

  it("refuses an id signed with another secret, altered, or never signed", async () => {
    const other = sentBack(
      await sessionCookie("another-secret-of-at-least-32-chars!", plain).serialize("id"),
    );
    const genuine = sentBack(await sessionCookie(SECRET, plain).serialize("id"));
    const altered = genuine.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    for (const header of [other, altered, "sid=id", "sid=abc.def"])
      expect(await readSessionId(withCookie(header), SECRET, HTTP_SITE), header).toBeUndefined();
  });

  it.each([
    [undefined],
    [""],
    ["other=1"],
    ["sidx=1; xsid=2"],
    ["SID=1"],
    ["sid=%"],
    ["sid=%E0%A4%A"],
    ["sid="],
    ["__Host-sid=%"],
  ])("finds no session in %j, without throwing", async (header) => {
    expect(await readSessionId(withCookie(header), SECRET, HTTP_SITE)).toBeUndefined();
    expect(await readSessionId(withCookie(header), SECRET, HTTPS_SITE)).toBeUndefined();
  });

  it("reads a signed header the same each time, and only for the secret and site that signed it", async () => {
    const header = `a=1; ${sentBack(await sessionCookie(SECRET, plain).serialize("kept-id"))}`;
    for (let read = 0; read < 3; read += 1)
      expect(await readSessionId(withCookie(header), SECRET, HTTP_SITE)).toBe("kept-id");
    expect(
      await readSessionId(withCookie(header), "another-secret-of-at-least-32-chars!", HTTP_SITE),
    ).toBeUndefined();
    expect(await readSessionId(withCookie(header), SECRET, HTTPS_SITE)).toBeUndefined();
    const altered = header.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    expect(await readSessionId(withCookie(altered), SECRET, HTTP_SITE)).toBeUndefined();
  });

  it("does not mind an undecodable value of another cookie", async () => {
    const genuine = sentBack(await sessionCookie(SECRET, plain).serialize("id"));
    expect(await readSessionId(withCookie(`XSRF-TOKEN=%; ${genuine}`), SECRET, HTTP_SITE)).toBe("id");
  });
});

describe("the XSRF-TOKEN cookie", () => {
  it("holds the token as it is, readable by scripts", () => {
    expect(xsrfCookie("abc_DEF-123", 60, secure)).toBe(
      "XSRF-TOKEN=abc_DEF-123; Max-Age=60; Path=/; Secure; SameSite=Lax",
    );
    expect(xsrfCookie("abc_DEF-123", 60, siteAt(HTTPS_SITE))).toBe(
      "__Host-XSRF-TOKEN=abc_DEF-123; Max-Age=60; Path=/; Secure; SameSite=Lax",
    );
  });

  it("encodes a value that could add attributes or cookies", () => {
    const line = xsrfCookie("a; Domain=evil.com, b=c", 1, plain);
    expect(sentBack(line)).toBe("XSRF-TOKEN=a%3B%20Domain%3Devil.com%2C%20b%3Dc");
    expect(line).not.toContain("Domain=");
  });
});

describe("clearedCookies", () => {
  it("empties the session's cookies at once, the session one still HttpOnly", () => {
    expect(clearedCookies(secure)).toEqual([
      "sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      "XSRF-TOKEN=; Max-Age=0; Path=/; Secure; SameSite=Lax",
      "area=; Max-Age=0; Path=/; Secure; SameSite=Lax",
    ]);
    expect(clearedCookies(siteAt(HTTPS_SITE))).toEqual([
      "__Host-sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      "__Host-XSRF-TOKEN=; Max-Age=0; Path=/; Secure; SameSite=Lax",
      "__Host-area=; Max-Age=0; Path=/; Secure; SameSite=Lax",
    ]);
  });
});
