/**
 * Regenerates the raster icons and the Open Graph image in public/ from public/favicon.svg.
 * Run after changing the mark: `node scripts/generate-site-icons.ts`. Output is committed.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../public");
const mark = await readFile(path.join(publicDir, "favicon.svg"));

async function png(size: number, padding = 0, background = "#0b3a5b"): Promise<Buffer> {
  const inner = await sharp(mark, { density: 600 })
    .resize(size - 2 * padding, size - 2 * padding)
    .png()
    .toBuffer();
  if (padding === 0) return inner;
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: inner, left: padding, top: padding }])
    .png()
    .toBuffer();
}

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, image]);
}

const ogSvg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0b3a5b"/>
  <rect y="606" width="1200" height="24" fill="#b8400b"/>
  <g transform="translate(96 150) scale(4.2)">${mark.toString().replace(/<\/?svg[^>]*>/g, "")}</g>
  <text x="300" y="250" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="96" font-weight="800" fill="#fff" letter-spacing="6">VNSI</text>
  <text x="300" y="320" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="38" font-weight="600" fill="#dbe6f0">Verband Nichtbundeseigener</text>
  <text x="300" y="368" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="38" font-weight="600" fill="#dbe6f0">Schieneninfrastruktur e.V.</text>
  <text x="96" y="520" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="34" fill="#fff">Rund 5.000 km Gleis · etwa 15 % des öffentlichen Schienennetzes</text>
</svg>`);

await writeFile(path.join(publicDir, "favicon.ico"), icoFromPng(await png(32), 32));
await writeFile(path.join(publicDir, "apple-touch-icon.png"), await png(180, 18));
await writeFile(path.join(publicDir, "icon-192.png"), await png(192));
await writeFile(path.join(publicDir, "icon-512.png"), await png(512));
await writeFile(path.join(publicDir, "icon-maskable-512.png"), await png(512, 80));
await writeFile(path.join(publicDir, "og-image.png"), await sharp(ogSvg).png({ compressionLevel: 9 }).toBuffer());
console.log("Icons and Open Graph image written to public/");
