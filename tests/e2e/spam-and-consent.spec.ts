import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { loadEnv } from "#server/boot/env.ts";
import { createConsentLinks } from "#server/privacy/consent-links.ts";
import { parseServerSecret, secretFileOf, serverKeys } from "#server/secrets/server-secret.ts";
import { validBodies } from "#server/test-support/enquiries.ts";
import { ENQUIRY_ENDPOINT } from "#shared/enquiries/service.ts";
import { openDatabase } from "#server/store/open.ts";
import { e2eDatabaseUrl } from "#tests/helpers/e2e-run.ts";
import { content } from "#tests/helpers/content.ts";
import { field, isoDay, toast } from "./forms-helpers.ts";

/**
 * People reach the team: typed at a person's pace with JavaScript (the proof of work solved in
 * the background), or posted plainly without it. And the box for updates starts unticked, and
 * only a tick is recorded as a consent.
 */

const { consent } = content("forms");

interface Stored {
  readonly isSpam: boolean;
  readonly reasons: readonly string[];
  readonly purposes: readonly string[];
}

/** What the store holds of the enquiry sent from `email`: its verdict and its consents. */
async function storedFrom(email: string): Promise<Stored | undefined> {
  const db = await openDatabase(loadEnv({ DATABASE_URL: e2eDatabaseUrl() }).database);
  try {
    const [row] = await db.query(
      `SELECT e.id, e.is_spam, v.reasons FROM enquiries e
         JOIN spam_verdicts v ON v.enquiry_id = e.id
        WHERE json_extract(e.fields, '$.email') = $1`,
      [email],
    );
    if (!row) return undefined;
    const consents = await db.query(
      "SELECT purpose FROM consent_receipts WHERE enquiry_id = $1 ORDER BY purpose",
      [String(row.id)],
    );
    return {
      isSpam: Boolean(row.is_spam),
      reasons: JSON.parse(String(row.reasons)) as string[],
      purposes: consents.map((consent) => String(consent.purpose)),
    };
  } finally {
    await db.close();
  }
}

/** Types each value key by key, as a person does (about 8 keys a second). */
async function typeLikeAPerson(form: Locator, values: Readonly<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(form, label);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
      await control.selectOption({ label: value });
    } else {
      await control.click();
      await control.pressSequentially(value, { delay: 120 });
    }
  }
}

const unique = () => crypto.randomUUID().slice(0, 8);

test.describe("with JavaScript", () => {
  test("people typing on /contact and /start-project reach the team, none held as spam", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const contactEmail = `meera.${unique()}@example.com`;
    await page.goto("/contact");
    const contact = page.locator("#contact-form");
    await typeLikeAPerson(contact, {
      "Full Name": "Meera Iyer",
      "Email Address": contactEmail,
      "Phone Number": "+91 98930 11111",
      Message: "Can you look at our site https://example.com and quote a redesign?",
    });
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Form submitted successfully!")).toBeVisible();

    const projectEmail = `karan.${unique()}@example.com`;
    await page.goto("/start-project");
    const project = page.locator("#project-form");
    await typeLikeAPerson(project, {
      "Full Name": "Karan Shah",
      "Business Email": projectEmail,
      "Phone Number": "+91 98260 22222",
      "Company Name": "Shah Exports",
      "Project Type": "Web Application",
      Budget: "Let's Discuss",
      "Project Timeline": "Within 3 Months",
      "Project Details": "An order tracker for our exporters.",
    });
    await field(project, "Project Start Date").fill(isoDay(30));
    await project.getByRole("button", { name: "Submit Project Request" }).click();
    await expect(toast(page, "Form Submitted Successfully!")).toBeVisible();

    expect(await storedFrom(contactEmail)).toMatchObject({ isSpam: false, reasons: ["links"] });
    expect(await storedFrom(projectEmail)).toMatchObject({ isSpam: false, reasons: [] });
  });

  test("the box for updates starts unticked; a tick is recorded as its own consent", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const path of ["/", "/contact", "/start-project", "/start-project?tab=job"]) {
      await page.goto(path);
      const boxes = page.getByRole("checkbox", { name: consent.marketing });
      await expect(boxes.first()).toBeVisible();
      for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    }

    const sendContact = async (page: Page, tick: boolean) => {
      const email = `neha.${unique()}@example.com`;
      await page.goto("/contact");
      const form = page.locator("#contact-form");
      await typeLikeAPerson(form, {
        "Full Name": "Neha Joshi",
        "Email Address": email,
        "Phone Number": "+91 98930 33333",
        Message: "Please send your brochure.",
      });
      if (tick) await form.getByRole("checkbox", { name: consent.marketing }).check();
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Form submitted successfully!")).toBeVisible();
      return email;
    };
    expect((await storedFrom(await sendContact(page, false)))?.purposes).toEqual(["enquiry"]);
    expect((await storedFrom(await sendContact(page, true)))?.purposes).toEqual([
      "enquiry",
      "marketing",
    ]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain post of an ordinary message reaches the team", async ({ page }) => {
    const email = `imran.${unique()}@example.com`;
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await field(form, "Full Name").fill("Imran Khan");
    await field(form, "Email Address").fill(email);
    await field(form, "Phone Number").fill("+91 98260 44444");
    await field(form, "Message").fill("Please call me back about cloud hosting.");
    await Promise.all([
      page.waitForLoadState("load"),
      form.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await expect(page.locator("#contact-form").getByRole("status")).toBeVisible();
    expect(await storedFrom(email)).toMatchObject({
      isSpam: false,
      reasons: ["proof-missing"],
      purposes: ["enquiry"],
    });
  });
});

