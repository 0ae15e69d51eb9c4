import { describe, expect, it } from "vitest";
import { actionFor } from "#shared/enquiries/kinds.ts";
import type { Enquiry } from "#server/enquiries/store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { chatMarkupOf } from "./chat-text.ts";
import { webhookPayload } from "#server/enquiries/senders.ts";

const SITE_URL = "https://www.malwasoftworks.example";
/** What an outside probe typed: a mention of everyone and a disguised link. */
const PROBE_NAME = "<!channel> <https://evil.example/login|Open in the inbox>";
const PROBE_COMPANY = "*Urgent* _now_ ~gone~ `code` [click](https://evil.example) &lt;b&gt; \\";

function enquiryFrom(name: string, companyName: string): Enquiry {
  return {
    id: "5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11",
    kind: "project",
    action: actionFor("project"),
    fields: { ...validBodies.project, name, companyName },
    submissionId: undefined,
    isSpam: false,
    createdAt: new Date("2030-01-15T04:30:00Z"),
  };
}

const inboxLink = `${SITE_URL}/admin/enquiries/5d0c8a43-2f7e-4b8e-9a41-3f1f0c9e2b11`;

describe("the webhook's one-line text", () => {
  it("shows a name with Slack's link and mention syntax literally on Slack", () => {
    const { text, fields } = webhookPayload(
      enquiryFrom(PROBE_NAME, "Acme & Sons"),
      SITE_URL,
      "slack",
    );
    expect(text).toBe(
      "New project enquiry from &lt;!channel&gt; &lt;https://evil.example/login|Open in the inbox&gt; " +
        `(Acme &amp; Sons): ${inboxLink}`,
    );
    // Slack reads "<" only as the start of a link or mention: none is left.
    expect(text).not.toMatch(/[<>]/);
    expect(fields.name).toBe(PROBE_NAME);
  });

  it("shows Slack's formatting characters as look-alikes, so a name is not bold, italic, struck or code", () => {
    const { text, fields } = webhookPayload(
      enquiryFrom("*Urgent* _now_ ~gone~ `code` ＊wide＊ ＿wide＿ ｀wide｀", "Acme"),
      SITE_URL,
      "slack",
    );
    expect(text).toBe(
      "New project enquiry from ∗Urgent∗ ˍnowˍ ∼gone∼ ˋcodeˋ ﹡wide﹡ ⸏wide⸏ ˋwideˋ (Acme): " +
        inboxLink,
    );
    expect(text.slice(0, text.lastIndexOf(": https://"))).not.toMatch(/[*_~`＊＿｀]/);
    expect(fields.name).toBe("*Urgent* _now_ ~gone~ `code` ＊wide＊ ＿wide＿ ｀wide｀");
  });

  it("escapes Markdown's formatting, links and mentions for Teams and Google Chat", () => {
    const { text, fields } = webhookPayload(
      enquiryFrom(PROBE_NAME, PROBE_COMPANY),
      SITE_URL,
      "markdown",
    );
    expect(text).toBe(
      "New project enquiry from \\<!channel\\> \\<https://evil.example/login|Open in the inbox\\> " +
        "(\\*Urgent\\* \\_now\\_ \\~gone\\~ \\`code\\` \\[click\\](https://evil.example) \\&lt;b\\&gt; \\\\): " +
        inboxLink,
    );
    const visitorPart = text.slice(0, text.lastIndexOf(": https://"));
    // Every character Markdown would act on is preceded by the backslash that makes it literal.
    expect(visitorPart.replace(/\\./g, "")).not.toMatch(/[\\`*_~[\]<>&]/);
    expect(fields.companyName).toBe(PROBE_COMPANY);
  });

  it("is read as Slack's markup at hooks.slack.com and as Markdown anywhere else", () => {
    expect(chatMarkupOf("https://hooks.slack.com/services/T000/B000/XXXX")).toBe("slack");
    expect(chatMarkupOf("https://acme.webhook.office.com/webhookb2/abc")).toBe("markdown");
    expect(chatMarkupOf("https://chat.googleapis.com/v1/spaces/AAA/messages?key=k")).toBe(
      "markdown",
    );
    expect(chatMarkupOf("https://hooks.slack.com.evil.example/x")).toBe("markdown");
  });
});
