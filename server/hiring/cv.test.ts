/**
 * CVs sent with job applications, against SQLite and a real PostgreSQL: stored in the database
 * with the application, refused by their bytes, downloaded with an audit entry, exported,
 * erased, and counted per opening and stage.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { AdminSession } from "#shared/accounts/contract.ts";
import { CV_MAX_BYTES } from "#shared/hiring/cv.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { type UploadedFile } from "#shared/enquiries/posted-form.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { addAdminUser } from "#server/accounts/accounts.ts";
import { erasePerson, exportPerson } from "#server/privacy/person-data.ts";
import { auditPage } from "#server/audit/log.ts";
import { adminServiceFixture, PASSWORD, T0 } from "#server/test-support/admin-service.ts";
import { startTestDatabases } from "#server/test-support/databases.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { capturedLogger } from "#server/test-support/logs.ts";
import {
  contentTypes,
  docx,
  documentXml,
  WORDPROCESSING_NAMESPACE,
} from "#server/test-support/docx.ts";
import {
  crc32OfRepeats,
  deflatedRepeats,
  MEBIBYTE,
  zipOf,
  type ZipEntry,
} from "#server/test-support/zip.ts";
import { checkCv } from "./cv.ts";
import { DOCX_BUDGET } from "./docx.ts";
import { createEnquiryService } from "#server/boot/enquiry-service.ts";
import { spamDefences } from "#server/test-support/spam-defences.ts";

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
const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

/** A part that inflates to `mebibytes` MiB of zeros, its headers claiming `claimedSize`. */
function zerosPart(name: string, mebibytes: number, claimedSize = mebibytes * MEBIBYTE) {
  const { bytes } = deflatedRepeats([[new Uint8Array(MEBIBYTE), mebibytes]]);
  // The CRC is never reached: the reader stops at a budget first.
  return { name, deflated: { bytes, size: claimedSize, crc: 0 } };
}

/** Word documents that file-type takes for DOCX, and that no CV may be. */
const hostileDocx: [string, Uint8Array][] = [
  [
    "a ZIP of content types, a program and a web page",
    zipOf([
      { name: "[Content_Types].xml", content: contentTypes() },
      { name: "setup.exe", content: MZ },
      { name: "index.html", content: "<script>alert(1)</script>" },
    ]),
  ],
  ["a DOCX carrying a program", docx([{ name: "word/embeddings/SETUP.EXE", content: MZ }])],
  ["a DOCX carrying a script", docx([{ name: "word/run.js", content: "alert(1)" }])],
  [
    "a DOCX carrying an SVG outside its pictures",
    docx([{ name: "word/icon.svg", content: "<svg/>" }]),
  ],
  [
    "a DOCX with a macro project",
    docx([
      {
        name: "[Content_Types].xml",
        content: contentTypes(
          '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
        ),
      },
      { name: "word/vbaProject.bin", content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) },
    ]),
  ],
  [
    "a DOCX with a macro project under another name",
    docx([
      {
        name: "[Content_Types].xml",
        content: contentTypes(
          '<Override PartName="/word/p.bin" ContentType="application/vnd.ms-word.macroEnabled.12"/>',
        ),
      },
      { name: "word/p.bin", content: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) },
    ]),
  ],
  [
    "a DOCX with macro data",
    docx([{ name: "word/vbaData.xml", content: '<wne:vbaSuppData xmlns:wne="urn:x"/>' }]),
  ],
  ["a 1 MB DOCX that inflates to 1 GB", docx([zerosPart("word/media/image1.png", 1024)])],
  [
    "a DOCX inflating to 1 GB while its headers claim 1 KB",
    docx([zerosPart("word/media/image1.png", 1024, 1024)]),
  ],
  [
    "a DOCX without word/document.xml",
    zipOf([
      { name: "[Content_Types].xml", content: contentTypes() },
      { name: "word/styles.xml", content: `<w:styles xmlns:w="${WORDPROCESSING_NAMESPACE}"/>` },
    ]),
  ],
  [
    "a DOCX whose document is not well-formed XML",
    docx([{ name: "word/document.xml", content: documentXml("CV").replace("</w:body>", "") }]),
  ],
  [
    "a DOCX whose document has two roots",
    docx([
      {
        name: "word/document.xml",
        content: `${documentXml("CV")}<w:document xmlns:w="${WORDPROCESSING_NAMESPACE}"/>`,
      },
    ]),
  ],
  [
    "a DOCX whose document is a web page",
    docx([{ name: "word/document.xml", content: "<html><body>CV</body></html>" }]),
  ],
  [
    "a DOCX whose document declares entities",
    docx([
      {
        name: "word/document.xml",
        content: documentXml("&a;&a;").replace(
          "<w:document",
          '<!DOCTYPE w:document [<!ENTITY a "aaaaaaaaaa">]><w:document',
        ),
      },
    ]),
  ],
  [
    `a DOCX whose document inflates past ${DOCX_BUDGET.documentXmlBytes / MEBIBYTE} MB`,
    docx([longDocument(DOCX_BUDGET.documentXmlBytes / MEBIBYTE + 1)]),
  ],
  [`a DOCX of more than ${DOCX_BUDGET.entries} parts`, docx(images(DOCX_BUDGET.entries - 2))],
];