test.describe("a person's consent page", () => {
  /** The signed link the acknowledgement carries, made with the e2e server's own secret. */
  function consentLink(enquiryId: string, baseURL: string): URL {
    const env = loadEnv({ DATABASE_URL: e2eDatabaseUrl() });
    if (env.database.kind !== "sqlite") throw new Error("The browser tests' store is SQLite");
    const secret = parseServerSecret(readFileSync(secretFileOf(env.database.path), "utf8").trim());
    if (!secret) throw new Error("No server secret beside the e2e database");
    return new URL(createConsentLinks(serverKeys(secret).consentLinks, baseURL).linkFor(enquiryId));
  }

  test("a GET or HEAD of the link, as mail scanners make, changes nothing, whatever its query", async ({
    page,
    request,
    baseURL,
  }) => {
    const text = content("siteText").privacyChoices;
    const sent = await request.post(ENQUIRY_ENDPOINT, {
      data: {
        ...validBodies.contact,
        email: `scanned.${unique()}@example.com`,
        marketingConsent: true,
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const link = consentLink(id, baseURL ?? "");
    const opened = link.pathname + link.search;
    for (const intent of ["", "withdraw-updates", "request-erasure"]) {
      const target = intent ? `${opened}&intent=${intent}` : opened;
      expect((await request.get(target)).status()).toBe(200);
      expect((await request.head(target)).status()).toBe(200);
    }
    await page.goto(opened);
    await expect(page.getByText(text.receivingUpdates)).toBeVisible();
    await expect(page.getByRole("button", { name: text.withdrawButton })).toBeVisible();
    await expect(page.getByRole("button", { name: text.erasureButton })).toBeVisible();
  });

  test("stops updates at once and takes an erasure request; a forged link is refused", async ({
    page,
    request,
    baseURL,
  }) => {
    const text = content("siteText").privacyChoices;
    const sent = await request.post(ENQUIRY_ENDPOINT, {
      data: {
        ...validBodies.contact,
        email: `zara.${unique()}@example.com`,
        marketingConsent: true,
      },
    });
    expect(sent.status()).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const link = consentLink(id, baseURL ?? "");

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
    await page.getByRole("button", { name: text.withdrawButton }).click();
    await expect(page.getByRole("status")).toHaveText(text.withdrawn);
    await page.goto(link.pathname + link.search);
    await expect(page.getByText(text.notReceivingUpdates)).toBeVisible();

    await page.getByRole("button", { name: text.erasureButton }).click();
    await expect(page.getByRole("status")).toContainText(text.erasureRequested.split("{date}")[0]!);

    const altered = new URL(link);
    altered.searchParams.set("signature", `${link.searchParams.get("signature")?.slice(1)}x`);
    const refused = await page.goto(altered.pathname + altered.search);
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(text.forgedHeading);
    await expect(page.getByRole("button", { name: text.erasureButton })).toHaveCount(0);
  });
});
