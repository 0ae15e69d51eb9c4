import type { SectionOf } from "#app/content/schemas/service.ts";
import { Panel, ToolChips } from "./parts.tsx";

/** Deeper layers are drawn darker, from the browser down to the hosting. */
const depth = [500, 600, 700, 800, 900].map((shade) => `var(--color-brand-${shade})`);

/** Web development: the page's technology groups as the layers of a site, in a browser window. */
export function StackDiagram({ groups }: { groups: SectionOf<"technologies">["groups"] }) {
  return (
    <Panel chrome>
      <ol className="space-y-2 p-5">
        {groups.map((group, index) => (
          <li
            key={group.label}
            className="flex items-center gap-3 rounded-card border border-line bg-surface-muted px-3 py-2.5"
          >
            <span
              className="grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold text-white"
              style={{ background: depth[Math.min(index, depth.length - 1)] }}
            >
              {index + 1}
            </span>
            <span className="shrink-0 text-xs font-semibold text-ink" style={{ width: "5rem" }}>
              {group.label}
            </span>
            <ToolChips tools={group.items.slice(0, 3)} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
