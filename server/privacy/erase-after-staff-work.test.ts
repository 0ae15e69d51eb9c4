/**
 * An erasure after the team has worked a person's enquiries leaves nothing of the person behind:
 * one server as production wires it, enquiries of every kind from one person (a job application
 * with a CV whose file name holds their name and street), every kind of staff action on them, then
 * the erasure. Not one byte of their name, street, e-mail address or CV's file name is left in the
 * SQLite database, its write-ahead log or the server's log.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminService } from "#server/test-support/admin-service.ts";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { HONEYPOT_FIELD } from "#shared/enquiries/kinds.ts";
import { MARKETING_FIELD } from "#shared/enquiries/submission-fields.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { openDatabase } from "#server/store/open.ts";
import { insertBooking } from "#server/booking/store.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { occurrences, total } from "#server/test-support/file-bytes.ts";
import { startInboxServer, type InboxServer } from "#server/test-support/inbox-server.ts";
import { TEST_SERVER_SECRET } from "#server/test-support/keys.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import { startSmtpSink, type SmtpSink } from "#server/test-support/smtp-sink.ts";

const NAME = "Eraseme Quillfeather";
const EMAIL = "eraseme.quillfeather@example.org";
const STREET = "14 Larkspur Lane";
const CV_NAME = "Eraseme_Quillfeather_CV (14 Larkspur Lane).pdf";
/** What must not outlive the erasure: each part of the name alone, too. */
const TRACES = ["Eraseme", "Quillfeather", "eraseme.quillfeather", EMAIL, STREET, CV_NAME];

const TEAM: AdminSession = {
  email: "team@malwasoftworks.example",
  role: "administrator",
  csrfToken: "",
};
const COLLEAGUE = "colleague@malwasoftworks.example";

