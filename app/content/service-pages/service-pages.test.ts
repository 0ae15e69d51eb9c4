import { describe, expect, it } from "vitest";
import { services } from "../services";
import { servicePages } from "./index";

describe("service cards", () => {
  it("are the eight services of the spec, each complete", () => {
    expect(services.map((service) => service.pageTitle)).toEqual([
      "web-development",
      "mern-stack",
      "uiux-development",
      "mobile-development",
      "cloud-solutions",
      "machine-learning",
      "digital-marketing",
      "staff-augmentation",
    ]);
    for (const service of services) {
      expect(service.description.length, service.title).toBeGreaterThan(50);
      expect(service.features, service.title).toHaveLength(4);
      expect(service.technologies.length, service.title).toBeGreaterThanOrEqual(5);
      expect(service.technologies.length, service.title).toBeLessThanOrEqual(6);
    }
  });
});

describe("service pages", () => {
  it("have unique titles and descriptions long enough for search results", () => {
    expect(new Set(servicePages.map((page) => page.seo.title)).size).toBe(servicePages.length);
    expect(new Set(servicePages.map((page) => page.seo.description)).size).toBe(
      servicePages.length,
    );
    for (const page of servicePages) {
      expect(page.seo.title, page.slug).toMatch(/ \| Malwa Softworks$/);
      expect(page.seo.description.length, page.slug).toBeGreaterThanOrEqual(50);
    }
  });

  it.each(servicePages.map((page) => [page.slug, page] as const))(
    "%s has offerings, process, why-choose and a closing call to action last",
    (_slug, page) => {
      const types = page.sections.map((section) => section.type);
      expect(types).toContain("offerings");
      expect(types).toContain("process");
      expect(types).toContain("reasons");
      expect(types.at(-1)).toBe("cta");
      expect(page.hero.actions.length).toBeGreaterThan(0);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const action of page.hero.actions) {
        if (action.href.startsWith("#")) expect(ids).toContain(action.href.slice(1));
      }
    },
  );
});
