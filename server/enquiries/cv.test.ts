/**
 * CVs sent with job applications, against SQLite and a real PostgreSQL: stored in the database
 * with the application, refused by their bytes, downloaded with an audit entry, exported,
 * erased, and counted per opening and stage.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "../../shared/admin-service.ts";
import { cvMessages, type UploadedFile } from "../../shared/cv.ts";
import { actionFor } from "../../shared/enquiry-kinds.ts";
import { addAdminUser } from "../admin/accounts.ts";
import { erasePerson, exportPerson } from "../privacy/person-data.ts";
import { auditPage } from "../store/audit-log.ts";
import { adminServiceFixture, PASSWORD, T0 } from "../test-support/admin-service.ts";
import { startTestDatabases } from "../test-support/databases.ts";
import { validBodies } from "../test-support/enquiries.ts";
import { capturedLogger } from "../test-support/logs.ts";
import { createEnquiryService } from "./service.ts";
import { spamDefences } from "../test-support/spam-defences.ts";

const databases = await startTestDatabases();
afterAll(() => databases.dispose());

/** Bytes no other test writes, to search the database files for. */
const MARKER = `cv-marker-${crypto.randomUUID()}`;
const pdf = (text = MARKER) =>
  new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`,
  );
const file = (name: string, bytes: Uint8Array, field = "cv"): UploadedFile => ({
  field,
  name,
  bytes,
});

describe.each(databases.all)("CVs on $name", (target) => {
  const fx = adminServiceFixture(target);

  async function setUp() {
    const gateway = await fx.setUp();
    await addAdminUser(fx.db, "reviewer@malwasoftworks.example", PASSWORD, {
      role: "reviewer",
      now: T0,
    });
    const admin = gateway();
    const session = (await admin.session(
      await fx.signedInCookie(admin, "reviewer@malwasoftworks.example"),
    )) as AdminSession;
    const enquiries = createEnquiryService({
      db: fx.db,
      channels: [],
      logger: capturedLogger().logger,
      now: () => fx.clock,
      ...spamDefences(fx.db, () => fx.clock),
    });
    return { admin, session, enquiries };
  }

  const count = async (table: string) =>
    Number((await fx.db.query(`SELECT COUNT(*) AS count FROM ${table}`))[0]?.count);

  it("stores a PDF with the application, downloads it with an audit entry and exports it", async () => {
    const { admin, session, enquiries } = await setUp();
    const bytes = pdf();
    const outcome = await enquiries.submit(validBodies.jobEnquiry, [
      file("../../My CV <final>.pdf", bytes),
    ]);
    if (outcome.status !== "stored") throw new Error(outcome.status);

    const application = await admin.application(session, outcome.id);
    expect(application).toMatchObject({
      stage: "applied",
      cv: { fileName: "My CV final.pdf", mediaType: "application/pdf", sizeBytes: bytes.length },
    });
    const download = await admin.downloadCv(session, outcome.id);
    expect(download && Buffer.from(download.bytes).equals(Buffer.from(bytes))).toBe(true);
    const log = await auditPage(fx.db, { offset: 0, limit: 10 });
    expect(log.entries.filter((entry) => entry.action === "cv-downloaded")).toMatchObject([
      {
        actor: session.email,
        action: "cv-downloaded",
        subject: outcome.id,
      },
    ]);

    const exported = await exportPerson(fx.db, validBodies.jobEnquiry.email!, {
      actor: "command line",
      at: fx.clock,
    });
    expect(exported.enquiries[0]?.cv).toEqual({
      fileName: "My CV final.pdf",
      mediaType: "application/pdf",
      sizeBytes: bytes.length,
      sha256: application!.cv!.sha256,
      base64: Buffer.from(bytes).toString("base64"),
    });
  });

  it("refuses what is no PDF or DOCX, an empty file, two files, and a file on another form, storing nothing", async () => {
    const { enquiries } = await setUp();
    const refusals: [string, readonly UploadedFile[], Record<string, unknown>, string][] = [
      [
        "a program renamed .pdf",
        [
          file(
            "cv.pdf",
            new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
          ),
        ],
        validBodies.jobEnquiry,
        cvMessages.wrongType,
      ],
      [
        "an SVG",
        [
          file(
            "cv.pdf",
            new TextEncoder().encode(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ),
          ),
        ],
        validBodies.jobEnquiry,
        cvMessages.wrongType,
      ],
      [
        "HTML",
        [file("cv.docx", new TextEncoder().encode("<!doctype html><html><body>CV</body></html>"))],
        validBodies.jobEnquiry,
        cvMessages.wrongType,
      ],
      [
        "a ZIP that is no Word document",
        [file("cv.docx", new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]))],
        validBodies.jobEnquiry,
        cvMessages.wrongType,
      ],
      [
        "an empty file",
        [file("cv.pdf", new Uint8Array())],
        validBodies.jobEnquiry,
        cvMessages.empty,
      ],
      [
        "two files",
        [file("a.pdf", pdf("a")), file("b.pdf", pdf("b"))],
        validBodies.jobEnquiry,
        cvMessages.oneFile,
      ],
      [
        "a file on the general enquiry form",
        [file("brief.pdf", pdf())],
        validBodies.generalEnquiry,
        cvMessages.notTaken,
      ],
      [
        "a file in another field",
        [file("cv.pdf", pdf(), "coverLetter")],
        validBodies.jobEnquiry,
        cvMessages.notTaken,
      ],
    ];
    for (const [what, files, body, message] of refusals) {
      const outcome = await enquiries.submit(body, files);
      expect(outcome, what).toMatchObject({ status: "invalid", errors: { cv: message } });
    }
    expect(await count("enquiries")).toBe(0);
    expect(await count("job_application_cvs")).toBe(0);
  });

  it("keeps the JSON contract: a job application without a file is stored as before", async () => {
    const { admin, session, enquiries } = await setUp();
    const outcome = await enquiries.submit({
      ...validBodies.jobEnquiry,
      action: actionFor("jobEnquiry"),
    });
    expect(outcome.status).toBe("stored");
    if (outcome.status !== "stored") return;
    expect(await admin.application(session, outcome.id)).toMatchObject({
      stage: "applied",
      cv: undefined,
    });
  });

  it("erases the CV's bytes with the person", async () => {
    const { enquiries } = await setUp();
    await enquiries.submit(validBodies.jobEnquiry, [file("cv.pdf", pdf())]);
    const holdsMarker = async () =>
      target.name === "SQLite" &&
      (await databaseFiles()).some((dbFile) => readFileSync(dbFile).includes(Buffer.from(MARKER)));
    if (target.name === "SQLite") expect(await holdsMarker()).toBe(true);
    await erasePerson(fx.db, validBodies.jobEnquiry.email!, {
      actor: "command line",
      at: fx.clock,
    });
    expect(await count("job_application_cvs")).toBe(0);
    if (target.name !== "SQLite") return;
    // On SQLite the bytes are gone from the files too (PostgreSQL keeps dead rows until VACUUM).
    const dbFiles = await databaseFiles();
    expect(dbFiles.length).toBeGreaterThan(0);
    for (const dbFile of dbFiles) {
      expect(readFileSync(dbFile).includes(Buffer.from(MARKER)), dbFile).toBe(false);
    }
  });

  async function databaseFiles(): Promise<string[]> {
    const [row] = await fx.db.query<{ file: string }>(
      "SELECT file FROM pragma_database_list WHERE name = 'main'",
    );
    const main = String(row?.file);
    return readdirSync(path.dirname(main))
      .filter((name) => name.startsWith(path.basename(main)))
      .map((name) => path.join(path.dirname(main), name));
  }
});
