import { describe, expect, it } from "vitest";
import { contentDisposition, downloadHeaders } from "./download-headers.ts";

describe("contentDisposition", () => {
  it("sends the exact name encoded and an ASCII fallback", () => {
    expect(contentDisposition("Protokoll Mitgliederversammlung.pdf", "attachment")).toBe(
      "attachment; filename=\"Protokoll Mitgliederversammlung.pdf\"; filename*=UTF-8''Protokoll%20Mitgliederversammlung.pdf",
    );
    expect(contentDisposition("Übersicht Gleisanschlüsse – Straße (2026).xlsx", "inline")).toBe(
      "inline; filename=\"Uebersicht Gleisanschluesse Strasse (2026).xlsx\"; filename*=UTF-8''%C3%9Cbersicht%20Gleisanschl%C3%BCsse%20%E2%80%93%20Stra%C3%9Fe%20%282026%29.xlsx",
    );
  });

  it("cannot be broken out of by quotes, semicolons or line breaks in a name", () => {
    const header = contentDisposition('a";b=c\\d%e.pdf', "attachment");
    expect(header.startsWith("attachment; filename=\"a__b=c_d_e.pdf\"; filename*=UTF-8''")).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition("日本.pdf", "attachment")).toContain('filename=".pdf"');
    expect(contentDisposition("日本", "attachment")).toContain('filename="download"');
  });
});

describe("downloadHeaders", () => {
  it("forbids sniffing, scripts and shared caching", () => {
    const headers = downloadHeaders({ fileName: "a.pdf", mediaType: "application/pdf", size: 1234, sha256: "ab".repeat(32) });
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(headers.get("content-security-policy")).toContain("sandbox");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(headers.get("content-length")).toBe("1234");
    expect(headers.get("content-range")).toBeNull();
  });

  it("describes a partial answer", () => {
    const headers = downloadHeaders({
      fileName: "a.pdf",
      mediaType: "application/pdf",
      size: 1000,
      sha256: "ab".repeat(32),
      inline: true,
      range: { start: 100, end: 199 },
    });
    expect(headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(headers.get("content-length")).toBe("100");
    expect(headers.get("content-disposition")).toMatch(/^inline;/);
  });
});
