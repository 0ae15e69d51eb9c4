import type { ResponsiveImage } from "#app/lib/responsive-image.ts";
import { EMBED_ATTRIBUTE } from "#app/lib/embedded-picture.ts";

/**
 * An image as AVIF where the browser takes it, WebP otherwise, at the width the screen needs.
 * `className` lays out the picture; the image fills it. `priority` is for the image that is the
 * page's largest paint: fetched at once, not lazily, and on phones carried inside the page
 * (`embedded-pictures.ts`).
 */
export function ResponsivePicture({
  image,
  className,
  priority = false,
}: {
  image: ResponsiveImage;
  className?: string;
  priority?: boolean;
}) {
  return (
    <picture {...(priority ? { [EMBED_ATTRIBUTE]: "" } : {})} className={className}>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={image.sizes} />
      <img
        src={image.src}
        srcSet={image.webpSrcset}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className="block size-full object-cover"
      />
    </picture>
  );
}
