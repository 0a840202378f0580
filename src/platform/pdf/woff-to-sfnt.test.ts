import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { pdfFontFiles } from "./fonts.ts";
import { woffToSfnt } from "./woff-to-sfnt.ts";

/** The OpenType table checksum: the sum of its big-endian 32-bit words (head counted with checkSumAdjustment 0). */
function tableChecksum(data: Buffer, tag: string): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  if (tag === "head") padded.writeUInt32BE(0, 8);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe("woffToSfnt", () => {
  it.each(Object.entries(pdfFontFiles()))("unpacks the %s cut into a TrueType file whose every table matches its recorded checksum", async (_style, file) => {
    const woff = await readFile(file);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the WOFF's flavor
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let i = 0; i < numTables; i++) {
      const entry = 12 + i * 16;
      const tag = sfnt.toString("latin1", entry, entry + 4);
      const offset = sfnt.readUInt32BE(entry + 8);
      expect(offset % 4, tag).toBe(0);
      const data = sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12));
      expect(tableChecksum(data, tag), tag).toBe(sfnt.readUInt32BE(entry + 4));
      tags.push(tag);
    }
    expect(tags).toEqual(expect.arrayContaining(["cmap", "glyf", "head", "hmtx", "loca", "name"]));
  });

  it("refuses what is not a WOFF 1.0 font", () => {
    expect(() => woffToSfnt(new Uint8Array(64))).toThrow(/not a WOFF/);
  });
});
