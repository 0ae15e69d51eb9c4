/**
 * ZIP files made in a test, byte by byte (PKZIP's format, no library), so a test can make what no
 * honest tool writes: parts with any name, headers that lie about sizes, a bomb of zeros.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface ZipEntry {
  readonly name: string;
  /** The entry's content, deflated here. */
  readonly content?: string | Uint8Array;
  /** Or content already deflated, with the size and CRC its headers are to claim. */
  readonly deflated?: { readonly bytes: Uint8Array; readonly size: number; readonly crc: number };
}

export function zipOf(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const { bytes, size, crc } = entry.deflated ?? deflated(entry.content ?? "");
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed: 2.0
    common.writeUInt16LE(0x0800, 2); // names in UTF-8
    common.writeUInt16LE(8, 4); // deflated
    common.writeUInt32LE(0, 6); // time and date
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(bytes.byteLength, 14);
    common.writeUInt32LE(size, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // extra field length
    const local = Buffer.concat([signature(0x04034b50), common, name, bytes]);
    const central = Buffer.concat([
      signature(0x02014b50),
      uint16(20), // version made by
      common,
      Buffer.alloc(10), // comment length, disk, attributes
      uint32(offset),
      name,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    signature(0x06054b50),
    Buffer.alloc(4), // disk numbers
    uint16(entries.length),
    uint16(entries.length),
    uint32(directory.length),
    uint32(offset),
    uint16(0), // comment length
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

function deflated(content: string | Uint8Array) {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  return { bytes: deflateRawSync(bytes), size: bytes.byteLength, crc: crc32(bytes) };
}

/**
 * One deflate stream of pieces each repeated a number of times, about a thousandth of its
 * inflated size for repeated MiBs, made without holding what it inflates to: each piece
 * deflated once and flushed, repeated, then an empty final block.
 */
export function deflatedRepeats(pieces: readonly (readonly [string | Uint8Array, number])[]): {
  bytes: Uint8Array;
  size: number;
} {
  const blocks: Buffer[] = [];
  let size = 0;
  for (const [piece, times] of pieces) {
    const bytes = typeof piece === "string" ? Buffer.from(piece) : piece;
    const block = deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
    for (let time = 0; time < times; time++) blocks.push(block);
    size += bytes.byteLength * times;
  }
  return { bytes: new Uint8Array(Buffer.concat([...blocks, FINAL_EMPTY_BLOCK])), size };
}

/** The CRC-32 of what `deflatedRepeats(pieces)` inflates to (about 1 s a GB: not for bombs). */
export function crc32OfRepeats(
  pieces: readonly (readonly [string | Uint8Array, number])[],
): number {
  let crc = 0;
  for (const [piece, times] of pieces) {
    for (let time = 0; time < times; time++) crc = crc32(piece, crc);
  }
  return crc;
}

export const MEBIBYTE = 1024 * 1024;
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

const signature = uint32;
function uint32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}
function uint16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}
