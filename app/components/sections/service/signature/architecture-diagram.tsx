import type { SignatureOf } from "~/content/schemas/service-signature";
import { Icon } from "~/components/ui/icon";
import { Caption, Panel } from "./parts";

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
              className={
                index % 2 === 0
                  ? "grid size-10 shrink-0 place-items-center rounded-control bg-brand-600 text-lg font-bold text-white"
                  : "grid size-10 shrink-0 place-items-center rounded-control bg-brand-900 text-lg font-bold text-white"
              }
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
  return (
    <div
      className={
        direction === "down"
          ? "flex flex-col items-center gap-2 text-brand-600"
          : "flex flex-col-reverse items-center gap-2 text-accent-600"
      }
    >
      <span className="w-px flex-1 bg-current" />
      <Caption className="text-current [writing-mode:vertical-rl]">{label}</Caption>
      <span className="w-px flex-1 bg-current" />
      <Icon name={direction === "down" ? "arrowDown" : "arrowUp"} className="size-4" />
    </div>
  );
}
