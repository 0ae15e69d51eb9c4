import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isSameToken, maskToken } from "./masked-token.ts";

describe("a CSRF token masked per response", () => {
  const token = randomBytes(32).toString("base64url");

  it("reads differently in every response, and each reading is the session's token", () => {
    const readings = Array.from({ length: 20 }, () => maskToken(token));
    expect(new Set(readings).size).toBe(readings.length);
    for (const reading of readings) {
      expect(reading).not.toContain(token);
      expect(isSameToken(token, reading)).toBe(true);
    }
    // A page served before masking carries the token as it is.
    expect(isSameToken(token, token)).toBe(true);
  });

  it("refuses another session's token, masked or not, a changed byte and what is no token", () => {
    const other = randomBytes(32).toString("base64url");
    const reading = maskToken(token);
    // A character inside the text: the last one also carries padding bits a decoder drops.
    const changed = `${reading.slice(0, 5)}${reading[5] === "A" ? "B" : "A"}${reading.slice(6)}`;
    for (const given of [maskToken(other), other, changed, "", "x".repeat(43), undefined, 42]) {
      expect(isSameToken(token, given)).toBe(false);
    }
  });
});
