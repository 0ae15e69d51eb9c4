import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Caption, Panel, ToolChips } from "./parts.tsx";

/** Cloud: a region on the client's cloud, its cluster, the pipeline into it and the watch on it. */
export function InfrastructureDiagram({ signature }: { signature: SignatureOf<"infrastructure"> }) {
  const { providers, cluster, pipeline, monitoring } = signature;
  return (
    <Panel className="p-5">
      <ul className="flex flex-wrap gap-1.5">
        {providers.map((provider) => (
          <li
            key={provider}
            className="inline-flex items-center gap-1.5 rounded-pill bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
          >
            <Icon name="cloud" className="size-3.5" />
            {provider}
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3" style={{ gridTemplateColumns: "8.5rem minmax(0, 1fr)" }}>
        <div className="rounded-card bg-surface-muted p-3 ring-1 ring-line">
          <Caption>{pipeline.label}</Caption>
          <ol className="mt-2 space-y-1.5">
            {pipeline.tools.map((tool) => (
              <li
                key={tool}
                className="flex items-center gap-1.5 rounded-control bg-white px-2 py-1.5 text-xs font-medium text-ink ring-1 ring-line"
              >
                <Icon name="arrowRight" className="size-3 shrink-0 text-brand-600" />
                {tool}
              </li>
            ))}
          </ol>
        </div>
        <div className="rounded-card border-2 border-dashed border-brand-300 p-3">
          <Caption className="text-brand-700">{cluster.label}</Caption>
          <div className="mt-2 grid grid-cols-3 gap-1.5">
            {Array.from({ length: 6 }, (_, index) => (
              <span
                key={index}
                className={
                  index === 4
                    ? "grid h-11 place-items-center rounded-control bg-accent-300/40 text-accent-600"
                    : "grid h-11 place-items-center rounded-control bg-brand-600 text-white"
                }
              >
                <Icon name="layers" className="size-4" />
              </span>
            ))}
          </div>
          <ToolChips tools={cluster.tools} className="mt-2" />
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3 rounded-card bg-brand-950 p-3">
        <Icon name="lineChart" className="size-5 shrink-0 text-accent-300" />
        <span className="min-w-0 flex-1">
          <Caption className="text-white">{monitoring.label}</Caption>
          <ToolChips tools={monitoring.tools} tone="dark" className="mt-1" />
        </span>
        <svg viewBox="0 0 80 24" width="80" height="24" fill="none" className="shrink-0">
          <path
            d="M0 18h14l5-9 6 12 6-15 5 9h12l4-6 5 6h23"
            stroke="var(--color-accent-300)"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    </Panel>
  );
}
