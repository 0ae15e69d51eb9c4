import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { expect, test } from "@playwright/test";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { type RunningServer } from "#server/boot/start-server.ts";
import { setOwner } from "#server/enquiries/owner.ts";
import type { Database } from "#server/store/database.ts";
import { saveEnquiry, validBodies } from "#server/test-support/enquiries.ts";
import { actionFor } from "#shared/enquiries/kinds.ts";

/**
 * The list in compact rows (issue 30): each row says the conversation's state, its owner, when
 * its reply is due and its kind, and on a 375 × 667 phone the first row starts on the first
 * screen, above the fold, with the list's filters and bulk menu above it.
 */

const ADMINISTRATOR = {
  email: "compact.admin@malwasoftworks.example",
  password: "an admin's pass",
};
const REVIEWER = {
  email: "compact.reviewer@malwasoftworks.example",
  password: "a reviewer's pass",
};

let server: RunningServer;
let db: Database;
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  // With e-mail on, as the team runs it: the list without the banner that e-mail is off.
  own = await startOwnServer("compact", { mail: true });
  ({ server, db } = own);
  await ownServerMember(db, ADMINISTRATOR, "administrator");
  await ownServerMember(db, REVIEWER, "reviewer");
  const now = Date.now();
  for (let index = 0; index < 12; index++) {
    const id = crypto.randomUUID();
    const receivedAt = new Date(now - (index + 1) * 3_600_000);
    await saveEnquiry(
      db,
      {
        id,
        kind: index % 2 === 0 ? "project" : "contact",
        action: actionFor(index % 2 === 0 ? "project" : "contact"),
        fields: { ...validBodies.project, name: `Compact ${index}` },
        submissionId: undefined,
        isSpam: false,
        createdAt: receivedAt,
      },
      [],
      {
        remindAt: new Date(receivedAt.getTime() + 18 * 3_600_000),
        dueAt: new Date(receivedAt.getTime() + 24 * 3_600_000),
      },
    );
    if (index === 0) await db.transaction((tx) => setOwner(tx, id, REVIEWER.email));
  }
});

test.afterAll(() => own?.close());

test("at 375 × 667 the first row starts on the first screen and says state, owner, due and kind", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signInOn(page, server.url, db, REVIEWER);

  const first = page.locator("main ol > li").first();
  await expect(first).toContainText("Compact 0");
  const box = await first.boundingBox();
  expect(box?.y).toBeLessThan(667);
  // The row says what the team sorts by: state, owner, due, kind.
  await expect(first).toContainText("New");
  // The owner by name (read from their address: no name was given).
  await expect(first).toContainText("Compact Reviewer");
  await expect(first).toContainText(/\d+ h left/);
  await expect(first).toContainText("Project");
  // And nothing spills sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
