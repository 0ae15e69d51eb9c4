import type { SignatureOf } from "~/content/schemas/service-signature";
import { Icon } from "~/components/ui/icon";
import { Caption, Panel, ToolChips } from "./parts";

/**
 * Machine learning: the stages from data to a watched model, one under the other, with the loop
 * from the last stage back to training drawn beside them.
 */
export function PipelineDiagram({ signature }: { signature: SignatureOf<"pipeline"> }) {
  const { stages } = signature;
  return (
    <Panel className="grid gap-x-2 p-5" style={{ gridTemplateColumns: "minmax(0, 1fr) 2.5rem" }}>
      {stages.map((stage, index) => (
        <div key={stage.label} className="col-start-1 flex flex-col items-stretch">
          <div className="flex items-center gap-3 rounded-card border border-line bg-surface-muted p-3">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-bold text-ink">{stage.label}</span>
              <ToolChips tools={stage.tools} className="mt-1" />
            </span>
          </div>
          {index < stages.length - 1 ? (
            <Icon name="arrowDown" className="mx-auto my-1 size-4 text-brand-400" />
          ) : null}
        </div>
      ))}
      <div
        className="col-start-2 my-6 flex flex-col items-center justify-center gap-2 rounded-r-card border-y-2 border-r-2 border-dashed border-accent-500 text-accent-600"
        style={{ gridRow: `2 / span ${stages.length - 1}` }}
      >
        <Icon name="retry" className="size-4" />
        <Caption className="text-current [writing-mode:vertical-rl]">{signature.loop}</Caption>
      </div>
    </Panel>
  );
}
