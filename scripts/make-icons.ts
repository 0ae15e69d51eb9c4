/**
 * Renders the site's PNG icons and social image from SVG with sharp, then writes
 * the icons into public/ and the social image into app/assets/, where the build gives it a
 * content-hashed name (committed; run again only after changing the logo or the brand):
 *
 *   npx node scripts/make-icons.ts
 *
 * favicon.ico is a real ICO container holding one 32×32 PNG image.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { siteFacts } from "#server/site/facts.ts";
import { wordMark } from "#shared/site/facts.ts";
import { losslessPng } from "./lossless-png.ts";
import { repositoryPath } from "#server/lib/repository.ts";
import { escapeHtml } from "#shared/text/html.ts";

const publicDir = repositoryPath("public");
const socialImageFile = repositoryPath("app/assets/social-image.png");

/** The logo mark's drawing inside a 32×32 box (the same as public/favicon.svg). */
const markPaths = `
  <path d="M7 23V10l5.5 7L18 10v13" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="24" cy="20" r="3" fill="#f9b949"/>`;

/** The mark on a rounded tile (favicon, manifest icons). */
function roundedIcon(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  <rect width="32" height="32" rx="8" fill="#1f45e0"/>${markPaths}
</svg>`;
}

/** iOS rounds the corners itself and shows transparency as black: a full square with margin. */
function appleTouchIcon(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
  <rect width="32" height="32" fill="#1f45e0"/>
  <g transform="translate(3.2 3.2) scale(0.8)">${markPaths}</g>
</svg>`;
}

/** The 1200×630 social image: the mark, the brand name and the tagline. */
function socialImage(): string {
  const { lead, accent } = wordMark(siteFacts.company);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"
  font-family="'Liberation Sans', 'DejaVu Sans', Arial, sans-serif">
  <rect width="1200" height="630" fill="#141d45"/>
  <circle cx="1080" cy="90" r="300" fill="#1f45e0" opacity="0.45"/>
  <circle cx="1120" cy="560" r="150" fill="none" stroke="#f9b949" stroke-width="3" opacity="0.55"/>
  <circle cx="1120" cy="560" r="96" fill="none" stroke="#f9b949" stroke-width="3" opacity="0.3"/>
  <g transform="translate(96 120) scale(3.5)">
    <rect width="32" height="32" rx="8" fill="#1f45e0"/>${markPaths}
  </g>
  <text x="96" y="330" font-size="84" font-weight="700" fill="#ffffff">${escapeHtml(lead)} <tspan fill="#fcd38a">${escapeHtml(accent)}</tspan></text>
  <text x="96" y="402" font-size="36" fill="#dae6ff">${escapeHtml(siteFacts.tagline)}</text>
  <rect x="96" y="462" width="120" height="6" rx="3" fill="#f9b949"/>
  <text x="96" y="530" font-size="28" fill="#bcd2ff">Custom software · Web and mobile apps · Cloud · AI/ML</text>
</svg>`;
}

/** An ICO file (ICONDIR + one ICONDIRENTRY) whose image is the given PNG. */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

/** The SVG drawn at its own size (its width and height) as the smallest lossless PNG. */
const render = (svg: string): Promise<Buffer> => losslessPng(sharp(Buffer.from(svg)));

const outputs: [string, Buffer][] = [
  [path.join(publicDir, "favicon.ico"), icoFromPng(await render(roundedIcon(32)), 32)],
  [path.join(publicDir, "apple-touch-icon.png"), await render(appleTouchIcon(180))],
  [path.join(publicDir, "icon-192.png"), await render(roundedIcon(192))],
  [path.join(publicDir, "icon-512.png"), await render(roundedIcon(512))],
  [socialImageFile, await render(socialImage())],
];
for (const [file, bytes] of outputs) {
  await writeFile(file, bytes);
  console.info(`${path.basename(file)}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
// The favicon SVG is the same drawing; check it has not drifted from the mark used here.
const faviconSvg = await readFile(path.join(publicDir, "favicon.svg"), "utf8");
if (!faviconSvg.includes('d="M7 23V10l5.5 7L18 10v13"')) {
  throw new Error("public/favicon.svg no longer matches the logo mark in this script");
}
