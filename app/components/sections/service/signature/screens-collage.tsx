import type { CSSProperties } from "react";
import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { CheckMark } from "#app/components/ui/check-list.tsx";
import { Caption } from "./parts.tsx";

const frame = "absolute overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-line";

/**
 * A sketched bar or block. Sizes that only this drawing uses are set on the element, so the
 * site's shared stylesheet does not grow for them.
 */
function Block({ className, style }: { className: string; style: CSSProperties }) {
  return <div className={className} style={style} />;
}

/** UI/UX: one screen as a wireframe, as a finished prototype and as the design system behind it. */
export function ScreensCollage({ signature }: { signature: SignatureOf<"screens"> }) {
  const [wireframe, prototype, system] = signature.frames;
  return (
    <div className="relative" style={{ height: "26rem" }}>
      <div className={`${frame} top-0 p-4`} style={{ width: "15rem" }}>
        <Caption>{wireframe}</Caption>
        <div className="mt-3 space-y-2 rounded-control border-2 border-dashed border-line p-3">
          <Block className="h-2 rounded bg-line" style={{ width: "66%" }} />
          <Block className="h-16 rounded bg-surface-muted ring-1 ring-line" style={{}} />
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((index) => (
              <Block
                key={index}
                className="rounded bg-surface-muted ring-1 ring-line"
                style={{ height: "2.5rem" }}
              />
            ))}
          </div>
        </div>
      </div>

      <div className={`${frame} top-16 right-4`} style={{ width: "18rem" }}>
        <div className="flex items-center justify-between border-b border-line px-4 py-2.5">
          <Caption className="text-brand-700">{prototype}</Caption>
          <span className="flex gap-1">
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
          </span>
        </div>
        <div className="space-y-3 p-4">
          <div className="rounded-control bg-gradient-to-br from-brand-600 to-brand-800 p-4">
            <Block className="h-2 rounded bg-white" style={{ width: "75%" }} />
            <Block className="mt-2 h-2 rounded bg-white/50" style={{ width: "50%" }} />
            <Block
              className="mt-4 rounded-pill bg-accent-400"
              style={{ height: "1.5rem", width: "5rem" }}
            />
          </div>
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-12 rounded-control bg-brand-50 ring-1 ring-brand-100" />
            ))}
          </div>
        </div>
      </div>

      <div className={`${frame} bottom-0 p-4`} style={{ left: "2rem", width: "16rem" }}>
        <Caption>{system}</Caption>
        <div className="mt-3 flex gap-2">
          {[
            "var(--color-brand-600)",
            "var(--color-brand-300)",
            "var(--color-accent-400)",
            "var(--color-ink)",
          ].map((colour) => (
            <Block
              key={colour}
              className="rounded-control"
              style={{ background: colour, width: "2rem", height: "2rem" }}
            />
          ))}
        </div>
        <div className="mt-3 flex items-center gap-2">
          <Block
            className="rounded-pill bg-brand-600"
            style={{ height: "1.75rem", width: "5rem" }}
          />
          <Block
            className="rounded-pill border-2 border-brand-600"
            style={{ height: "1.75rem", width: "5rem" }}
          />
        </div>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-pill bg-success/10 px-2.5 py-1 text-xs font-semibold text-ink">
          <CheckMark />
          {signature.badge}
        </p>
      </div>
    </div>
  );
}
