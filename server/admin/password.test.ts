import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("accepts the password it hashed and nothing else", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash and keeps its cost parameters beside it", async () => {
    const first = await hashPassword("the same password");
    const second = await hashPassword("the same password");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(first).not.toContain("the same password");
  });

  it("treats a password typed in another Unicode form as the same password", async () => {
    const hash = await hashPassword("Café geheim 2030");
    expect(await verifyPassword("Cafe\u0301 geheim 2030", hash)).toBe(true);
  });

  it("matches nothing against a malformed or foreign hash", async () => {
    for (const stored of ["", "plain text", "scrypt$0$8$1$c2FsdA==$aGFzaA==", "bcrypt$x$y"]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
  });
});
