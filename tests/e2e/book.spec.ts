import { expect, test, type Page } from "@playwright/test";
import { runAdminCli } from "#tests/helpers/e2e-accounts.ts";
import { content } from "#tests/helpers/content.ts";
import { fill } from "./forms-helpers.ts";

/**
 * /book: a free consultation booked at a time shown in the visitor's zone, by a plain form that
 * works without JavaScript as with it; the server refuses a time that is no longer free.
 */
const words = content("bookPage");
const refused = content("booking").refused;
const consultant = {
  email: "booking-consultant@malwasoftworks.example",
  password: "a long and secret passphrase",
};

test.beforeAll(async () => {
  const made = await runAdminCli(["create-user", consultant.email], `${consultant.password}\n`);
  if (made.code !== 0 && !made.output.includes("has an account already"))
    throw new Error(made.output);
  // Bookings go round the marked accounts only: every booking of this run goes to this one.
  expect((await runAdminCli(["mark-consultant", consultant.email], "")).code).toBe(0);
});

/** What a booking asks: who, their company and the topic; the phone only when given. */
const details = (name: string, phone?: string) => ({
  "Full Name": name,
  "Business Email": "meera@iyer-foods.example",
  ...(phone && { "Phone Number": phone }),
  "Company Name": "Iyer Foods",
  "Project Details": "A B2B ordering portal for our distributors.",
});

/**
 * Picks the `nth` free time of the second day shown, a whole day: the first may be today, with
 * only the hours after the booking notice left (on a Saturday morning, three times or fewer).
 * Answers its value.
 */
async function pickTime(page: Page, nth: number): Promise<string> {
  const day = page.locator("#booking-form details").nth(1);
  await day.locator("summary").click();
  const time = day.locator('input[name="slot"]').nth(nth);
  await time.check();
  return time.inputValue();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`booking ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("shows the times in the chosen zone with the office's, and books one", async ({
      page,
      baseURL,
    }) => {
      await page.goto("/book?zone=America/New_York");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      await expect(page.getByText(/Times in Eastern (Standard|Daylight) Time/)).toBeVisible();
      // Each time has the office's beside it: 10:00 in Indore is 23:30 or 00:30 in New York.
      await expect(page.locator("details[open] label").first()).toContainText("(office ");
      await page.getByLabel(words.zoneLabel).selectOption("UTC");
      await page.getByRole("button", { name: words.zoneButton }).click();
      await expect(page).toHaveURL(/zone=UTC/);
      await expect(page.getByText("Times in Coordinated Universal Time")).toBeVisible();

      const chosen = await pickTime(page, javaScriptEnabled ? 3 : 1);
      const form = page.locator("#booking-form");
      // With a phone number, and without one: it is optional here.
      await fill(
        form,
        javaScriptEnabled ? details("Meera Iyer") : details("Arjun Rao", "+91 94250 77777"),
      );
      await form.getByRole("button", { name: content("forms").consultation.submit }).click();
      await expect(page.getByRole("heading", { name: words.bookedHeading })).toBeVisible();
      await expect(page.getByRole("status")).toContainText("Coordinated Universal Time");
      await expect(page.getByRole("status")).toContainText("India Standard Time");

      // The time is gone from the page, and a post of it anyway is refused with fresh times.
      await page.goto("/book?zone=UTC");
      await expect(page.locator(`input[value="${chosen}"]`)).toHaveCount(0);
      const again = await page.request.post("/book?zone=UTC", {
        form: {
          action: "consultation",
          name: "Second Visitor",
          email: "second@example.com",
          companyName: "Second Foods",
          projectDetails: "Another portal.",
          slot: chosen,
          timeZone: "UTC",
        },
        headers: { Origin: baseURL ?? "" },
      });
      expect(again.status()).toBe(400);
      const html = await again.text();
      expect(html).toContain(refused.taken);
      expect(html).toContain(words.nearestHeading);
    });
  });
}

test.describe("booking without a time, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("asks for a time and keeps what was typed", async ({ page }) => {
    await page.goto("/book");
    const form = page.locator("#booking-form");
    await fill(form, details("Kavya Menon"));
    await form.getByRole("button", { name: content("forms").consultation.submit }).click();
    await expect(page.getByText(words.slotMissing).first()).toBeVisible();
    await expect(form.getByLabel(/^Full Name/)).toHaveValue("Kavya Menon");
  });
});
