import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { runAdminCli } from "#tests/helpers/e2e-accounts.ts";
import { expectNoAxeViolations } from "#tests/helpers/axe.ts";
import { content } from "#tests/helpers/content.ts";
import { enquiryTabHref } from "#app/lib/enquiry-tabs.ts";
import { expectValues, field, fill, isoDay, type Filling } from "./forms-helpers.ts";
import { hydrated } from "./pages-helpers.ts";

/**
 * After a consultation or a project enquiry is sent, with JavaScript or without it, the success
 * offers to pick a time now: /book opens with the name, e-mail, company and topic filled in,
 * carried in a post (never in the address), and books with them.
 */
const offer = content("forms").bookingOffer;
const bookWords = content("bookPage");
const consultant = {
  email: "booking-consultant@malwasoftworks.example",
  password: "a long and secret passphrase",
};

test.beforeAll(async () => {
  const made = await runAdminCli(["create-user", consultant.email], `${consultant.password}\n`);
  if (made.code !== 0 && !made.output.includes("has an account already"))
    throw new Error(made.output);
  expect((await runAdminCli(["mark-consultant", consultant.email], "")).code).toBe(0);
});

/** What /book's form is filled in with: the details both enquiries and the booking share. */
const carried = (name: string): Filling => ({
  "Full Name": name,
  "Business Email": "tanvi@joshi-pharma.example",
  "Company Name": "Joshi Pharma",
  "Project Details": "A portal where our chemists reorder stock.",
});

const cases = [
  {
    name: "the home page's consultation",
    path: "/",
    form: (page: Page) => page.locator("#consultation-form"),
    rest: { "Phone Number": "+91 94250 12345" },
  },
  {
    name: "/start-project's project enquiry",
    path: `/start-project${enquiryTabHref("project")}`,
    form: (page: Page) => page.locator("#project-form"),
    rest: {
      "Phone Number": "+91 94250 12345",
      "Project Type": "AI/ML Solution",
      Budget: "₹1,00,000 – ₹2,50,000",
      "Project Timeline": "As Soon As Possible",
    },
  },
] as const;

/**
 * Axe on the page as it stands, in a browser that runs scripts (axe is one): a page drawn without
 * JavaScript is served again as it was, at an address of the same site.
 */
async function expectAccessible(
  browser: Browser,
  page: Page,
  javaScriptEnabled: boolean,
  label: string,
) {
  if (javaScriptEnabled) return expectNoAxeViolations(page, label);
  const html = await page.content();
  // A context of its own takes the test's options but for this one.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.route("**/as-drawn", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: html }),
  );
  await checker.goto(new URL("/as-drawn", page.url()).href);
  await expectNoAxeViolations(checker, label);
  await context.close();
}

/** The start date: a text box on the home page until focused (with JavaScript). */
async function fillStartDate(form: Locator, javaScriptEnabled: boolean) {
  const date = field(form, "Project Start Date");
  await date.focus();
  if (javaScriptEnabled) await expect(date).toHaveAttribute("type", "date");
  await date.fill(isoDay(20));
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    // Two pages, each with a submission and axe, on a machine other builds share.
    test.setTimeout(90_000);

    for (const [index, item] of cases.entries()) {
      test(`${item.name} offers /book with its details filled in, and books with them`, async ({
        page,
        browser,
      }) => {
        const name = `Tanvi Joshi ${index}${javaScriptEnabled ? "j" : "n"}`;
        await page.goto(item.path);
        const form = item.form(page);
        if (javaScriptEnabled) await hydrated(form);
        await fill(form, { ...carried(name), ...item.rest });
        await fillStartDate(form, javaScriptEnabled);
        await form.locator("button[type=submit]").click();

        const pickTime = page.getByRole("button", { name: offer.button });
        await expect(pickTime).toBeVisible();
        await expect(page.getByText(offer.lead)).toBeVisible();
        await expectAccessible(browser, page, javaScriptEnabled, `${item.name}'s success`);

        await pickTime.click();
        await page.waitForURL((url) => url.pathname === "/book");
        // The details came in the post's body: the address holds none of them.
        expect(new URL(page.url()).search).toBe("");
        const booking = page.locator("#booking-form");
        await expectValues(booking, carried(name));
        // Nothing was sent yet: no message asks for a time.
        await expect(page.getByText(bookWords.slotMissing)).toHaveCount(0);
        await expect(booking.getByRole("alert")).toHaveCount(0);
        await expectAccessible(browser, page, javaScriptEnabled, "/book, the details carried over");

        // A time of its own on the last day shown (tests run side by side; book.spec.ts books
        // on the first).
        const lastDay = booking.locator("details").last();
        await lastDay.locator("summary").click();
        const nth = index + (javaScriptEnabled ? cases.length : 0);
        await lastDay.locator('input[name="slot"]').nth(nth).check();
        await booking.getByRole("button", { name: content("forms").consultation.submit }).click();
        await expect(page.getByRole("heading", { name: bookWords.bookedHeading })).toBeVisible();
      });
    }
  });
}
