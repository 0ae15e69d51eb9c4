/**
 * Erased means gone from the files: after an erasure, not one byte of the address is left in the
 * SQLite database or its write-ahead log, though other people's enquiries are still there. That
 * covers what the address left beyond its enquiries: the throttle's counters (a sign-in tried with
 * it, an acknowledgement sent to it) and the audit log (a CSV export filtered by it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createAdminService } from "#server/test-support/admin-service.ts";
import { createAcknowledgementLimit } from "#server/enquiries/acknowledgement-limit.ts";
import { occurrences, total } from "#server/test-support/file-bytes.ts";
import { testKeys } from "#server/test-support/keys.ts";
import { arrivingEnquiry, saveEnquiry } from "#server/test-support/enquiries.ts";
import { changeEnquiryStatus } from "#server/enquiries/status.ts";
import { addEnquiryNote } from "#server/enquiries/notes.ts";
import { openDatabase } from "#server/store/open.ts";
import { erasePerson } from "./person-data.ts";

const ERASED = "meera.erasable@example.org";
const KEPT = "kept.person@example.org";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("erasure on SQLite", () => {
  it("leaves no byte of the erased address in the database files", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "site-erase-"));
    const file = path.join(dir, "site.db");
    const db = await openDatabase({ kind: "sqlite", path: file });
    try {
      for (const [index, email] of [ERASED, KEPT, ERASED, KEPT].entries()) {
        const enquiry = arrivingEnquiry("contact", {
          fields: {
            name: email === ERASED ? "Meera Erasable" : "Kept Person",
            email,
            message: `Message ${index} from ${email}, long enough to fill a row: ${"x".repeat(300)}`,
          },
          createdAt: new Date(Date.UTC(2030, 0, 1 + index)),
        });
        await saveEnquiry(db, enquiry, ["email"]);
        const { id } = enquiry;
        await changeEnquiryStatus(db, {
          enquiryId: id,
          to: "handled",
          by: "team@x.example",
          at: new Date(),
        });
        for (const text of [`Replied to ${email}`, `${email} answered`]) {
          await addEnquiryNote(db, {
            id: crypto.randomUUID(),
            enquiryId: id,
            text,
            by: "team@x.example",
            at: new Date(),
          });
        }
      }
      // The address typed into the inbox's sign-in (by someone who has no account) and into its
      // Source filter, and an acknowledgement counted for it.
      const admin = createAdminService({
        db,
        logger: pino({ level: "silent" }),
        secureCookies: false,
        keys: testKeys,
        signInAttemptsPerMinute: 10,
        twoStepRequiredFor: "everyone",
        siteUrl: "http://localhost:3000",
      }).forClient("203.0.113.5");
      const form = admin.signInForm(null);
      const cookieHeader = form.setCookie!.split(";")[0]!;
      for (let attempt = 0; attempt < 6; attempt++) {
        await admin.signIn({ email: ERASED, password: "wrong", token: form.token, cookieHeader });
      }
      const team = { email: "team@x.example", role: "administrator", csrfToken: "" } as const;
      await admin.exportEntries(team, { source: ERASED });
      await createAcknowledgementLimit(db, testKeys.throttle).allows(ERASED);

      // The rows reach the main file too, as they would on a server that has run for a while.
      await db.forgetDeleted();
      expect(total(occurrences(file, ERASED))).toBeGreaterThan(0);

      const erased = await erasePerson(db, ERASED.toUpperCase(), {
        actor: "command line",
        at: new Date(),
      });
      expect(erased).toEqual({ enquiries: 2, forgotten: true });
      expect(total(occurrences(file, ERASED)), JSON.stringify(occurrences(file, ERASED))).toBe(0);
      expect(total(occurrences(file, "Meera Erasable"))).toBe(0);
      expect(total(occurrences(file, KEPT))).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
    expect(total(occurrences(file, ERASED))).toBe(0);
  });
});
