import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteFacts } from "#server/site/facts.ts";
import { FIRST_OPENINGS } from "#server/hiring/first-openings.ts";
import { openingPath } from "#shared/hiring/openings.ts";
import { fillIn } from "#shared/text/fill-in.ts";
import { readingMinutes } from "#app/lib/reading-time.ts";
import {
  blogPosts,
  content,
  markdownText,
  sectionTitles,
  service,
} from "#tests/helpers/content.ts";

/**
 * The inner pages' heroes show a picture of the page's own content beside their text on a wide
 * screen, and leave a phone's hero to its text. A picture that repeats what the page says is
 * hidden from assistive technology; one that carries its own meaning (an article's sections)
 * is a named set of links.
 */
const about = content("about");
const overview = content("services");
const career = content("career");
const contact = content("contact");
const startProject = content("startProject");
const blog = content("blog");
const { labels, legalSheet } = content("siteText");
const [newest] = blogPosts();
const opening = FIRST_OPENINGS[0]!;

const legalNames = ["privacy", "terms"] as const;

/** A legal document's picture: who it is from, its length and whom to ask about it. */
function legalSheetWords(name: (typeof legalNames)[number]): string[] {
  const document = content(name);
  const length = fillIn(legalSheet.sections, {
    count: sectionTitles(name).length,
    minutes: readingMinutes(markdownText(name)),
  });
  return [document.title, document.issuer, length, document.questionsTo];
}

/** Each page, and words of its own content its picture shows. */
const decorated: { path: string; words: string[] }[] = [
  {
    path: "/about",
    words: [
      String(siteFacts.foundingYear),
      about.hero.journey.founded,
      ...about.stats.stats.map((stat) => stat.label),
      ...siteFacts.areasServed,
    ],
  },
  {
    path: "/services",
    words: overview.catalogue.services.map((name) => service(name).card.title),
  },
  {
    path: "/career",
    words: [
      career.hiring.title,
      ...career.hiring.steps.map((step) => step.title),
      ...career.areas.items.map((area) => area.title),
    ],
  },
  {
    path: openingPath(opening.slug),
    words: [
      opening.department,
      opening.experience,
      career.opening.employmentType,
      ...career.hiring.steps.map((step) => step.title),
    ],
  },
  { path: "/blog", words: [newest!.data.title, newest!.data.category] },
  {
    path: "/contact",
    words: [
      contact.hero.replyPromise,
      siteFacts.address.city,
      ...siteFacts.hours.map((entry) => entry.days),
    ],
  },
  {
    path: "/start-project",
    words: [
      startProject.tabs.project.label,
      startProject.tabs.generalEnquiry.label,
      startProject.tabs.jobEnquiry.label,
      startProject.nextSteps.steps[0]!.title,
    ],
  },
  ...legalNames.map((name) => ({ path: `/${name}`, words: legalSheetWords(name) })),
];

const article = { path: newest!.data.slug, sections: newest!.sections };

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const visualOf = (page: Page) => page.locator("[data-hero-visual]");

/**
 * The picture stands in the right half, beside the hero's text rather than under it, a column
 * wide (not an ornament) and reaching towards the right edge of the content, so no empty half
 * is left beside the text.
 */
