import { describe, expect, it } from "vitest";
import { concatBytes, samples } from "../server/test-samples.ts";
import { precheckFile } from "./precheck-file.ts";

const file = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);

describe("precheckFile", () => {
  it("lets allowed files through", async () => {
    expect(await precheckFile(file(samples.pdf(), "Protokoll.pdf"))).toBeNull();
    expect(await precheckFile(file(samples.docx(), "Brief.docx"))).toBeNull();
    expect(await precheckFile(file(samples.textUtf8(), "notiz.txt"))).toBeNull();
  });

  it("refuses a renamed program, an empty and an oversized file before any upload", async () => {
    expect(await precheckFile(file(samples.exe(), "Rechnung.pdf"))).toContain("ist keine PDF-Datei, sondern ein Windows-Programm");
    expect(await precheckFile(file(new Uint8Array(0), "leer.pdf"))).toBe("„leer.pdf“ ist leer und wurde nicht hochgeladen.");
    const huge = { name: "gross.pdf", size: 60 * 1024 * 1024, slice: () => new Blob([]) } as unknown as File;
    expect(await precheckFile(huge)).toBe("„gross.pdf“ ist größer als 50 MB und kann nicht hochgeladen werden.");
  });

  it("judges text by its head only when the file is longer (the server checks the rest)", async () => {
    const long = concatBytes(samples.textUtf8("a".repeat(300 * 1024)), new Uint8Array([0]));
    expect(await precheckFile(file(long, "lang.txt"))).toBeNull();
  });
});
