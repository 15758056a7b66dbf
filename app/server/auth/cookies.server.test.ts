import { describe, expect, it } from "vitest";
import { isSecure, readCookie, serializeCookie } from "./cookies.server";

const withCookie = (cookie?: string) =>
  new Request("http://localhost/", cookie === undefined ? {} : { headers: { cookie } });

describe("readCookie", () => {
  it.each([
    ["sid=abc", "abc"],
    ["a=1; sid=abc; b=2", "abc"],
    ["  sid=abc  ;other=x", "abc"],
    ["sid=a%2Fb%3D", "a/b="],
    ["sid=x=y", "x=y"],
    ["sid=", ""],
    ["sid=first; sid=second", "first"],
  ])("reads %j as %j", (header, value) => {
    expect(readCookie(withCookie(header), "sid")).toBe(value);
  });

  it.each([[undefined], [""], ["other=1"], ["sidx=1; xsid=2"], ["SID=1"]])("finds no sid in %j", (header) => {
    expect(readCookie(withCookie(header), "sid")).toBeUndefined();
  });

  it.each([["sid=%"], ["sid=%E0%A4%A"], ["sid=%zz"]])(
    "treats the undecodable value %j as no cookie instead of throwing",
    (header) => {
      expect(readCookie(withCookie(header), "sid")).toBeUndefined();
    },
  );

  it("does not mind an undecodable value of another cookie", () => {
    expect(readCookie(withCookie("XSRF-TOKEN=%; sid=abc"), "sid")).toBe("abc");
  });
});

describe("serializeCookie", () => {
  it("writes a session cookie with every flag", () => {
    expect(serializeCookie("sid", "abc", { maxAgeSeconds: 60, httpOnly: true, secure: true })).toBe(
      "sid=abc; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure",
    );
  });

  it("leaves out HttpOnly and Secure when not asked for", () => {
    expect(serializeCookie("XSRF-TOKEN", "t", { maxAgeSeconds: 0, httpOnly: false, secure: false })).toBe(
      "XSRF-TOKEN=t; Path=/; Max-Age=0; SameSite=Lax",
    );
  });

  it("encodes the value, so it cannot add attributes or cookies", () => {
    const line = serializeCookie("sid", "a; Domain=evil.com, b=c", {
      maxAgeSeconds: 1,
      httpOnly: true,
      secure: false,
    });
    expect(line.split("; ")[0]).toBe("sid=a%3B%20Domain%3Devil.com%2C%20b%3Dc");
    expect(line).not.toContain("Domain=");
    expect(readCookie(withCookie(line.split("; ")[0]), "sid")).toBe("a; Domain=evil.com, b=c");
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