const dir = mkdtempSync(path.join(tmpdir(), "site-erase-work-"));
const file = path.join(dir, "site.db");
const logs = capturedLogger();
let sink: SmtpSink;
let server: InboxServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  const db = await openDatabase({ kind: "sqlite", path: file });
  await addAdminUser(db, TEAM.email, "the team's long passphrase");
  await addAdminUser(db, COLLEAGUE, "a colleague's long passphrase");
  await db.close();
  server = await startInboxServer(
    {
      DATABASE_URL: `sqlite:${file}`,
      SMTP_URL: sink.url,
      NOTIFY_AUTOREPLY: "true",
      SERVER_SECRET: TEST_SERVER_SECRET,
      RATE_LIMIT_PER_MINUTE: "1000",
    },
    { logger: logs.logger, notifier: { pollIntervalMs: 200 } },
  );
});
afterAll(async () => {
  await server?.close();
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

const theirs = {
  name: NAME,
  email: EMAIL,
  phone: "+91 98260 55555",
};

async function post(body: Record<string, string>): Promise<string> {
  const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The job application as the form sends it with a CV: multipart, the file named as it was. */
async function apply(): Promise<string> {
  const form = new FormData();
  const fields = {
    ...validBodies.jobEnquiry,
    ...theirs,
    coverLetter: `Five years of React and TypeScript. Please write to me at ${STREET}, Indore.`,
  };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const cv = `%PDF-1.7\n% ${NAME}, ${STREET}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`;
  form.append("cv", new Blob([cv]), CV_NAME);
  const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
    method: "POST",
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Waits until none of the enquiries has a delivery still to send (viewing each, as the team would). */
async function deliveriesSettled(admin: AdminService, ids: readonly string[]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const records = await Promise.all(ids.map((id) => admin.enquiry(TEAM, id)));
    const pending = records.flatMap((record) =>
      (record?.deliveries ?? []).filter((delivery) => delivery.status !== "sent"),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Deliveries still pending: ${pending.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function tracesIn(text: string): Record<string, number> {
  return Object.fromEntries(TRACES.map((trace) => [trace, text.split(trace).length - 1]));
}

function tracesInDatabase(): Record<string, number> {
  return Object.fromEntries(TRACES.map((trace) => [trace, total(occurrences(file, trace))]));
}

describe("an erasure after every kind of staff action", () => {
  it("leaves nothing of the person in the database files or the log", async () => {
    const { admin } = await server.pageServices();

    // Their first enquiry's first mail is refused once, so that a delivery waits to be retried.
    sink.refuseNext(1);
    const contact = await post({
      ...validBodies.contact,
      ...theirs,
      message: `Please call me, or visit ${STREET}.`,
      [MARKETING_FIELD]: "yes",
    });
    const waiting = await failedDeliveryOf(admin, contact);
    // The notifier's own retry may claim it first (a second on), which is fine: the retry is tried.
    expect(["email", "autoreply", "not-due"]).toContain(
      await admin.retryDelivery(TEAM, contact, waiting),
    );

    const project = await post({
      ...validBodies.project,
      ...theirs,
      companyName: "Quillfeather Traders",
      projectDetails: `A portal for our shop at ${STREET}.`,
    });
    const general = await post({ ...validBodies.generalEnquiry, ...theirs });
    const consultation = await post({ ...validBodies.consultation, ...theirs });
    const application = await apply();
    const spam = await post({
      ...validBodies.contact,
      ...theirs,
      [HONEYPOT_FIELD]: "https://bots.example",
    });
    const kept = await post(validBodies.contact);
    const theirIds = [contact, project, general, consultation, application, spam];
    await deliveriesSettled(admin, [...theirIds, kept]);

    // The team works them: every kind of action the inbox offers.
    expect(await admin.changeStatus(TEAM, contact, "handled")).toBe(true);
    expect(await admin.saveNote(TEAM, contact, `Called ${NAME}; lives at ${STREET}.`)).toBe(
      "saved",
    );
    expect(await admin.saveNote(TEAM, contact, `@colleague: ${NAME} wants a visit.`)).toBe("saved");
    expect(await admin.sendReply(TEAM, general, `Dear ${NAME},\n\nThank you: we will call.`)).toBe(
      "queued",
    );
    expect(await admin.assign(TEAM, project, COLLEAGUE)).toBe("assigned");
    expect(await admin.markAnsweredOutside(TEAM, consultation)).toBe("stopped");
    expect((await admin.downloadCv(TEAM, application))?.fileName).toBe(CV_NAME);
    expect(
      await admin.moveStage(TEAM, { enquiryId: application, to: "interview", version: 0 }),
    ).toBe("moved");
    // Their interview day, taken by the team member: an offer made before its scorecard, with a
    // reason, then the scorecard, both about them.
    const interview = await interviewDayOf(application);
    expect(
      await admin.moveStage(TEAM, {
        enquiryId: application,
        to: "offer",
        version: 1,
        reason: `${NAME} has another offer; they live at ${STREET}.`,
      }),
    ).toBe("moved");
    const sheet = await admin.scorecardSheet(TEAM, interview);
    if (!sheet || sheet === "forbidden") throw new Error("No scorecard for the interviewer");
    expect(
      await admin.submitScorecard(TEAM, interview, {
        ratings: Object.fromEntries(sheet.attributes.map((attribute) => [attribute, "4"])),
        recommendation: "strong-yes",
        notes: `${NAME} walked us through the shop's app at ${STREET}.`,
      }),
    ).toBe("saved");
    expect(await admin.changeStatus(TEAM, project, "spam")).toBe(true);
    expect(await admin.changeStatus(TEAM, project, "open")).toBe(true);
    expect(await admin.changeStatus(TEAM, spam, "new")).toBe(true);
    for (const search of [NAME, EMAIL, STREET]) {
      expect(await admin.exportEntries(TEAM, { search })).not.toHaveLength(0);
    }
    await admin.exportEntries(TEAM, { source: EMAIL });
    // The CSV export as the browser asks for it: the search is in the address.
    await server.pageServices(`/admin/enquiries.csv?q=${encodeURIComponent(NAME)}`);
    const exported = await admin.exportPerson(TEAM, EMAIL);
    expect(exported.allowed && exported.value.enquiries).toHaveLength(theirIds.length);

    // They use the link in their acknowledgement: no more updates, and erase me.
    const link = consentLinkIn(sink.messages.find((mail) => mail.recipients.includes(EMAIL))?.text);
    const { consent } = await server.pageServices(link.pathname + link.search);
    const [enquiry, signature] = ["enquiry", "signature"].map(
      (name) => link.searchParams.get(name) ?? "",
    ) as [string, string];
    expect(await consent.withdrawUpdates(enquiry, signature)).toMatchObject({
      receivingUpdates: false,
    });
    expect(await consent.requestErasure(enquiry, signature)).toMatchObject({
      erasureDueAt: expect.any(Date),
    });
    await deliveriesSettled(admin, [...theirIds, kept]);
    expect(Object.values(tracesInDatabase()).every((count) => count > 0)).toBe(true);

    expect(await admin.erasePerson(TEAM, EMAIL)).toEqual({
      allowed: true,
      value: theirIds.length,
    });

    expect(tracesInDatabase()).toEqual(Object.fromEntries(TRACES.map((trace) => [trace, 0])));
    expect(tracesIn(logs.text())).toEqual(Object.fromEntries(TRACES.map((trace) => [trace, 0])));
    // Someone else's enquiry is still there, and the log did record the work.
    expect(total(occurrences(file, validBodies.contact.email))).toBeGreaterThan(0);
    expect(logs.text()).toContain(contact);
  });
});

/** Books the application's interview day with the team member, as the candidate's link would. */
async function interviewDayOf(enquiryId: string): Promise<string> {
  const db = await openDatabase({ kind: "sqlite", path: file });
  try {
    const [team] = await db.query("SELECT id FROM admin_users WHERE email = $1", [TEAM.email]);
    const bookingId = crypto.randomUUID();
    const start = new Date(Date.now() - 5 * 3_600_000);
    await insertBooking(db, {
      id: bookingId,
      enquiryId,
      eventType: "interview",
      consultantId: String(team?.id),
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 3_600_000),
      blockedUntil: new Date(start.getTime() + 3 * 3_600_000),
      visitorZone: "Asia/Kolkata",
      createdAt: start,
    });
    return bookingId;
  } finally {
    await db.close();
  }
}

/** The delivery of the enquiry that failed and waits for its next try. */
async function failedDeliveryOf(admin: AdminService, enquiryId: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const record = await admin.enquiry(TEAM, enquiryId);
    const failed = record?.deliveries.find(
      (delivery) => delivery.status === "pending" && delivery.lastError,
    );
    if (failed) return failed.id;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("No delivery failed");
}

function consentLinkIn(text: string | undefined): URL {
  const href = text?.match(/https?:\/\/\S+\/privacy\/choices\?\S+/)?.[0];
  if (!href) throw new Error("No consent link in the acknowledgement");
  return new URL(href);
}