async function expectBesideTheText(page: Page, visual: Locator) {
  const text = (await heading(page).locator("xpath=..").boundingBox())!;
  const picture = (await visual.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(picture.x, "starts right of the text").toBeGreaterThanOrEqual(text.x + text.width);
  expect(picture.x, "in the right half").toBeGreaterThan(width / 2);
  expect(picture.width, "a column wide").toBeGreaterThan(width / 5);
  expect(picture.x + picture.width, "reaches the right").toBeGreaterThan((width * 3) / 4);
  expect(picture.y, "beside the text").toBeLessThan(text.y + text.height);
  expect(picture.y + picture.height, "beside the text").toBeGreaterThan(text.y);
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, words } of decorated) {
    test(`${path}: the hero's picture of its content stands beside the text, hidden from assistive technology`, async ({
      page,
    }) => {
      await page.goto(path);
      const visual = visualOf(page);
      await expect(visual).toHaveCount(1);
      await expect(visual).toBeVisible();
      await expectBesideTheText(page, visual);
      for (const word of words) await expect(visual).toContainText(word);
      await expect(visual).toHaveAttribute("aria-hidden", "true");
      expect(await visual.ariaSnapshot()).toBe("");
    });
  }

  for (const name of legalNames) {
    test(`/${name}: the picture does not repeat the contents listed beside the text`, async ({
      page,
    }) => {
      await page.goto(`/${name}`);
      const picture = (await visualOf(page).innerText()).toLowerCase();
      for (const title of sectionTitles(name)) {
        expect(picture, title).not.toContain(title.toLowerCase());
      }
    });
  }

  test("an article's hero lists its sections as links that lead to them", async ({ page }) => {
    await page.goto(article.path);
    const contents = page.getByRole("navigation", { name: blog.article.contentsTitle });
    await expectBesideTheText(page, contents.locator("xpath=ancestor::*[@data-hero-visual]"));
    const links = contents.getByRole("link");
    await expect(links).toHaveText(article.sections);
    await links.last().click();
    const target = page.getByRole("heading", { level: 2, name: article.sections.at(-1) });
    await expect(target).toBeInViewport();
  });

  for (const path of [...decorated.map((page) => page.path), article.path]) {
    test(`${path}: the picture moves nothing and is never the page's largest paint`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Text drawn in its fallback face throughout: a web font arriving late on a loaded machine
      // reflows text by a hair, which says nothing about the picture (the benchmark measures it).
      await page.route(/\.woff2$/, (route) => route.abort());
      // The picture's size from the moment the page is parsed: it moves what lies below it only
      // by changing size. (A page arrives in pieces, and on a loaded machine a frame can show a
      // paragraph further down cut mid-sentence, so shifts below the hero are the stream's.)
      await page.addInitScript(() => {
        const sizes: string[] = [];
        (globalThis as PictureSizes).pictureSizes = sizes;
        document.addEventListener("DOMContentLoaded", () =>
          new ResizeObserver(([entry]) => {
            const { inlineSize, blockSize } = entry!.borderBoxSize[0]!;
            sizes.push(`${inlineSize}×${blockSize}`);
          }).observe(document.querySelector("[data-hero-visual]")!, { box: "border-box" }),
        );
      });
      await page.goto(path, { waitUntil: "load" });
      const { heroShift, moved, sizes, largestIsPicture } = await page.evaluate(
        () =>
          new Promise<{
            heroShift: number;
            moved: string[];
            sizes: string[];
            largestIsPicture: boolean;
          }>((resolve) => {
            const picture = document.querySelector("[data-hero-visual]")!;
            const hero = picture.closest("section")!;
            // The hero's text and the picture as a whole. What is inside the picture moves only
            // with its own markup arriving (a time right-aligned in the contact card shifted left
            // once when a frame came between its two halves); its size is held below.
            const counts = (element: Element | null | undefined) =>
              element === picture || (hero.contains(element!) && !picture.contains(element!));
            let heroShift = 0;
            // What moved, so that a failure says where to look.
            const moved: string[] = [];
            let largestIsPicture = false;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources: { node: Node | null }[];
              })[]) {
                const elements = entry.sources.map(({ node }) =>
                  node instanceof Element ? node : node?.parentElement,
                );
                if (entry.hadRecentInput || !elements.some(counts)) continue;
                heroShift += entry.value;
                moved.push(
                  ...elements.map((element) => `${element?.tagName}.${element?.className}`),
                );
              }
            }).observe({ type: "layout-shift", buffered: true });
            new PerformanceObserver((list) => {
              const element = (
                list.getEntries().at(-1) as PerformanceEntry & {
                  element: Element | null;
                }
              ).element;
              largestIsPicture = Boolean(element?.closest("[data-hero-visual]"));
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => {
              const { pictureSizes } = globalThis as PictureSizes;
              resolve({ heroShift, moved, sizes: pictureSizes, largestIsPicture });
            }, 1_000);
          }),
      );
      expect(heroShift, moved.join("; ")).toBe(0);
      expect(sizes, "the picture's sizes once parsed").toHaveLength(1);
      expect(largestIsPicture).toBe(false);
    });
  }
});

/** Where the page keeps the hero picture's sizes for the test to read. */
type PictureSizes = typeof globalThis & { pictureSizes: string[] };

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of [...decorated.map((page) => page.path), article.path]) {
    test(`${path}: a phone's hero is its text alone`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      await expect(visualOf(page)).toBeHidden();
    });
  }
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const name of ["privacy", "terms"] as const) {
      test(`/${name}: the contents start where the hero's heading starts`, async ({ page }) => {
        await page.goto(`/${name}`);
        const contents = page.getByRole("navigation", { name: labels.onThisPage });
        const [headingBox, contentsBox] = await Promise.all([
          heading(page).boundingBox(),
          contents.boundingBox(),
        ]);
        expect(Math.abs(contentsBox!.x - headingBox!.x)).toBeLessThanOrEqual(1);
      });
    }
  });
}
