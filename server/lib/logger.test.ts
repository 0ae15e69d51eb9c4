import { describe, expect, it } from "vitest";
import { loggableText } from "./logger.ts";

describe("what the log keeps of another program's line", () => {
  it("keeps the first line, without query strings, e-mail addresses or colours", () => {
    const astro =
      "\u001b[31mCould not render /admin/sign-in?next=%2Fadmin%3Fq%3Dasha%40example.com\u001b[39m\n" +
      "TypeError: 'TRACE' HTTP method is unsupported.\n    at new Request (node:internal/deps/undici)";
    expect(loggableText(astro)).toBe("Could not render /admin/sign-in");
    expect(loggableText("mail to asha.verma@example.com refused")).toBe(
      "mail to <address> refused",
    );
  });
});
