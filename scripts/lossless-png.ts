/**
 * The smallest lossless PNG sharp writes for an image: a palette PNG when one holds every pixel
 * exactly (icons with few colours), true colour at maximum compression otherwise.
 */
import sharp, { type Sharp } from "sharp";

/** The image's RGBA pixels, every fully transparent one as 0,0,0,0 (its colour never shows). */
export async function visiblePixels(png: Buffer): Promise<Buffer> {
  const pixels = await sharp(png).ensureAlpha().raw().toBuffer();
  for (let offset = 0; offset < pixels.length; offset += 4) {
    if (pixels[offset + 3] === 0) pixels.fill(0, offset, offset + 4);
  }
  return pixels;
}

export async function losslessPng(image: Sharp): Promise<Buffer> {
  const trueColour = await image
    .clone()
    .png({ compressionLevel: 9, adaptiveFiltering: true, palette: false })
    .toBuffer();
  const palette = await image
    .clone()
    .png({ compressionLevel: 9, palette: true, quality: 100, dither: 0, effort: 10 })
    .toBuffer();
  // sharp quantises when the image has more colours than a palette holds: keep it only when
  // nothing was lost.
  const paletteIsExact = (await visiblePixels(palette)).equals(await visiblePixels(trueColour));
  return paletteIsExact && palette.length < trueColour.length ? palette : trueColour;
}
