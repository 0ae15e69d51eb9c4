import sharp from "sharp";
for (const [dir, n] of process.argv.slice(2).map((a) => a.split(":"))) {
  const meta = await sharp(`${dir}/docs/screenshots/${n}.png`).metadata();
  await sharp(`${dir}/docs/screenshots/${n}.png`).extract({ left: 0, top: 0, width: meta.width, height: Math.min(meta.height, 900) }).toFile(`/tmp/crop-${n}.png`);
  console.log(n, meta.width, meta.height);
}
