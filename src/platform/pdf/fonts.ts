import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The site's typeface, Source Sans 3, self-hosted from npm like the web fonts (no third-party
 * requests). PDFs embed the static 400 and 700 cuts of @fontsource/source-sans-3: pdfkit can
 * only embed a variable font's default instance, so the variable web font would lose bold.
 * The latin subset covers German, the euro sign and typographic quotes and dashes.
 */
const require = createRequire(import.meta.url);
const fontDirectory = join(dirname(require.resolve("@fontsource/source-sans-3/package.json")), "files");

export const PDF_FONT = "SourceSans3";

export const fontFiles = {
  normal: join(fontDirectory, "source-sans-3-latin-400-normal.woff"),
  bold: join(fontDirectory, "source-sans-3-latin-700-normal.woff"),
  italics: join(fontDirectory, "source-sans-3-latin-400-italic.woff"),
  bolditalics: join(fontDirectory, "source-sans-3-latin-700-italic.woff"),
};

export const allowedFontPaths: ReadonlySet<string> = new Set(Object.values(fontFiles));
