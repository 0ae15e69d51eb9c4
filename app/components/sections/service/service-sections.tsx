import type { SectionOf, ServiceSection } from "~/content/schemas/service";
import { Section, type SectionProps } from "~/components/layout/section";
import { ChecklistGrid } from "./checklist-grid";
import { ClosingCta } from "./closing-cta";
import { ComparisonTable } from "./comparison-table";
import { Explainer } from "./explainer";
import { OfferingsGrid } from "./offerings-grid";
import { ProcessSteps } from "~/components/sections/process-steps";
import { ReasonGrid } from "./reason-grid";
import { StatsBand } from "./stats-band";
import { TechnologyGroups } from "./technology-groups";

type Tone = NonNullable<SectionProps["tone"]>;

/** Stats sit on the brand band; the other sections alternate between plain and muted. */
function sectionTones(sections: readonly ServiceSection[]): Tone[] {
  let light = 0;
  return sections.map((section) => {
    if (section.type === "stats") return "brand";
    light += 1;
    return light % 2 === 1 ? "plain" : "muted";
  });
}

function SectionBody({ section }: { section: Exclude<ServiceSection, SectionOf<"cta">> }) {
  switch (section.type) {
    case "offerings":
      return <OfferingsGrid items={section.items} columns={section.columns} />;
    case "technologies":
      return <TechnologyGroups groups={section.groups} />;
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "reasons":
      return <ReasonGrid items={section.items} numbered={section.layout === "numbered"} />;
    case "checklist":
      return <ChecklistGrid items={section.items} />;
    case "stats":
      return <StatsBand items={section.items} />;
    case "explainer":
      return <Explainer section={section} />;
    case "comparison":
      return <ComparisonTable section={section} />;
  }
}

/** A service page's sections, in content order. */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  const tones = sectionTones(sections);
  return sections.map((section, index) =>
    section.type === "cta" ? (
      // The closing panel carries its own heading, so it stands apart from the dark footer.
      <Section key={section.id} id={section.id} tone={tones[index]}>
        <ClosingCta section={section} />
      </Section>
    ) : (
      <Section
        key={section.id}
        id={section.id}
        tone={tones[index]}
        className="scroll-mt-14"
        eyebrow={section.eyebrow}
        title={section.title}
        intro={section.intro}
      >
        <SectionBody section={section} />
      </Section>
    ),
  );
}
