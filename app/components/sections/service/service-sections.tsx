import sectionNavScript from "virtual:inline-script/section-nav";
import type { SectionOf, ServiceSection } from "#app/content/schemas/service.ts";
import { Section, type SectionProps } from "#app/components/layout/section.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { ChecklistGrid } from "./checklist-grid.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { ComparisonTable } from "./comparison-table.tsx";
import { Explainer } from "./explainer.tsx";
import { OfferingsGrid } from "./offerings-grid.tsx";
import { ProcessSteps } from "#app/components/sections/process-steps.tsx";
import { ReasonGrid } from "./reason-grid.tsx";
import { jumpListEntries, SectionNav } from "./section-nav.tsx";
import { StatsBand } from "./stats-band.tsx";
import { TechnologyGroups } from "./technology-groups.tsx";

type Tone = NonNullable<SectionProps["tone"]>;
type BodySection = Exclude<ServiceSection, SectionOf<"cta">>;

/** Stats sit on the brand band; the other sections alternate between plain and muted. */
function sectionTones(sections: readonly ServiceSection[]): Tone[] {
  let light = 0;
  return sections.map((section) => {
    if (section.type === "stats") return "brand";
    light += 1;
    return light % 2 === 1 ? "plain" : "muted";
  });
}

function SectionBody({ section }: { section: BodySection }) {
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

/**
 * A service page's sections in content order, after its jump list, then its closing call to
 * action. The sections stay full-width bands; from 1280 px up their content leaves a column at
 * the left, where the jump list stays in view over them, on a rail as tall as the sections
 * (narrower, the rail's boxes vanish and the list is a row under the bar).
 */
export function ServiceSections({ sections }: { sections: readonly ServiceSection[] }) {
  const tones = sectionTones(sections);
  const withJumpList = jumpListEntries(sections).length > 0;
  const toned = sections.map((section, index) => ({ section, tone: tones[index]! }));
  return (
    <>
      <div className="xl:relative">
        {withJumpList ? (
          <div className="section-nav-rail">
            <div>
              <SectionNav sections={sections} />
            </div>
          </div>
        ) : null}
        {toned.flatMap(({ section, tone }) =>
          section.type === "cta"
            ? []
            : [
                <Section
                  key={section.id}
                  id={section.id}
                  tone={tone}
                  besideJumpList={withJumpList}
                  className="scroll-mt-14 xl:scroll-mt-0"
                  eyebrow={section.eyebrow}
                  title={section.title}
                  intro={section.intro}
                >
                  <SectionBody section={section} />
                </Section>,
              ],
        )}
        {withJumpList ? <InlineScript code={sectionNavScript} /> : null}
      </div>
      {toned.flatMap(({ section, tone }) =>
        section.type === "cta"
          ? [
              // The closing panel carries its own heading, so it stands apart from the dark footer.
              <Section key={section.id} id={section.id} tone={tone}>
                <ClosingCta section={section} />
              </Section>,
            ]
          : [],
      )}
    </>
  );
}
