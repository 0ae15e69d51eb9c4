import { describe, expect, it } from "vitest";
import { cookieName, readCookie, serializeCookie } from "./cookies.ts";

describe("cookies", () => {
  it("reads one cookie among several and refuses malformed values", () => {
    const header = "theme=dark; admin_session=abc_DEF-123; other=1";
    expect(readCookie(header, "admin_session")).toBe("abc_DEF-123");
    expect(readCookie(header, "missing")).toBeUndefined();
    expect(readCookie(null, "admin_session")).toBeUndefined();
    expect(readCookie("admin_session=a;b=c", "admin_session")).toBe("a");
    expect(readCookie('admin_session="quoted"', "admin_session")).toBeUndefined();
    expect(readCookie("xadmin_session=1", "admin_session")).toBeUndefined();
  });

  it("writes HttpOnly, SameSite=Lax cookies, Secure and __Host- prefixed over https", () => {
    expect(serializeCookie("admin_session", "v", 60, { secure: false })).toBe(
      "admin_session=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
    );
    const secure = { secure: true };
    expect(serializeCookie(cookieName("admin_session", secure), "v", 0, secure)).toBe(
      "__Host-admin_session=v; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
  });
});
