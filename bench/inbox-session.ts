import { chromium } from "@playwright/test";
import { loadEnv } from "#server/boot/env.ts";
import { openDatabase } from "#server/store/open.ts";
import { chromiumLaunchOptions } from "#scripts/lib/chromium.ts";
import { ownServerMember, signInOn } from "#tests/helpers/e2e-accounts.ts";
import { arrivingEnquiry, saveEnquiry } from "#server/test-support/enquiries.ts";
import type { Database } from "#server/store/database.ts";
import type { RunningServer } from "./server-process.ts";

/**
 * The inbox's screens the team opens most: the list, an enquiry of its own, the agenda, openings
 * and people, and the hiring board of the first opening.
 */
function inboxScreens(enquiryId: string, openingId: string | undefined): string[] {
  const screens = [
    "/admin",
    `/admin/enquiries/${enquiryId}`,
    "/admin/agenda",
    "/admin/openings",
    "/admin/people",
  ];
  return openingId ? [...screens, `/admin/openings/${openingId}/board`] : screens;
}

/** A project enquiry as a visitor sends one, for the enquiry's screen. */
async function benchEnquiry(db: Database): Promise<string> {
  const enquiry = arrivingEnquiry("project");
  await saveEnquiry(db, enquiry, []);
  return enquiry.id;
}

/**
 * An administrator signed in on the bench's server (started with the test secret, so the
 * account's authenticator app can be sealed for it), in two steps as a person does: the
 * session's cookie, to send with each Lighthouse run, and the screens to measure.
 */
export async function inboxSession(
  server: RunningServer,
): Promise<{ cookie: string; screens: string[] }> {
  const db = await openDatabase(
    loadEnv({ DATABASE_URL: `sqlite:${server.databaseFile}` }).database,
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const account = { email: "bench@example.com", password: "a bench account's long password" };
    await ownServerMember(db, account, "administrator");
    const page = await browser.newPage();
    await signInOn(page, server.url, db, account);
    const cookies = await page.context().cookies();
    const [opening] = await db.query<{ id: string }>("SELECT id FROM openings ORDER BY id LIMIT 1");
    return {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join("; "),
      screens: inboxScreens(await benchEnquiry(db), opening?.id),
    };
  } finally {
    await browser.close();
    await db.close();
  }
}
