/**
 * The openings a new installation starts with, from app/content/openings.yaml. An empty store
 * receives them at its first start, open, each valid for the default number of days from that
 * start, so a fresh install shows the career page the content describes.
 */
import { firstOpeningsSchema, type FirstOpeningsContent } from "#shared/hiring/first-openings.ts";
import type { OpeningInput } from "#shared/hiring/openings.ts";
import { readContentFile } from "#server/site/content-file.ts";

type FirstOpening = Omit<OpeningInput, "validThrough" | "salaryMin" | "salaryMax">;

/** An opening's description: its summary, then its responsibilities and skills under headings. */
function describe(
  { summary, responsibilities, skills }: FirstOpeningsContent["openings"][number],
  headings: FirstOpeningsContent["headings"],
): string {
  return [
    summary,
    `## ${headings.responsibilities}`,
    responsibilities.map((line) => `- ${line}`).join("\n"),
    `## ${headings.skills}`,
    skills.map((line) => `- ${line}`).join("\n"),
  ].join("\n\n");
}

function firstOpenings({ headings, openings }: FirstOpeningsContent): FirstOpening[] {
  return openings.map((entry) => {
    const { summary: _summary, responsibilities: _doing, skills: _bringing, ...opening } = entry;
    return { ...opening, description: describe(entry, headings) };
  });
}

export const FIRST_OPENINGS: readonly FirstOpening[] = firstOpenings(
  readContentFile("openings.yaml", firstOpeningsSchema).data,
);
