import mapScript from "virtual:inline-script/map";
import { siteFacts } from "virtual:site-facts";
import { useLabels } from "#app/components/layout/labels.tsx";
import type { MapText } from "#app/content/schemas/contact.ts";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { StaticMapArt } from "./static-map-art.tsx";

/**
 * The office map, where app/content/site.yaml puts it. A drawn map card stands in until the
 * visitor presses 'Load map'; only then does the page script (`map-loader.ts`) insert the
 * provider's frame, so no third party is contacted before. Without JavaScript the button is not
 * shown; 'Open in Maps' still is.
 */
export function LazyMap({ text }: { text: MapText }) {
  const { company, address, map } = siteFacts;
  const labels = useLabels();
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      <InlineScript code={mapScript} />
      {/* Taller on a phone, where the card over the map's foot wraps to more lines. */}
      <div
        className="relative h-96 sm:h-70"
        data-map
        data-src={map.embedUrl}
        data-title={text.frameTitle}
      >
        <div data-map-preview>
          <StaticMapArt />
          <p className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-pill bg-white/90 px-3 py-1 text-xs font-semibold text-ink-muted shadow-card">
            <Icon name="map" className="size-3.5" />
            {text.previewLabel}
          </p>
          <div className="absolute inset-x-3 bottom-3 flex flex-col gap-3 rounded-control bg-white/95 p-4 shadow-lift backdrop-blur-sm sm:right-auto sm:max-w-md sm:flex-row sm:items-center sm:gap-5">
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {company}, {address.city}
              </p>
              <p className="text-sm text-ink-muted" data-needs-script>
                {text.loadNote}
              </p>
            </div>
            <Button className="shrink-0" data-needs-script>
              <Icon name="map" className="size-4" />
              {text.loadLabel}
            </Button>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p className="flex gap-3 text-ink">
          <Icon name="mapPin" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            {address.street}, {address.city}, {address.region} {address.postalCode}
          </span>
        </p>
        <a
          href={map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass({ variant: "secondary" }, "shrink-0")}
        >
          {text.openLabel}
          <Icon name="externalLink" className="size-4" />
          <span className="sr-only"> {labels.opensInNewTab}</span>
        </a>
      </div>
    </div>
  );
}
