/**
 * The public path of a page as it should appear in canonical URLs and Open Graph tags: pages are
 * built as files (/themen.html) but served without the suffix (/themen), and the home page is "/".
 */
export function canonicalPath(pathname: string): string {
  const withoutSuffix = pathname.replace(/\.html$/, "").replace(/(^|\/)index$/, "$1");
  const trimmed = withoutSuffix.length > 1 ? withoutSuffix.replace(/\/+$/, "") : withoutSuffix;
  return trimmed === "" ? "/" : trimmed;
}
