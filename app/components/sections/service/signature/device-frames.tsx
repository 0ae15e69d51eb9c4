import type { SignatureOf, SignatureToolGroup } from "#app/content/schemas/service-signature.ts";
import { Caption, ToolChips } from "./parts.tsx";

/** Mobile: a phone per platform, both standing on the shared code base. */
export function DeviceFrames({ signature }: { signature: SignatureOf<"devices"> }) {
  const [first, second] = signature.devices;
  return (
    <div>
      <div className="flex items-start justify-center gap-4">
        <Phone device={first} />
        <Phone device={second} className="mt-8" />
      </div>
      <div
        style={{ marginInline: "1.5rem" }}
        className="mt-5 rounded-card bg-white p-3 text-center shadow-card ring-1 ring-brand-100"
      >
        <Caption className="text-brand-700">{signature.shared.label}</Caption>
        <ToolChips tools={signature.shared.tools} className="mt-1.5 justify-center" />
      </div>
    </div>
  );
}

/** A phone with a sketched app on its screen; its size is set here, as only it uses it. */
function Phone({ device, className = "" }: { device: SignatureToolGroup; className?: string }) {
  return (
    <div className={`flex flex-col items-center ${className}`} style={{ width: "11rem" }}>
      <div
        className="rounded-panel p-1 shadow-lift"
        style={{ width: "10rem", height: "18rem", background: "var(--color-ink)" }}
      >
        <div className="flex h-full flex-col overflow-hidden rounded-card bg-surface-muted px-2">
          <span
            className="mx-auto mt-2 rounded-pill"
            style={{ width: "3.5rem", height: "0.875rem", background: "var(--color-ink)" }}
          />
          <div className="mt-3 rounded-control bg-gradient-to-br from-brand-600 to-brand-800 p-3">
            <div className="h-2 rounded bg-white" style={{ width: "66%" }} />
            <div className="mt-2 h-0.5 rounded bg-white" style={{ width: "50%" }} />
          </div>
          {["var(--color-brand-100)", "var(--color-accent-300)"].map((colour) => (
            <div
              key={colour}
              className="mt-2 flex items-center gap-2 rounded-control bg-white px-2 py-2 ring-1 ring-line"
            >
              <span className="size-6 rounded-full" style={{ background: colour }} />
              <span className="h-0.5 flex-1 rounded bg-line" />
            </div>
          ))}
          <div className="-mx-2 mt-auto flex justify-between border-t border-line bg-white px-6 py-2.5">
            <span className="size-2 rounded-full bg-brand-600" />
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
          </div>
        </div>
      </div>
      <p className="mt-3 text-sm font-bold text-ink">{device.label}</p>
      <ToolChips tools={device.tools} className="mt-1 justify-center" />
    </div>
  );
}
