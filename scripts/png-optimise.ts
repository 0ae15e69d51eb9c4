/**
 * Lossless PNG shrinking for the generated icons: an image with at most 256 distinct colours
 * becomes a palette PNG; any other is re-encoded with per-row filters and maximum compression.
 * The smallest of those and the input is returned. Reads 8-bit, non-interlaced RGB, RGBA and
 * palette PNGs (what Chromium and this module write).
 */
import { crc32, deflateSync, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** Four bytes per pixel, row after row. */
  readonly pixels: Uint8Array;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function predictor(type: number, a: number, b: number, c: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4:
      return paeth(a, b, c);
    default:
      throw new Error(`Unknown PNG filter type ${type}`);
  }
}

function readChunks(png: Buffer): { type: string; data: Buffer }[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("Not a PNG file");
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

export function decodePng(png: Buffer): RgbaImage {
  const chunks = readChunks(png);
  const header = chunks.find((chunk) => chunk.type === "IHDR")?.data;
  if (!header) throw new Error("PNG without IHDR");
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth, colourType, , , interlace] = header.subarray(8, 13);
  if (bitDepth !== 8 || ![2, 3, 6].includes(colourType!) || interlace !== 0) {
    throw new Error("Only 8-bit, non-interlaced RGB, RGBA or palette PNGs are supported");
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 1;
  const raw = inflateSync(
    Buffer.concat(chunks.filter((chunk) => chunk.type === "IDAT").map((chunk) => chunk.data)),
  );
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? rows[y * stride + x - channels]! : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      rows[y * stride + x] = (raw[y * (stride + 1) + 1 + x]! + predictor(type, a, b, c)) & 0xff;
    }
  }
  if (channels === 4) return { width, height, pixels: rows };
  const palette = chunks.find((chunk) => chunk.type === "PLTE")?.data;
  const alpha = chunks.find((chunk) => chunk.type === "tRNS")?.data;
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    if (channels === 3) {
      pixels.set(rows.subarray(i * 3, i * 3 + 3), i * 4);
      pixels[i * 4 + 3] = 255;
    } else {
      const index = rows[i]!;
      if (!palette) throw new Error("Palette PNG without PLTE");
      pixels.set(palette.subarray(index * 3, index * 3 + 3), i * 4);
      pixels[i * 4 + 3] = alpha?.[index] ?? 255;
    }
  }
  return { width, height, pixels };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

function png(width: number, height: number, colourType: number, extra: Buffer[], idat: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    ...extra,
    chunk("IDAT", idat),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** Filters each row with the type that minimises the sum of absolute residuals (libpng's heuristic). */
function filterRows(rows: Uint8Array, height: number, stride: number, bpp: number): Buffer {
  const out = Buffer.alloc(height * (stride + 1));
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    let bestType = 0;
    let bestScore = Infinity;
    let best = new Uint8Array(stride);
    for (let type = 0; type <= 4; type++) {
      let score = 0;
      for (let x = 0; x < stride; x++) {
        const a = x >= bpp ? rows[y * stride + x - bpp]! : 0;
        const b = y > 0 ? rows[(y - 1) * stride + x]! : 0;
        const c = x >= bpp && y > 0 ? rows[(y - 1) * stride + x - bpp]! : 0;
        const value = (rows[y * stride + x]! - predictor(type, a, b, c)) & 0xff;
        candidate[x] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) {
        bestScore = score;
        bestType = type;
        best = candidate.slice();
      }
    }
    out[y * (stride + 1)] = bestType;
    out.set(best, y * (stride + 1) + 1);
  }
  return out;
}

const deflate = (data: Buffer) => deflateSync(data, { level: 9, memLevel: 9 });

function encodeTrueColour({ width, height, pixels }: RgbaImage): Buffer {
  const opaque = pixels.every((value, index) => index % 4 !== 3 || value === 255);
  if (!opaque) return png(width, height, 6, [], deflate(filterRows(pixels, height, width * 4, 4)));
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(pixels.subarray(i * 4, i * 4 + 3), i * 3);
  return png(width, height, 2, [], deflate(filterRows(rgb, height, width * 3, 3)));
}

function encodePalette({ width, height, pixels }: RgbaImage): Buffer | undefined {
  const view = new DataView(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const counts = new Map<number, number>();
  for (let i = 0; i < width * height; i++) {
    const colour = view.getUint32(i * 4);
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
    if (counts.size > 256) return undefined;
  }
  // Translucent colours first, so the transparency table stays short.
  const palette = [...counts.keys()].sort((x, y) => (x & 0xff) - (y & 0xff) || x - y);
  const indexOf = new Map(palette.map((colour, index) => [colour, index]));
  const indices = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) indices[i] = indexOf.get(view.getUint32(i * 4))!;

  const rgb = Buffer.alloc(palette.length * 3);
  const alpha = palette.map((colour) => colour & 0xff);
  palette.forEach((colour, index) => {
    rgb.writeUIntBE(colour >>> 8, index * 3, 3);
  });
  const translucent = alpha.findLastIndex((value) => value !== 255) + 1;
  const extra = [chunk("PLTE", rgb)];
  if (translucent > 0) extra.push(chunk("tRNS", Uint8Array.from(alpha.slice(0, translucent))));
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++)
    raw.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return png(width, height, 3, extra, deflate(raw));
}

const smallest = (candidates: readonly (Buffer | undefined)[]): Buffer =>
  candidates
    .filter((candidate): candidate is Buffer => candidate !== undefined)
    .reduce((best, next) => (next.length < best.length ? next : best));

/** The image as the smallest lossless PNG this module can write. */
export function encodePng(image: RgbaImage): Buffer {
  return smallest([encodeTrueColour(image), encodePalette(image)]);
}

/** The input, or a smaller lossless re-encoding of it. */
export function optimisePng(input: Buffer): Buffer {
  return smallest([input, encodePng(decodePng(input))]);
}
