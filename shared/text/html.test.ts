import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.ts";

describe("escapeHtml", () => {
  it("shows markup, entities and quotes literally, in text and in attributes", () => {
    expect(escapeHtml(`<script>alert('x & "y"')</script>`)).toBe(
      "&lt;script&gt;alert(&#39;x &amp; &quot;y&quot;&#39;)&lt;/script&gt;",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("Plain text, 100% — ünïcode")).toBe("Plain text, 100% — ünïcode");
  });
});
