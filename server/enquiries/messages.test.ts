import { describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { type EnquiryKind } from "#shared/enquiries/schemas.ts";
import { ENQUIRY_KINDS } from "#shared/enquiries/kinds.ts";
import { teamLabel } from "#shared/enquiries/words.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { emailWords } from "./email-words.ts";
import { formWords } from "./form-words.ts";
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
  it.each(ENQUIRY_KINDS)("names the %s kind and its sender in the subject", (kind) => {
    const fields: Readonly<Record<string, string>> = validBodies[kind];
    const { subject } = teamNotification(enquiryOf(kind, validBodies[kind]), SITE_URL);
    expect(subject).toContain(formWords.kinds[kind].noun);
    for (const part of [fields.name, fields.companyName ?? fields.position]) {
      if (part) expect(subject).toContain(part);
    }
  });

  it("lists every field with its label, options by name, the date in words", () => {
    const { text } = teamNotification(
      enquiryOf("project", { ...validBodies.project, projectStartDate: "2031-03-15" }),
      SITE_URL,
    );
    const label = (name: string) => teamLabel(formWords.fields, name);
    const option = (name: string, value: string) => formWords.fields[name]?.options?.[value];
    const project = validBodies.project;
    expect(text).toContain(
      [
        `${label("name")}: ${project.name}`,
        `${label("email")}: ${project.email}`,
        `${label("companyName")}: ${project.companyName}`,
        `${label("phone")}: ${project.phone}`,
        `${label("projectStartDate")}: 15 March 2031`,
        `${label("projectType")}: ${option("projectType", project.projectType)}`,
        `${label("budget")}: ${option("budget", project.budget)}`,
        `${label("projectTimeline")}: ${option("projectTimeline", project.projectTimeline)}`,
        "",
        `${label("projectDetails")}:`,
        `  ${project.projectDetails}`,
      ].join("\n"),
    );
    expect(text).toContain(
      fillIn(emailWords.notification.received, {
        time: "15 January 2030 at 10:00 am IST",
        id: "5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11",
      }),
    );
  });

  it("says 'Not specified' for an optional choice left empty", () => {
    const { text } = teamNotification(
      enquiryOf("consultation", validBodies.consultation),
      SITE_URL,
    );
    expect(text).toContain(
      `${teamLabel(formWords.fields, "projectType")}: ${emailWords.notification.notSpecified}`,
    );
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
    expect(mail.subject).toBe(
      fillIn(emailWords.acknowledgement.subject, { kind: formWords.kinds.contact.noun }),
    );
    for (const value of Object.values(enquiry.fields)) {
      expect(mail.text).not.toContain(value);
      expect(mail.html).not.toContain(escapeHtml(value));
    }
    expect(mail.text).toContain(siteFacts.replyPromise);
    expect(mail.text).toContain(consentLink);
    expect(mail.html).toContain(`href="${escapeHtml(consentLink)}"`);
  });
});
