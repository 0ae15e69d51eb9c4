import { describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { type EnquiryKind } from "#shared/enquiries/schemas.ts";
import type { Enquiry } from "./store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { escapeHtml } from "#shared/text/html.ts";
import { acknowledgement, teamNotification } from "./messages.ts";
import { siteFacts } from "#server/site/facts.ts";

const SITE_URL = "https://www.malwasoftworks.example";

function enquiryOf(kind: EnquiryKind, fields: Record<string, string>): Enquiry {
  const { action: _, ...rest } = fields;
  return {
    id: "5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11",
    kind,
    action: actionFor(kind),
    fields: rest,
    submissionId: undefined,
    isSpam: false,
    createdAt: new Date("2030-01-15T04:30:00Z"),
  };
}

describe("team notification", () => {
  it.each([
    ["project", "New project enquiry from Asha Verma (Acme Ltd)"],
    ["generalEnquiry", "New general enquiry from Rohan Mehta (Mehta Traders)"],
    ["jobEnquiry", "New job enquiry from Ravi Kumar for React Developer"],
    ["consultation", "New consultation request from Neha Joshi (Joshi Foods)"],
    ["contact", "New contact message from Imran Khan"],
  ] as const)("names the %s kind and its sender in the subject", (kind, subject) => {
    expect(teamNotification(enquiryOf(kind, validBodies[kind]), SITE_URL).subject).toBe(subject);
  });

  it("lists every field with its label, options by name, the date in words", () => {
    const { text } = teamNotification(
      enquiryOf("project", { ...validBodies.project, projectStartDate: "2031-03-15" }),
      SITE_URL,
    );
    expect(text).toContain(
      [
        "Name: Asha Verma",
        "E-mail: asha.verma@example.com",
        "Company: Acme Ltd",
        "Phone: +91 98765 43210",
        "Preferred start date: 15 March 2031",
        "Project type: Web Application",
        "Budget: ₹1,00,000 – ₹2,50,000",
        "Timeline: Within 3 Months",
        "",
        "Project details:",
        "  A customer portal for our dealers across Madhya Pradesh.",
      ].join("\n"),
    );
    expect(text).toContain("Received 15 January 2030 at 10:00 am IST");
  });

  it("says 'Not specified' for an optional choice left empty", () => {
    const { text } = teamNotification(
      enquiryOf("consultation", validBodies.consultation),
      SITE_URL,
    );
    expect(text).toContain("Project type: Not specified");
  });

  it("escapes every value in the HTML part", () => {
    const { html } = teamNotification(
      enquiryOf("contact", {
        ...validBodies.contact,
        name: `Imran <img src=x onerror="alert(1)">`,
        message: "<script>alert('x')</script> & more",
      }),
      SITE_URL,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(html).toContain("Imran &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("acknowledgement", () => {
  it("repeats nothing the visitor typed", () => {
    const enquiry = enquiryOf("contact", {
      ...validBodies.contact,
      name: "Visit cheap-pills.example",
    });
    const consentLink = `https://www.malwasoftworks.example/privacy/choices?enquiry=${enquiry.id}&signature=abc`;
    const mail = acknowledgement(enquiry, "https://www.malwasoftworks.example", consentLink);
    expect(mail.subject).toBe(`We have received your contact message – ${siteFacts.company}`);
    for (const value of Object.values(enquiry.fields)) {
      expect(mail.text).not.toContain(value);
      expect(mail.html).not.toContain(escapeHtml(value));
    }
    expect(mail.text).toContain(`within ${siteFacts.replyHours} hours`);
    expect(mail.text).toContain(consentLink);
    expect(mail.html).toContain(`href="${escapeHtml(consentLink)}"`);
  });
});
