import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Caption, Panel } from "./parts.tsx";

/** MERN: the layers from the browser to the database, a request going down and its answer coming up. */
export function ArchitectureDiagram({ signature }: { signature: SignatureOf<"architecture"> }) {
  return (
    <Panel className="grid gap-x-3 p-5" style={{ gridTemplateColumns: "2rem minmax(0, 1fr) 2rem" }}>
      <Rail label={signature.request} direction="down" />
      <ol className="space-y-3">
        {signature.layers.map((layer, index) => (
          <li
            key={layer.name}
            className="flex items-center gap-3 rounded-card border border-line bg-surface-muted p-3"
          >
            <span
              className="grid size-10 shrink-0 place-items-center rounded-control text-lg font-bold text-white"
              style={{ background: `var(--color-brand-${index % 2 === 0 ? 600 : 900})` }}
            >
              {layer.name.charAt(0)}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-bold text-ink">{layer.name}</span>
              <span className="block text-xs text-ink-muted">{layer.role}</span>
            </span>
          </li>
        ))}
      </ol>
      <Rail label={signature.response} direction="up" />
    </Panel>
  );
}

function Rail({ label, direction }: { label: string; direction: "down" | "up" }) {
  const arrow = <Icon name={direction === "down" ? "arrowDown" : "arrowUp"} className="size-4" />;
  const line = <span className="w-px flex-1" style={{ background: "currentColor" }} />;
  return (
    <div
      className={`flex flex-col items-center gap-2 ${direction === "down" ? "text-brand-600" : "text-accent-600"}`}
    >
      {direction === "up" ? arrow : null}
      {line}
      <span style={{ writingMode: "vertical-rl" }}>
        <Caption className="">{label}</Caption>
      </span>
      {line}
      {direction === "down" ? arrow : null}
    </div>
  );
}
