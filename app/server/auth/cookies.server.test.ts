import { describe, expect, it } from "vitest";
import { clearedCookies, isSecure, readSessionId, sessionCookie, xsrfCookie } from "./cookies.server";

const SECRET = "a-session-secret-of-at-least-32-characters";

const withCookie = (cookie?: string) =>
  new Request("http://localhost/", cookie === undefined ? {} : { headers: { cookie } });

/** The name=value part of a Set-Cookie line, as a browser sends it back. */
const sentBack = (line: string) => line.split("; ")[0] ?? "";

describe("the session cookie", () => {
  it("carries the session id signed, with every flag, and reads it back", async () => {
    const line = await sessionCookie(SECRET, true).serialize("the-session-id", { maxAge: 60 });
    expect(line.split("; ")).toEqual(
      expect.arrayContaining(["Path=/", "Max-Age=60", "HttpOnly", "Secure", "SameSite=Lax"]),
    );
    expect(sentBack(line)).not.toContain("the-session-id");
    expect(await readSessionId(withCookie(`a=1; ${sentBack(line)}; b=2`), SECRET)).toBe("the-session-id");
  });

  it("leaves out Secure over plain HTTP", async () => {
    expect(await sessionCookie(SECRET, false).serialize("id")).not.toContain("Secure");
  });

  it("refuses an id signed with another secret, altered, or never signed", async () => {
    const other = sentBack(
      await sessionCookie("another-secret-of-at-least-32-chars!", false).serialize("id"),
    );
    const genuine = sentBack(await sessionCookie(SECRET, false).serialize("id"));
    const altered = genuine.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    for (const header of [other, altered, "sid=id", "sid=abc.def"])
      expect(await readSessionId(withCookie(header), SECRET), header).toBeUndefined();
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
  ])("finds no session in %j, without throwing", async (header) => {
    expect(await readSessionId(withCookie(header), SECRET)).toBeUndefined();
  });

  it("does not mind an undecodable value of another cookie", async () => {
    const genuine = sentBack(await sessionCookie(SECRET, false).serialize("id"));
    expect(await readSessionId(withCookie(`XSRF-TOKEN=%; ${genuine}`), SECRET)).toBe("id");
  });
});

describe("the XSRF-TOKEN cookie", () => {
  it("holds the token as it is, readable by scripts", () => {
    expect(xsrfCookie("abc_DEF-123", { maxAgeSeconds: 60, secure: true })).toBe(
      "XSRF-TOKEN=abc_DEF-123; Max-Age=60; Path=/; Secure; SameSite=Lax",
    );
  });

  it("encodes a value that could add attributes or cookies", () => {
    const line = xsrfCookie("a; Domain=evil.com, b=c", { maxAgeSeconds: 1, secure: false });
    expect(sentBack(line)).toBe("XSRF-TOKEN=a%3B%20Domain%3Devil.com%2C%20b%3Dc");
    expect(line).not.toContain("Domain=");
  });
});

describe("clearedCookies", () => {
  it("empties both cookies at once, the session one still HttpOnly", () => {
    expect(clearedCookies(true)).toEqual([
      "sid=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      "XSRF-TOKEN=; Max-Age=0; Path=/; Secure; SameSite=Lax",
    ]);
  });
});

describe("isSecure", () => {
  it.each([
    ["http://localhost/", "https://www.example.in", true],
    ["https://www.example.in/", "http://localhost:3000", true],
    ["http://localhost/", "http://localhost:3000", false],
  ])("request %s with APP_URL %s: %s", (url, appUrl, secure) => {
    expect(isSecure(new Request(url), appUrl)).toBe(secure);
  });
});
