/**
 * Images for the site (board portraits, pictures in press releases): decided by their bytes
 * (file-type, as the documents module does), never by name or the browser's claim; turned
 * upright, scaled down to at most 1600 px, metadata (camera, GPS position) removed; JPEG unless
 * the picture has transparency (PNG). The file name carries a hash of the result, so a name
 * never stands for two different pictures.
 */
import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type sharpModule from "sharp";
import { HttpError } from "#platform/http/errors.ts";

export const MAX_IMAGE_UPLOAD_BYTES = 4_500_000;
const MAX_EDGE = 1600;
const MIN_EDGE = 200;
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

export interface PreparedImage {
  name: string;
  mediaType: "image/jpeg" | "image/png";
  bytes: Uint8Array;
  width: number;
  height: number;
}

type Sharp = typeof sharpModule;
let sharpLoaded: Promise<Sharp> | undefined;

/** sharp (libvips, 19 MB of native code) loads on the first picture, not when the content function starts. */
function loadSharp(): Promise<Sharp> {
  sharpLoaded ??= import("sharp").then((module) => module.default);
  return sharpLoaded;
}

const refused = (message: string) => new HttpError(422, "image_refused", message);

/** "Porträt Müller (1).JPG" -> "portraet-mueller-1" */
export function imageBaseName(originalName: string): string {
  const base = (originalName.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "").toLowerCase();
  const ascii = base
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  return (
    ascii
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "bild"
  );
}

export async function prepareImage(input: Uint8Array, originalName: string): Promise<PreparedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw refused("Bitte ein Foto als JPEG, PNG oder WebP hochladen; diese Datei ist kein solches Bild.");
  const sharp = await loadSharp();
  let pipeline: ReturnType<Sharp>;
  let metadata: Awaited<ReturnType<ReturnType<Sharp>["metadata"]>>;
  try {
    pipeline = sharp(input, { failOn: "error", limitInputPixels: 50_000_000 }).rotate();
    metadata = await pipeline.metadata();
  } catch {
    throw refused("Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.");
  }
  const upright = (metadata.orientation ?? 1) >= 5;
  const width = (upright ? metadata.height : metadata.width) ?? 0;
  const height = (upright ? metadata.width : metadata.height) ?? 0;
  if (Math.min(width, height) < MIN_EDGE)
    throw refused(`Das Bild ist zu klein (${width} × ${height} Pixel); bitte mindestens ${MIN_EDGE} Pixel an der kürzeren Seite.`);
  const resized = pipeline.resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true });
  const png = Boolean(metadata.hasAlpha);
  let output: { data: Buffer; info: { width: number; height: number } };
  try {
    output = await (png ? resized.png({ compressionLevel: 9 }) : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
  } catch {
    throw refused("Das Bild ist beschädigt oder unvollständig und kann nicht gelesen werden.");
  }
  const hash = createHash("sha256").update(output.data).digest("hex").slice(0, 8);
  return {
    name: `${imageBaseName(originalName)}-${hash}.${png ? "png" : "jpg"}`,
    mediaType: png ? "image/png" : "image/jpeg",
    bytes: new Uint8Array(output.data),
    width: output.info.width,
    height: output.info.height,
  };
}
