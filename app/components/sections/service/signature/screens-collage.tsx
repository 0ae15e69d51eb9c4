import type { SignatureOf } from "~/content/schemas/service-signature";
import { Icon } from "~/components/ui/icon";
import { Caption } from "./parts";

const frame = "absolute overflow-hidden rounded-card bg-white shadow-lift ring-1 ring-line";

/** UI/UX: one screen as a wireframe, as a finished prototype and as the design system behind it. */
export function ScreensCollage({ signature }: { signature: SignatureOf<"screens"> }) {
  const [wireframe, prototype, system] = signature.frames;
  return (
    <div className="relative h-[26rem]">
      <div className={`${frame} top-0 left-0 w-60 p-4`}>
        <Caption>{wireframe}</Caption>
        <div className="mt-3 space-y-2 rounded-control border-2 border-dashed border-line p-3">
          <div className="h-3 w-2/3 rounded bg-line" />
          <div className="h-16 rounded bg-surface-muted ring-1 ring-line" />
          <div className="grid grid-cols-3 gap-2">
            <div className="h-10 rounded bg-surface-muted ring-1 ring-line" />
            <div className="h-10 rounded bg-surface-muted ring-1 ring-line" />
            <div className="h-10 rounded bg-surface-muted ring-1 ring-line" />
          </div>
        </div>
      </div>

      <div className={`${frame} top-16 right-4 w-72`}>
        <div className="flex items-center justify-between border-b border-line px-4 py-2.5">
          <Caption className="text-brand-700">{prototype}</Caption>
          <span className="flex gap-1">
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
          </span>
        </div>
        <div className="space-y-3 p-4">
          <div className="rounded-control bg-gradient-to-br from-brand-600 to-brand-800 p-4">
            <div className="h-2.5 w-3/4 rounded bg-white/90" />
            <div className="mt-2 h-2 w-1/2 rounded bg-white/50" />
            <div className="mt-4 h-6 w-20 rounded-pill bg-accent-400" />
          </div>
          <div className="grid grid-cols-3 gap-2">
            <div className="h-12 rounded-control bg-brand-50 ring-1 ring-brand-100" />
            <div className="h-12 rounded-control bg-brand-50 ring-1 ring-brand-100" />
            <div className="h-12 rounded-control bg-brand-50 ring-1 ring-brand-100" />
          </div>
        </div>
      </div>

      <div className={`${frame} bottom-0 left-8 w-64 p-4`}>
        <Caption>{system}</Caption>
        <div className="mt-3 flex gap-2">
          <span className="size-8 rounded-control bg-brand-600" />
          <span className="size-8 rounded-control bg-brand-300" />
          <span className="size-8 rounded-control bg-accent-400" />
          <span className="size-8 rounded-control bg-ink" />
        </div>
        <div className="mt-3 flex items-center gap-2">
          <span className="h-7 w-20 rounded-pill bg-brand-600" />
          <span className="h-7 w-20 rounded-pill ring-2 ring-brand-600 ring-inset" />
        </div>
        <p className="mt-3 inline-flex items-center gap-1.5 rounded-pill bg-success/10 px-2.5 py-1 text-xs font-semibold text-ink">
          <Icon name="checkCircle" className="size-3.5 text-success" />
          {signature.badge}
        </p>
      </div>
    </div>
  );
}
