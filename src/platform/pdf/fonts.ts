import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff-to-sfnt.ts";

/**
 * The site's typeface, Source Sans 3, self-hosted from npm like the web fonts (no third-party
 * requests). PDFs embed the static 400 and 700 cuts of @fontsource/source-sans-3: pdfkit can
 * only embed a variable font's default instance, so the variable web font would lose bold.
 * The latin subset covers German, the euro sign and typographic quotes and dashes.
 *
 * The files are resolved when the first PDF is rendered, each by its own package path: on Netlify
 * a function bundle holds only what the bundler traced plus netlify.toml's included_files (the
 * package's package.json is not among them), and a function that renders no PDF must not depend
 * on them at all. They are read once per process and unpacked from WOFF (woff-to-sfnt.ts).
 */
const require = createRequire(import.meta.url);

export const PDF_FONT = "SourceSans3";

export type PdfFontStyle = "normal" | "bold" | "italics" | "bolditalics";

export function pdfFontFiles(): Record<PdfFontStyle, string> {
  return {
    normal: require.resolve("@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff"),
    bold: require.resolve("@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff"),
    italics: require.resolve("@fontsource/source-sans-3/files/source-sans-3-latin-400-italic.woff"),
    bolditalics: require.resolve("@fontsource/source-sans-3/files/source-sans-3-latin-700-italic.woff"),
  };
}

let unpacked: Promise<Record<PdfFontStyle, Buffer>> | undefined;

/** The four cuts as plain TrueType data, read and unpacked on the first call. */
export function pdfFontData(): Promise<Record<PdfFontStyle, Buffer>> {
  unpacked ??= Promise.all(Object.entries(pdfFontFiles()).map(async ([style, file]) => [style, woffToSfnt(await readFile(file))] as const))
    .then((entries) => Object.fromEntries(entries) as Record<PdfFontStyle, Buffer>)
    .catch((error) => {
      unpacked = undefined;
      throw error;
    });
  return unpacked;
}