/** A well-formed `word/document.xml` padded with `mebibytes` MiB of spaces. */
function longDocument(mebibytes: number): ZipEntry {
  const pieces = [
    [documentXml("CV").replace("</w:body></w:document>", ""), 1],
    [" ".repeat(MEBIBYTE), mebibytes],
    ["</w:body></w:document>", 1],
  ] as const;
  return {
    name: "word/document.xml",
    deflated: { ...deflatedRepeats(pieces), crc: crc32OfRepeats(pieces) },
  };
}

/** Empty images, to make up a number of parts beside the three of a minimal DOCX. */
function images(count: number): ZipEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `word/media/image${index}.png`,
    content: "",
  }));
}

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
      stage: { key: "applied", name: "Applied" },
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

  it("stores a small real DOCX", async () => {
    const { admin, session, enquiries } = await setUp();
    const bytes = docx([], { text: MARKER });
    const outcome = await enquiries.submit(validBodies.jobEnquiry, [file("My CV.docx", bytes)]);
    if (outcome.status !== "stored") throw new Error(JSON.stringify(outcome));
    expect(await admin.application(session, outcome.id)).toMatchObject({
      cv: {
        fileName: "My CV.docx",
        mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        sizeBytes: bytes.length,
      },
    });
  });

  it("refuses what is no PDF or DOCX, an empty file, two files, and a file on another form, storing nothing", async () => {
    const { enquiries } = await setUp();
    const refusals: [string, readonly UploadedFile[], Record<string, unknown>, string][] = [
      [
        "a program renamed .pdf",
        [file("cv.pdf", MZ)],
        validBodies.jobEnquiry,
        formWords.answers.cv.wrongType,
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
        formWords.answers.cv.wrongType,
      ],
      [
        "HTML",
        [file("cv.docx", new TextEncoder().encode("<!doctype html><html><body>CV</body></html>"))],
        validBodies.jobEnquiry,
        formWords.answers.cv.wrongType,
      ],
      [
        "a ZIP that is no Word document",
        [file("cv.docx", new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]))],
        validBodies.jobEnquiry,
        formWords.answers.cv.wrongType,
      ],
      ...hostileDocx.map(
        ([what, bytes]): [string, readonly UploadedFile[], Record<string, unknown>, string] => [
          what,
          [file("cv.docx", bytes)],
          validBodies.jobEnquiry,
          formWords.answers.cv.wrongType,
        ],
      ),
      [
        "an empty file",
        [file("cv.pdf", new Uint8Array())],
        validBodies.jobEnquiry,
        formWords.answers.cv.empty,
      ],
      [
        "two files",
        [file("a.pdf", pdf("a")), file("b.pdf", pdf("b"))],
        validBodies.jobEnquiry,
        formWords.answers.cv.oneFile,
      ],
      [
        "a file on the general enquiry form",
        [file("brief.pdf", pdf())],
        validBodies.generalEnquiry,
        formWords.answers.cv.notTaken,
      ],
      [
        "a file in another field",
        [file("cv.pdf", pdf(), "coverLetter")],
        validBodies.jobEnquiry,
        formWords.answers.cv.notTaken,
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
      stage: { key: "applied", name: "Applied" },
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

describe("DOCX budgets", () => {
  it("takes a DOCX with Word's icons, drawn as SVG pictures beside their PNG copies", async () => {
    const withIcons = docx([
      { name: "word/media/image1.png", content: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
      { name: "word/media/image2.svg", content: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ]);
    expect(await checkCv("cv.docx", withIcons)).toMatchObject({ ok: true });
  });

  it("takes a DOCX just within each budget", async () => {
    const within = docx([
      longDocument(DOCX_BUDGET.documentXmlBytes / MEBIBYTE - 1),
      ...images(DOCX_BUDGET.entries - 3),
    ]);
    expect(await checkCv("cv.docx", within)).toMatchObject({ ok: true });
  });

  it("refuses a ZIP bomb after inflating at most the budget, not all that it holds", async () => {
    const bomb = docx([zerosPart("word/media/image1.png", 4095)]);
    expect(bomb.byteLength).toBeLessThan(CV_MAX_BYTES);
    const before = process.cpuUsage();
    expect(await checkCv("cv.docx", bomb)).toEqual({
      ok: false,
      message: formWords.answers.cv.wrongType,
    });
    // Inflating all 4 GB costs about 6 s of CPU here, the 50 MB budget about 0.2 s.
    const { user, system } = process.cpuUsage(before);
    expect((user + system) / 1000).toBeLessThan(2000);
  });
});
