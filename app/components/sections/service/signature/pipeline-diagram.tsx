import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Caption, Panel, ToolChips } from "./parts.tsx";

/**
 * Machine learning: the stages from data to a watched model, one under the other, with the loop
 * from the last stage back to training drawn beside them.
 */
export function PipelineDiagram({ signature }: { signature: SignatureOf<"pipeline"> }) {
  const { stages } = signature;
  return (
    <Panel className="grid gap-x-2 p-5" style={{ gridTemplateColumns: "minmax(0, 1fr) 2.5rem" }}>
      {stages.map((stage, index) => (
        <div key={stage.label} className="flex flex-col" style={{ gridColumn: 1 }}>
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
            <Icon name="arrowDown" className="mx-auto mt-1 mb-1 size-4 text-brand-400" />
          ) : null}
        </div>
      ))}
      <div
        className="flex flex-col items-center justify-center gap-2 border-dashed text-accent-600"
        style={{
          gridColumn: 2,
          gridRow: `2 / span ${stages.length - 1}`,
          margin: "1.5rem 0",
          borderWidth: "2px 2px 2px 0",
          borderColor: "var(--color-accent-500)",
          borderRadius: "0 1.25rem 1.25rem 0",
        }}
      >
        <Icon name="retry" className="size-4" />
        <span style={{ writingMode: "vertical-rl" }}>
          <Caption className="">{signature.loop}</Caption>
        </span>
      </div>
    </Panel>
  );
}
