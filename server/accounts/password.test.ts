import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";

/** A hash as the inbox made them before argon2id: scrypt at N = 2^15. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

describe("password hashing", () => {
  it("accepts the password it hashed and nothing else", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("hashes with argon2id at 19 MiB and two passes or more, salted, the parameters kept beside it", async () => {
    const first = await hashPassword("the same password");
    const second = await hashPassword("the same password");
    expect(first).not.toBe(second);
    const [scheme, memory, passes, lanes] = first.split("$");
    expect(scheme).toBe("argon2id");
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(Number(lanes)).toBeGreaterThanOrEqual(1);
    expect(first).not.toContain("the same password");
    expect(needsRehash(first)).toBe(false);
  });

  it("still accepts a password hashed with the old scrypt settings, and asks for it to be rehashed", async () => {
    const old = legacyScryptHash("an older passphrase");
    expect(await verifyPassword("an older passphrase", old)).toBe(true);
    expect(await verifyPassword("another passphrase", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("treats a password typed in another Unicode form as the same password", async () => {
    const hash = await hashPassword("Café geheim 2030");
    expect(await verifyPassword("Cafe\u0301 geheim 2030", hash)).toBe(true);
  });

  it("matches nothing against a malformed or foreign hash", async () => {
    const malformed = ["", "plain text", "scrypt$0$8$1$c2FsdA==$aGFzaA==", "bcrypt$x$y"];
    for (const stored of [...malformed, "argon2id$0$2$1$c2FsdA==$aGFzaA=="]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
  });
});
