import { expect, test } from "@playwright/test";
import { actionFor } from "#shared/enquiries/kinds.ts";
import { neverSentBanner } from "#app/content/admin.ts";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { startOwnServer, type OwnServer } from "#tests/helpers/own-server.ts";
import { saveEnquiry } from "#server/test-support/enquiries.ts";

/**
 * Enquiries that arrived while e-mail was off never reached the team's mailbox. Once e-mail is
 * on, the list tells an administrator how many, and one button sends them, each once; no
 * acknowledgement goes to the visitor days late.
 */
const ADMIN = { email: "kept.admin@malwasoftworks.example", password: "an admin's passphrase" };
let own: OwnServer;

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.beforeAll(async () => {
  own = await startOwnServer("kept-while-off", { mail: true });
  await ownServerMember(own.db, ADMIN, "administrator");
  // As a server without SMTP_URL stored them: no deliveries.
  for (const name of ["Asha Kept", "Ravi Kept"]) {
    await saveEnquiry(
      own.db,
      {
        id: crypto.randomUUID(),
        kind: "contact",
        action: actionFor("contact"),
        fields: {
          name,
          email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
          message: "Hello",
        },
        submissionId: undefined,
        isSpam: false,
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      },
      [],
    );
  }
});

test.afterAll(() => own?.close());

test("one button sends what arrived while e-mail was off to the team, once", async ({ page }) => {
  await signInOn(page, own.server.url, own.db, ADMIN);
  await page.goto(`${own.server.url}/admin`);
  await expect(page.getByText(neverSentBanner.text(2))).toBeVisible();
  await page.getByRole("button", { name: neverSentBanner.button(2) }).click();
  await expect(page).toHaveURL(`${own.server.url}/admin`);
  await expect(page.getByRole("button", { name: neverSentBanner.button(2) })).toHaveCount(0);
  await expect
    .poll(() => own.sink!.messages.map((mail) => mail.subject).filter((s) => s.includes("Kept")))
    .toHaveLength(2);
  // Nothing to the visitors, and nothing twice.
  expect(
    own.sink!.messages.filter((mail) => mail.recipients.some((r) => r.endsWith("@example.com"))),
  ).toEqual([]);
});
