import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./guard.ts";

describe("the page to return to after signing in", () => {
  it("is the page asked for when it is a page of the inbox", () => {
    expect(safeReturnPath("/admin")).toBe("/admin");
    expect(safeReturnPath("/admin/enquiries/5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11")).toBe(
      "/admin/enquiries/5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11",
    );
    expect(safeReturnPath("/admin?q=asha%40example.com&page=2")).toBe(
      "/admin?q=asha%40example.com&page=2",
    );
  });

  it("is the inbox for anything else: another site, the sign-in itself, or no path", () => {
    for (const value of [
      undefined,
      null,
      42,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/about",
      "/admin/sign-in?next=/admin/audit",
      "/admin/sign-out",
    ]) {
      expect(safeReturnPath(value), String(value)).toBe("/admin");
    }
  });

  it("is the inbox for a path with a line break, a tab, a space or a character outside ASCII", () => {
    for (const value of [
      "/admin/\r\nSet-Cookie: admin_session=planted",
      "/admin/\nLocation: https://evil.example",
      "/admin?q=\r",
      "/admin/\tx",
      "/admin/a b",
      "/admin/\u0000",
      "/admin/\u007f",
      "/admin/ümlaut",
      "/admin/\u2028",
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe("/admin");
    }
  });
});
