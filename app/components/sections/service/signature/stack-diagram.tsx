import type { SectionOf } from "~/content/schemas/service";
import { Panel, ToolChips } from "./parts";

/** Web development: the page's technology groups as the layers of a site, in a browser window. */
export function StackDiagram({ groups }: { groups: SectionOf<"technologies">["groups"] }) {
  return (
    <Panel chrome>
      <ol className="space-y-2 p-5">
        {groups.map((group, index) => (
          <li
            key={group.label}
            className="flex items-center gap-3 rounded-card border border-line bg-surface-muted py-2.5 pr-3 pl-2.5"
          >
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <span className="w-20 shrink-0 text-xs font-semibold text-ink">{group.label}</span>
            <ToolChips tools={group.items.slice(0, 3)} />
          </li>
        ))}
      </ol>
    </Panel>
  );
}
