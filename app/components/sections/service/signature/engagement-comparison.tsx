import type { SectionOf } from "#app/content/schemas/service.ts";
import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { CheckMark } from "#app/components/ui/check-list.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Caption, Panel } from "./parts.tsx";

function People({ count, tone }: { count: number; tone: "client" | "ours" | "vendor" }) {
  const colour = {
    client: "var(--color-brand-700)",
    ours: "var(--color-accent-400)",
    vendor: "var(--color-slate-400)",
  }[tone];
  return Array.from({ length: count }, (_, index) => (
    <span key={`${tone}${index}`} className="size-5 rounded-full" style={{ background: colour }} />
  ));
}

/**
 * Staff augmentation: the comparison as two pictures, our engineers inside the client's team
 * beside a vendor's team outside it, each over the comparison's aspects.
 */
export function EngagementComparison({
  signature,
  aspects,
}: {
  signature: SignatureOf<"engagement">;
  aspects: SectionOf<"comparison">["rows"];
}) {
  const [ours, theirs] = signature.models;
  return (
    <Panel className="grid grid-cols-2">
      <div className="flex flex-col bg-brand-50 p-5">
        <p className="text-sm font-bold text-brand-800">{ours}</p>
        <div className="mt-4 rounded-card border-2 border-dashed border-brand-300 bg-white p-3">
          <Caption>{signature.yourTeam}</Caption>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <People count={4} tone="client" />
            <People count={2} tone="ours" />
          </div>
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-xs text-ink-muted">
          <span className="size-2.5 rounded-full bg-accent-400" />
          {signature.ourEngineers}
        </p>
        <Aspects aspects={aspects} mark="check" />
      </div>
      <div className="flex flex-col border-l border-line p-5">
        <p className="text-sm font-bold text-ink">{theirs}</p>
        <div className="mt-4 rounded-card border-2 border-dashed border-line p-3">
          <Caption>{signature.yourTeam}</Caption>
          <div className="mt-2 flex gap-1.5">
            <People count={4} tone="client" />
          </div>
        </div>
        <div
          className="mx-auto"
          style={{ height: "1.25rem", borderLeft: "2px dotted var(--color-slate-400)" }}
        />
        <div className="rounded-card bg-surface-muted p-3 ring-1 ring-line">
          <Caption>{signature.vendorTeam}</Caption>
          <div className="mt-2 flex gap-1.5">
            <People count={3} tone="vendor" />
          </div>
        </div>
        <p className="mt-2 text-xs text-ink-muted">{signature.handover}</p>
        <Aspects aspects={aspects} mark="minus" />
      </div>
    </Panel>
  );
}

function Aspects({
  aspects,
  mark,
}: {
  aspects: SectionOf<"comparison">["rows"];
  mark: "check" | "minus";
}) {
  return (
    <ul className="mt-auto space-y-1.5 pt-4">
      {aspects.map((row) => (
        <li
          key={row.aspect}
          className="flex items-center gap-2 border-t border-line pt-1.5 text-xs font-medium text-ink"
        >
          {mark === "check" ? (
            <CheckMark />
          ) : (
            <Icon name="minus" className="size-4 text-ink-muted" />
          )}
          {row.aspect}
        </li>
      ))}
    </ul>
  );
}
