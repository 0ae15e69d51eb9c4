import { describe, expect, it } from "vitest";
import { normalizeEmail } from "./email.ts";

describe("normalizeEmail", () => {
  it("makes one address of every way it is typed", () => {
    expect(normalizeEmail("  Asha.Verma@Example.COM ")).toBe("asha.verma@example.com");
    expect(normalizeEmail("asha.verma@example.com")).toBe("asha.verma@example.com");
  });
});
