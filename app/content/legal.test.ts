import { describe, expect, it } from "vitest";
import { siteFacts } from "#site-facts";
import { privacyPolicy } from "./privacy";
import { termsAndConditions } from "./terms";

describe("legal documents (SPEC §2 Privacy, Terms)", () => {
  it("has the privacy policy's eleven sections in order, last updated 7 May 2024", () => {
    expect(privacyPolicy.lastUpdated).toEqual({ iso: "2024-05-07", text: "7 May 2024" });
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
      "overview",
      "messaging-policy-compliance",
      "platform-use",
      "prohibited-uses",
      "data-protection-and-user-rights",
      "security",
      "sub-processors",
      "international-compliance",
      "policy-changes",
      "contact",
      "agreement",
    ]);
    expect(privacyPolicy.sections.find((section) => section.id === "contact")?.email).toBe(
      siteFacts.email.legal,
    );
  });

  it("has the terms' sections in the spec's order, questions going to the legal e-mail", () => {
    expect(termsAndConditions.sections.map((section) => section.id)).toEqual([
      "acceptance",
      "terminology",
      "phone-numbers",
      "license",
      "client-responsibilities",
      "content-liability",
      "reservation-of-rights",
      "removal-of-links",
      "disclaimer",
      "questions",
    ]);
    expect(termsAndConditions.sections.at(-1)?.email).toBe(siteFacts.email.legal);
  });

  it("gives every section unique anchors and real text", () => {
    for (const document of [privacyPolicy, termsAndConditions]) {
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of document.sections) {
        expect(section.body.flat().join(" ").length, section.id).toBeGreaterThan(80);
      }
    }
  });
});
