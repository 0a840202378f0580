import { describe, expect, it } from "vitest";
import { TextSniffer, sniffText } from "./text-sniffer.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

function sniffInChunks(bytes: Uint8Array, size: number) {
  const sniffer = new TextSniffer();
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer.finish();
}

describe("TextSniffer", () => {
  it("accepts UTF-8 even when a multi-byte character is split across chunks", () => {
    const text = utf8("Grüße aus Halle – ÄÖÜß 🚆\n".repeat(50));
    for (const size of [1, 2, 3, 7, 64]) expect(sniffInChunks(text, size)).toBe("utf-8");
  });

  it("falls back to Windows-1252 when a later chunk is not UTF-8", () => {
    const bytes = new Uint8Array([...utf8("a".repeat(100)), 0xe4, 0x0a]); // "ä" in Windows-1252
    expect(sniffInChunks(bytes, 50)).toBe("windows-1252");
  });

  it("treats a UTF-8 sequence cut off at the end of the file as Windows-1252", () => {
    expect(sniffText(new Uint8Array([0x61, 0xc3]))).toBe("windows-1252");
    expect(sniffText(new Uint8Array([0x61, 0xc3]), false)).toBe("utf-8");
  });

  it("refuses NUL and other control characters anywhere in the file", () => {
    const late = new Uint8Array([...utf8("x".repeat(1000)), 0x00]);
    expect(sniffInChunks(late, 100)).toBeNull();
    expect(sniffText(new Uint8Array([0x41, 0x1b, 0x42]))).toBeNull();
    expect(sniffText(utf8("Tab\tund\r\nZeilen\fumbruch"))).toBe("utf-8");
  });

  it("reads byte order marks, including UTF-16 whose bytes contain NULs", () => {
    expect(sniffText(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toBe("utf-8");
    expect(sniffText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xfc, 0x00]))).toBe("utf-16le");
    expect(sniffText(new Uint8Array([0xfe, 0xff, 0x00, 0x41]))).toBe("utf-16be");
    expect(sniffText(new Uint8Array([0xff, 0xfe, 0x01, 0x00]))).toBeNull();
    expect(sniffText(new Uint8Array([0xff, 0xfe, 0x41]))).toBeNull(); // odd byte count
  });

  it("says nothing for an empty file", () => {
    expect(new TextSniffer().finish()).toBeNull();
  });
});
