import { crc32, deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodePng, encodePng, optimisePng, type RgbaImage } from "./png-optimise";

function image(width: number, height: number, colourAt: (x: number, y: number) => number[]) {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), (y * width + x) * 4);
  }
  return { width, height, pixels } satisfies RgbaImage;
}

const colourType = (png: Buffer) => png[25];

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGBA PNG as a naive encoder writes it: no filtering, no compression. */
function naivePng({ width, height, pixels }: RgbaImage): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y++) {
    raw.set(pixels.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("PNG optimiser", () => {
  it("writes a few-colour image as a palette PNG that decodes to the same pixels", () => {
    const flat = image(40, 30, (x, y) =>
      x < 20 ? [31, 69, 224, 255] : y < 15 ? [249, 185, 73, 255] : [0, 0, 0, 0],
    );
    const png = encodePng(flat);
    expect(colourType(png)).toBe(3);
    expect(decodePng(png)).toEqual(flat);
  });

  it("keeps an image with many colours in true colour, losslessly", () => {
    const gradient = image(32, 32, (x, y) => [x * 8, y * 8, (x + y) * 4, 128 + x]);
    const png = encodePng(gradient);
    expect(colourType(png)).toBe(6);
    expect(decodePng(png)).toEqual(gradient);
  });

  it("drops the alpha channel of an opaque true-colour image", () => {
    const opaque = image(32, 32, (x, y) => [x * 8, y * 8, (x * y) % 256, 255]);
    const png = encodePng(opaque);
    expect(colourType(png)).toBe(2);
    expect(decodePng(png)).toEqual(opaque);
  });

  it("never returns something larger than its input", () => {
    const flat = image(64, 64, (x) => (x % 2 ? [255, 255, 255, 255] : [20, 29, 69, 255]));
    const input = naivePng(flat);
    expect(decodePng(input)).toEqual(flat);
    const output = optimisePng(input);
    expect(output.length).toBeLessThan(input.length);
    expect(decodePng(output)).toEqual(flat);
    expect(optimisePng(output).length).toBeLessThanOrEqual(output.length);
  });
});
