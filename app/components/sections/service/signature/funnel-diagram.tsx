import type { SignatureOf } from "#app/content/schemas/service-signature.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** Each band's top is as wide as the bottom of the band above it. */
const NARROWING = 0.86;
const TRAPEZOID = "polygon(0 0, 100% 0, 93% 100%, 7% 100%)";
/** The bands darken down the funnel; each carries white words, so each is dark enough for them. */
const BANDS = [600, 700, 800, 900].map((shade) => `var(--color-brand-${shade})`);

/** Digital marketing: the channels as a funnel's stages, narrowing to what the client counts. */
export function FunnelDiagram({ signature }: { signature: SignatureOf<"funnel"> }) {
  const { stages } = signature;
  return (
    <div className="flex flex-col items-center">
      <ol className="w-full space-y-1.5">
        {stages.map((stage, index) => {
          return (
            <li
              key={stage.label}
              className="mx-auto flex flex-col items-center justify-center text-center text-white"
              style={{
                width: `${100 * NARROWING ** index}%`,
                height: "4.5rem",
                clipPath: TRAPEZOID,
                backgroundColor: BANDS[index % BANDS.length],
              }}
            >
              <span className="text-sm font-bold">{stage.label}</span>
              <span className="mt-0.5 text-xs text-brand-100">{stage.tools.join(" · ")}</span>
            </li>
          );
        })}
      </ol>
      <Icon name="arrowDown" className="mt-2 mb-2 size-5 text-accent-600" />
      <p className="inline-flex items-center gap-2 rounded-pill bg-white px-4 py-2 text-sm font-bold text-ink shadow-card ring-1 ring-line">
        <Icon name="trendingUp" className="size-5 text-success" />
        {signature.outcome}
      </p>
    </div>
  );
}
