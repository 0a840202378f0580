/**
 * The single byte range of a Range request header (RFC 9110 §14), which pdf.js uses to load
 * large PDFs piecewise and browsers use to resume downloads. Multiple ranges are answered with
 * the whole file, as the RFC allows.
 */
export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export type RangeRequest = { kind: "whole" } | { kind: "partial"; range: ByteRange } | { kind: "unsatisfiable" };

export function parseRangeHeader(header: string | null, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  const [, first, last] = match;
  if (size === 0) return { kind: "unsatisfiable" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "partial", range: { start, end } };
}
