import { expect, test, type Locator } from "@playwright/test";
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

/**
 * The words in a picture that stand out less than 3:1 (WCAG's least for large text and drawn
 * parts) from the ground they are drawn on: the nearest fill behind them, its colour or each
 * colour of its gradient, over whatever translucent fills lie between. Colours are read through
 * a canvas, which turns any CSS colour (oklch, color-mix) into sRGB bytes.
 */
function faintWords(picture: Locator): Promise<string[]> {
  return picture.evaluate((root) => {
    const canvas = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    })!;
    type Rgba = [number, number, number, number];
    const rgba = (css: string): Rgba => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
      r * a + R * (1 - a),
      g * a + G * (1 - a),
      b * a + B * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const COLOUR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)|#[\da-f]{3,8}\b/gi;
    /** The grounds a word may sit on: each colour of the nearest solid fill or gradient behind it. */
    const page: Rgba = [255, 255, 255, 1];
    const groundsOf = (element: Element): Rgba[] => {
      const translucent: Rgba[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        const stops = style.backgroundImage.includes("gradient")
          ? (style.backgroundImage.match(COLOUR) ?? []).map(rgba)
          : [];
        const fill = rgba(style.backgroundColor);
        const solid = stops.length > 0 ? stops : fill[3] === 1 ? [fill] : [];
        if (solid.length > 0) {
          return solid.map((ground) =>
            translucent.reduceRight(
              (below, layer) => over(layer, below),
              over(ground, fill[3] === 1 ? fill : page),
            ),
          );
        }
        if (fill[3] > 0) translucent.push(fill);
      }
      return [translucent.reduceRight((below, layer) => over(layer, below), page)];
    };
    const faint: string[] = [];
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const words = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent!.trim())
        .join(" ")
        .trim();
      if (!words || !element.checkVisibility({ opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const ink = rgba(element instanceof SVGElement ? style.fill : style.color);
      for (const ground of groundsOf(element)) {
        const ratio = contrast(over(ink, ground), ground);
        if (ratio < 3) faint.push(`"${words}": ${ratio.toFixed(2)}:1`);
      }
    }
    return faint;
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every word drawn in a service page's picture stands out at least 3:1 from its own fill", async ({
    page,
  }) => {
    for (const { name } of all) {
      await page.goto(`/service/${name}`);
      const signature = page.locator("main [data-signature]");
      await expect(signature).toBeVisible();
      expect.soft(await faintWords(signature), `/service/${name}`).toEqual([]);
    }
  });

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
