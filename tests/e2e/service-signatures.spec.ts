import { expect, test } from "@playwright/test";
import { services } from "#tests/helpers/content.ts";

/**
 * Each service page's hero shows a picture of its own subject beside the text on a wide screen,
 * drawn from the page's own content.
 */
const all = services();
type Service = (typeof all)[number]["data"];

/** The words a signature's own labels add: every text in it but its kind and description. */
function ownLabels(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(ownLabels);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === "kind" || key === "alt" ? [] : ownLabels(inner),
    );
  }
  return [];
}

/** Words the picture takes from the page's sections: the technology groups, the comparison. */
function sectionWords(data: Service): string[] {
  const { kind } = data.hero.signature;
  return data.sections.flatMap((section) => {
    if (kind === "stack" && section.type === "technologies") {
      return section.groups.flatMap((group) => [group.label, group.items[0]!]);
    }
    if (kind === "engagement" && section.type === "comparison") {
      return section.rows.map((row) => row.aspect);
    }
    return [];
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { name, data } of all) {
    test(`/service/${name}: the hero's right column shows its ${data.hero.signature.kind}`, async ({
      page,
    }) => {
      await page.goto(`/service/${name}`);
      const hero = page.locator("main section").first();
      const heading = hero.getByRole("heading", { level: 1 });
      const signature = hero.locator("[data-signature]");
      await expect(signature).toBeVisible();

      // Beside the text, not under it, and well inside the hero.
      const text = (await heading.boundingBox())!;
      const picture = (await signature.boundingBox())!;
      const section = (await hero.boundingBox())!;
      expect(picture.x).toBeGreaterThanOrEqual(text.x + text.width);
      expect(picture.width).toBeGreaterThan(300);
      expect(picture.x + picture.width).toBeLessThanOrEqual(1440);
      expect(picture.y).toBeGreaterThanOrEqual(section.y);
      expect(picture.y + picture.height).toBeLessThanOrEqual(section.y + section.height);

      const words = [...ownLabels(data.hero.signature), ...sectionWords(data)];
      expect(words.length).toBeGreaterThan(2);
      for (const word of words) await expect(signature, word).toContainText(word);
    });
  }

  test("no two service pages show the same picture", async ({ page }) => {
    const shown: { kind: string; text: string }[] = [];
    for (const { name } of all) {
      await page.goto(`/service/${name}`);
      const signature = page.locator("main [data-signature]");
      shown.push({
        kind: (await signature.getAttribute("data-signature"))!,
        text: await signature.innerText(),
      });
    }
    expect(new Set(shown.map((picture) => picture.kind)).size).toBe(all.length);
    expect(new Set(shown.map((picture) => picture.text)).size).toBe(all.length);
  });

  test("a picture that repeats the page is hidden from assistive technology, one that explains is an image with its description", async ({
    page,
  }) => {
    const described = all.filter(({ data }) => data.hero.signature.alt);
    const decorative = all.filter(({ data }) => !data.hero.signature.alt);
    expect(described.length).toBeGreaterThan(0);
    expect(decorative.length).toBeGreaterThan(0);
    for (const { name, data } of described) {
      await page.goto(`/service/${name}`);
      await expect(
        page.getByRole("img", { name: data.hero.signature.alt, exact: true }),
      ).toBeVisible();
    }
    for (const { name } of decorative) {
      await page.goto(`/service/${name}`);
      const signature = page.locator("main [data-signature]");
      await expect(signature).toBeVisible();
      expect(await signature.ariaSnapshot(), name).toBe("");
    }
  });
});

test("on a 375 px phone the hero leaves the picture out and starts with its text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const { name } of all) {
    await page.goto(`/service/${name}`);
    await expect(page.locator("main [data-signature]")).toBeHidden();
  }
});
