import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";
import { describe, expect, it } from "vitest";
import { batchCollections, type CollectionItem } from "./batching.ts";
import { writePain008 } from "./pain008.ts";
import { collectionItem, testCreditor } from "./sepa-fixtures.ts";

/**
 * Validates written files with libxml2 (compiled to WebAssembly, no system package) against the
 * EPC's pain.008.001.08 schema; see xsd/README.md for the schema and why B2B files are checked
 * against the schema's unrestricted ISO root type.
 */
const epcSchema = readFileSync(new URL("./xsd/EPC130-08_2025_V1.0_pain.008.001.08.xsd", import.meta.url), "utf8");
const isoRootSchema = epcSchema.replace(
  '<xs:element name="Document" type="Document_EPC130-08_SDD_Core_C2PSP_2025_V1.0"/>',
  '<xs:element name="Document" type="Document"/>',
);

async function validate(xml: string, schema: string) {
  const result = await validateXML({ xml: [{ fileName: "pain008.xml", contents: xml }], schema: [{ fileName: "pain.008.001.08.xsd", contents: schema }] });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

function fileFor(items: CollectionItem[]) {
  const [file] = batchCollections(items);
  return writePain008({ messageId: `VNSI-20261124-${file!.scheme}`, createdAt: "2026-11-24T10:15:00+01:00", creditor: testCreditor, file: file! });
}

describe("pain.008.001.08 against the EPC schema", () => {
  it("the derived ISO root schema differs from the published one only in the root type", () => {
    expect(isoRootSchema).not.toBe(epcSchema);
    expect(isoRootSchema.length).toBe(epcSchema.length - "_EPC130-08_SDD_Core_C2PSP_2025_V1.0".length);
  });

  it("a CORE file with all four sequence types, BIC and IBAN-only debtors is valid", async () => {
    const xml = fileFor([
      collectionItem({ scheme: "CORE", sequenceType: "FRST", endToEndId: "2026-0001-1" }),
      collectionItem({ scheme: "CORE", sequenceType: "RCUR", endToEndId: "2026-0002-1", debtorBic: null, amountCents: 1 }),
      collectionItem({ scheme: "CORE", sequenceType: "OOFF", endToEndId: "2026-0003-1", amountCents: 99_999_999_999 }),
      collectionItem({ scheme: "CORE", sequenceType: "FNAL", endToEndId: "2026-0004-1", debtorName: "Ä".repeat(80), remittance: "x".repeat(200) }),
    ]);
    expect(await validate(xml, epcSchema)).toEqual({ valid: true, errors: [] });
  });

  it("a creditor without BIC is valid (NOTPROVIDED agent)", async () => {
    const [file] = batchCollections([collectionItem({ scheme: "CORE" })]);
    const xml = writePain008({ messageId: "VNSI-1", createdAt: "2026-11-24T10:15:00Z", creditor: { ...testCreditor, bic: null }, file: file! });
    expect(await validate(xml, epcSchema)).toEqual({ valid: true, errors: [] });
  });

  it("a B2B file is valid against the ISO types and carries the B2B code", async () => {
    const xml = fileFor([collectionItem({ scheme: "B2B" }), collectionItem({ scheme: "B2B", sequenceType: "RCUR", endToEndId: "2026-0002-1" })]);
    expect(await validate(xml, isoRootSchema)).toEqual({ valid: true, errors: [] });
    expect(xml).toMatch(/<LclInstrm>\s*<Cd>B2B<\/Cd>\s*<\/LclInstrm>/);
  });

  it("the schema check is not a formality: the Core schema rejects a B2B file and a broken file", async () => {
    const b2b = fileFor([collectionItem({ scheme: "B2B" })]);
    const rejected = await validate(b2b, epcSchema);
    expect(rejected.valid).toBe(false);
    expect(rejected.errors.join("\n")).toContain("B2B");

    const core = fileFor([collectionItem({ scheme: "CORE" })]);
    const noControlSum = core.replace(/<CtrlSum>[^<]*<\/CtrlSum>/, "");
    expect((await validate(noControlSum, epcSchema)).valid).toBe(false);
    const usd = core.replace('Ccy="EUR"', 'Ccy="USD"');
    expect((await validate(usd, epcSchema)).valid).toBe(false);
    const oldVersion = core.replace("pain.008.001.08", "pain.008.001.02");
    expect((await validate(oldVersion, epcSchema)).valid).toBe(false);
  });
});
