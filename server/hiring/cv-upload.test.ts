/**
 * A job application with its CV sent to the endpoint as multipart/form-data, against a real
 * listening server and SQLite: stored with its file, refused with 400 when it is no CV, and
 * refused with 413 while a too-large upload streams in, before the rest of it is read.
 */
import { connect } from "node:net";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "#shared/hiring/cv.ts";
import { formWords } from "#server/enquiries/form-words.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { startServer, type RunningServer } from "#server/boot/start-server.ts";
import { tempFolder } from "#server/test-support/temp-folder.ts";
import { openDatabase } from "#server/store/open.ts";
import { docx } from "#server/test-support/docx.ts";
import { validBodies } from "#server/test-support/enquiries.ts";

const dir = tempFolder("site-cv-upload-");
const databaseFile = path.join(dir, "site.db");
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    site: false,
    logger: pino({ level: "silent" }),
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${databaseFile}`,
      RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
});
afterAll(() => server.close());

/** How many enquiries and CVs the database holds. */
async function countRows(): Promise<{ enquiries: number; cvs: number }> {
  const db = await openDatabase({ kind: "sqlite", path: databaseFile });
  try {
    const count = async (table: string) =>
      Number((await db.query(`SELECT COUNT(*) AS count FROM ${table}`))[0]?.count);
    return { enquiries: await count("enquiries"), cvs: await count("job_application_cvs") };
  } finally {
    await db.close();
  }
}

const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

function applicationForm(cv: Blob, name = "cv.pdf"): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(validBodies.jobEnquiry)) form.append(field, value);
  form.append("attribution", JSON.stringify({ page: "/start-project" }));
  form.append("cv", cv, name);
  return form;
}

describe(`POST ${ENQUIRY_ENDPOINT} as multipart/form-data`, () => {
  it("stores a job application with its PDF", async () => {
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      body: applicationForm(new Blob([pdf])),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const db = await openDatabase({ kind: "sqlite", path: databaseFile });
    try {
      const [row] = await db.query(
        "SELECT file_name, size_bytes FROM job_application_cvs WHERE enquiry_id = $1",
        [id],
      );
      expect(row).toEqual({ file_name: "cv.pdf", size_bytes: pdf.length });
    } finally {
      await db.close();
    }
  });

  it("refuses a file that is no CV with a message on the field", async () => {
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      body: applicationForm(new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"]), "cv.pdf"),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { cv: formWords.answers.cv.wrongType } });
  });

  it("refuses a DOCX carrying a program as it refuses a renamed file, storing nothing", async () => {
    const before = await countRows();
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      body: applicationForm(
        new Blob([docx([{ name: "word/embeddings/setup.exe", content: "MZ" }])]),
        "cv.docx",
      ),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { cv: formWords.answers.cv.wrongType } });
    expect(await countRows()).toEqual(before);
  });

  it("answers 413 to a declared size over the limit before the body is sent", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        // The head only: not one byte of the 6 MB it announces follows.
        socket.write(
          `POST ${ENQUIRY_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${CV_MAX_BYTES + 1024 * 1024}\r\n\r\n`,
        );
      });
      let received = "";
      socket.on("data", (data) => {
        received += data.toString();
        if (received.includes("\r\n\r\n")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("answers a client that asks for no page its 413 as JSON on a page's form post too", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /start-project HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${CV_MAX_BYTES + 1024 * 1024}\r\n\r\n`,
        );
      });
      let received = "";
      socket.on("data", (data) => (received += data.toString()));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      message: formWords.answers.cv.tooLarge,
    });
  });

  it("answers 413 to a streamed upload once it passes the limit, without reading the rest", async () => {
    const chunk = new Uint8Array(256 * 1024);
    // Far more than loopback's socket buffers can hold (Linux lets them grow to tens of MB), so
    // a server that stopped reading leaves most of it unpulled however slowly it answers.
    const total = 512 * chunk.length;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(new URL(ENQUIRY_ENDPOINT, server.url), {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: formWords.answers.cv.tooLarge });
    expect(pulled).toBeLessThan(total);
  });
});
