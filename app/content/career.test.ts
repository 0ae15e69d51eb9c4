import { describe, expect, it } from "vitest";
import { benefits, careerAreas, careerCta, hiringSteps, jobOpenings, values } from "./career";

describe("career content (SPEC §2, §3)", () => {
  it("lists the six openings of the spec in Indore", () => {
    expect(
      jobOpenings.map(({ role, type, location, experience }) => [role, type, location, experience]),
    ).toEqual([
      ["UI/UX Designing", "Full-time", "Indore", "2-4 years"],
      ["React Developer", "Full-time", "Indore", "3-5 years"],
      ["QA Intern", "Internship", "Indore", "Fresher"],
      ["MERN Stack Developer", "Full-time", "Indore", "2-5 years"],
      ["Machine Learning Engineer", "Full-time", "Indore", "3-6 years"],
      ["Cloud Developer", "Full-time", "Indore", "4-7 years"],
    ]);
  });

  it("gives every opening a description and an ISO publication date", () => {
    for (const opening of jobOpenings) {
      expect(opening.description.length).toBeGreaterThan(60);
      expect(opening.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(opening.datePosted))).toBe(false);
    }
  });

  it("has four values, four benefits, three hiring steps and six career areas", () => {
    expect(values).toHaveLength(4);
    expect(benefits).toHaveLength(4);
    expect(hiringSteps).toHaveLength(3);
    expect(careerAreas).toHaveLength(6);
  });

  it("closes with Apply Now to /start-project and Contact HR to /contact", () => {
    expect(careerCta.actions).toEqual([
      { label: "Apply Now", href: "/start-project" },
      { label: "Contact HR", href: "/contact" },
    ]);
  });
});
