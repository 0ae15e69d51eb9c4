import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";

/** An image made into AVIF and WebP files at several widths, for `ResponsivePicture`. */
export interface ResponsiveImage {
  readonly alt: string;
  /** The WebP file at the displayed width, for browsers that ignore `srcset`. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly sizes: string;
  readonly avifSrcset: string;
  readonly webpSrcset: string;
}

/** Widths of the files made, as multiples of the width the image is shown at. */
const WIDTH_STEPS = [0.625, 1, 1.5, 2];

/** How an image is laid out: the widest it is shown, in CSS pixels, and its `sizes` attribute. */
export interface ImageLayout {
  readonly width: number;
  readonly sizes: string;
}

/** The files go up to twice the layout's width (or the source's own width) for sharp screens. */
export async function responsiveImage(
  source: ImageMetadata,
  alt: string,
  layout: ImageLayout,
): Promise<ResponsiveImage> {
  const options = {
    src: source,
    width: layout.width,
    widths: WIDTH_STEPS.map((step) => Math.round(step * layout.width)),
    sizes: layout.sizes,
  };
  const [webp, avif] = await Promise.all([
    getImage({ ...options, format: "webp" }),
    getImage({ ...options, format: "avif" }),
  ]);
  return {
    alt,
    src: webp.src,
    width: webp.attributes["width"],
    height: webp.attributes["height"],
    sizes: options.sizes,
    avifSrcset: avif.srcSet.attribute,
    webpSrcset: webp.srcSet.attribute,
  };
}
