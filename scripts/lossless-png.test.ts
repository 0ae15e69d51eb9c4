import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { losslessPng, visiblePixels } from "./lossless-png.ts";

function image(width: number, height: number, colourAt: (x: number, y: number) => number[]) {
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), (y * width + x) * 4);
  }
  return { pixels, sharp: sharp(pixels, { raw: { width, height, channels: 4 } }) };
}

const colourType = (png: Buffer) => png[25];

describe("lossless PNG", () => {
  it("writes a few-colour image as a palette PNG that decodes to the same pixels", async () => {
    const flat = image(400, 300, (x, y) =>
      x < 200 ? [31, 69, 224, 255] : y < 150 ? [249, 185, 73, 255] : [0, 0, 0, 0],
    );
    const png = await losslessPng(flat.sharp);
    expect(colourType(png)).toBe(3);
    expect(await visiblePixels(png)).toEqual(flat.pixels);
  });

  it("keeps an image with many colours in true colour, losslessly", async () => {
    const gradient = image(32, 32, (x, y) => [x * 8, y * 8, (x + y) * 4, 128 + x]);
    const png = await losslessPng(gradient.sharp);
    expect(colourType(png)).toBe(6);
    expect(await visiblePixels(png)).toEqual(gradient.pixels);
  });

  it("is smaller than sharp's default PNG of the same image", async () => {
    const stripes = image(64, 64, (x) => (x % 2 ? [255, 255, 255, 255] : [20, 29, 69, 255]));
    const plain = await stripes.sharp.clone().png({ compressionLevel: 0 }).toBuffer();
    const png = await losslessPng(stripes.sharp);
    expect(png.length).toBeLessThan(plain.length);
    expect(await visiblePixels(png)).toEqual(stripes.pixels);
  });
});
