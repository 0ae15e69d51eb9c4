import type { ServiceContent } from "#app/content/schemas/service.ts";
import { ArchitectureDiagram } from "./architecture-diagram.tsx";
import { DeviceFrames } from "./device-frames.tsx";
import { EngagementComparison } from "./engagement-comparison.tsx";
import { FunnelDiagram } from "./funnel-diagram.tsx";
import { InfrastructureDiagram } from "./infrastructure-diagram.tsx";
import { PipelineDiagram } from "./pipeline-diagram.tsx";
import { ScreensCollage } from "./screens-collage.tsx";
import { StackDiagram } from "./stack-diagram.tsx";

function Drawing({ page }: { page: ServiceContent }) {
  const { signature } = page.hero;
  switch (signature.kind) {
    case "stack": {
      const technologies = page.sections.find((section) => section.type === "technologies");
      return <StackDiagram groups={technologies?.groups ?? []} />;
    }
    case "architecture":
      return <ArchitectureDiagram signature={signature} />;
    case "screens":
      return <ScreensCollage signature={signature} />;
    case "devices":
      return <DeviceFrames signature={signature} />;
    case "infrastructure":
      return <InfrastructureDiagram signature={signature} />;
    case "pipeline":
      return <PipelineDiagram signature={signature} />;
    case "funnel":
      return <FunnelDiagram signature={signature} />;
    case "engagement": {
      const comparison = page.sections.find((section) => section.type === "comparison");
      return <EngagementComparison signature={signature} aspects={comparison?.rows ?? []} />;
    }
  }
}

/**
 * The service's own picture beside its hero text, from `lg` up. A phone leaves it out: there the
 * hero's text, actions and figures fill the first screen, and the sections below say the same in
 * words. With `alt` it is an image described in words; without, decoration hidden from assistive
 * technology.
 */
export function ServiceSignature({ page }: { page: ServiceContent }) {
  const { signature } = page.hero;
  const described = signature.alt
    ? ({ role: "img", "aria-label": signature.alt } as const)
    : ({ "aria-hidden": true } as const);
  return (
    <div data-signature={signature.kind} className="hidden lg:block" {...described}>
      <Drawing page={page} />
    </div>
  );
}
