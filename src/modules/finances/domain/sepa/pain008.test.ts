import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { batchCollections } from "./batching.ts";
import { Pain008Error, writePain008 } from "./pain008.ts";
import { collectionItem, testCreditor } from "./sepa-fixtures.ts";

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, isArray: (name) => ["PmtInf", "DrctDbtTxInf"].includes(name), parseTagValue: false }).parse(xml);

describe("batchCollections", () => {
  it("splits by scheme into files and by sequence type and due date into blocks", () => {
    const files = batchCollections([
      collectionItem({ endToEndId: "E2", scheme: "CORE", sequenceType: "RCUR" }),
      collectionItem({ endToEndId: "E1", scheme: "CORE", sequenceType: "FRST", amountCents: 100 }),
      collectionItem({ endToEndId: "E3", scheme: "CORE", sequenceType: "FRST", amountCents: 250 }),
      collectionItem({ endToEndId: "E4", scheme: "B2B", sequenceType: "RCUR", collectionDate: "2026-03-02" }),
      collectionItem({ endToEndId: "E5", scheme: "B2B", sequenceType: "RCUR" }),
    ]);
    expect(files.map((file) => file.scheme)).toEqual(["B2B", "CORE"]);
    expect(files[0]!.batches.map((batch) => [batch.sequenceType, batch.collectionDate, batch.items.map((item) => item.endToEndId)])).toEqual([
      ["RCUR", "2026-02-16", ["E5"]],
      ["RCUR", "2026-03-02", ["E4"]],
    ]);
    expect(files[1]!.batches.map((batch) => [batch.sequenceType, batch.controlSumCents])).toEqual([
      ["FRST", 350],
      ["RCUR", 120_000],
    ]);
  });
});

describe("writePain008", () => {
  const file = batchCollections([
    collectionItem({ endToEndId: "2026-0001-1", amountCents: 120_000 }),
    collectionItem({ endToEndId: "2026-0002-1", amountCents: 4_167, sequenceType: "RCUR", debtorBic: null, debtorIban: "DE02120300000000202051" }),
  ])[0]!;
  const xml = writePain008({ messageId: "VNSI-20261124-B2B", createdAt: "2026-11-24T10:15:00+01:00", creditor: testCreditor, file });
  const document = parse(xml).Document;

  it("writes the .001.08 namespace, counts and control sums in decimal euros", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.08">')).toBe(true);
    const header = document.CstmrDrctDbtInitn.GrpHdr;
    expect(header).toMatchObject({ MsgId: "VNSI-20261124-B2B", NbOfTxs: "2", CtrlSum: "1241.67" });
    expect(document.CstmrDrctDbtInitn.PmtInf.map((block: { CtrlSum: string; PmtTpInf: { SeqTp: string } }) => [block.PmtTpInf.SeqTp, block.CtrlSum])).toEqual([
      ["FRST", "1200.00"],
      ["RCUR", "41.67"],
    ]);
  });

  it("puts scheme, creditor id, mandate and debtor where the guidelines want them", () => {
    const [first, second] = document.CstmrDrctDbtInitn.PmtInf;
    expect(first.PmtTpInf).toEqual({ SvcLvl: { Cd: "SEPA" }, LclInstrm: { Cd: "B2B" }, SeqTp: "FRST" });
    expect(first.CdtrSchmeId.Id.PrvtId.Othr).toEqual({ Id: "DE98ZZZ09999999999", SchmeNm: { Prtry: "SEPA" } });
    const transaction = first.DrctDbtTxInf[0];
    expect(transaction.InstdAmt).toEqual({ "#text": "1200.00", "@_Ccy": "EUR" });
    expect(transaction.DrctDbtTx.MndtRltdInf).toEqual({ MndtId: "VNSI-M0007-01", DtOfSgntr: "2025-11-03" });
    expect(transaction.Dbtr.Nm).toBe("Mueller + Soehne Gleisbau GmbH");
    expect(transaction.DbtrAgt.FinInstnId.BICFI).toBe("COBADEFFXXX");
    expect(second.DrctDbtTxInf[0].DbtrAgt.FinInstnId.Othr.Id).toBe("NOTPROVIDED");
    expect(transaction.RmtInf.Ustrd).toBe("Mitgliedsbeitrag 2026, Rechnung 2026-0001");
  });

  it("escapes XML special characters that survive the character set", () => {
    const quoted = batchCollections([collectionItem({ debtorName: "O'Brien Bahn" })])[0]!;
    expect(writePain008({ messageId: "M1", createdAt: "2026-11-24T10:15:00Z", creditor: testCreditor, file: quoted })).toContain("<Nm>O&apos;Brien Bahn</Nm>");
  });

  it("refuses invalid input with every problem named", () => {
    const bad = batchCollections([
      collectionItem({ endToEndId: "E 1", debtorIban: "DE00370400440532013000", amountCents: 0 }),
      collectionItem({ endToEndId: "E2", mandateSignedOn: "2026-03-01" }),
    ])[0]!;
    let error: unknown;
    try {
      writePain008({ messageId: "M1", createdAt: "2026-11-24", creditor: { ...testCreditor, creditorId: "DE97ZZZ09999999999" }, file: bad });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(Pain008Error);
    const message = (error as Error).message;
    expect(message).toContain("Erstellungszeit ist kein ISO-Zeitstempel");
    expect(message).toContain("Prüfziffer der Gläubiger-ID stimmt nicht");
    expect(message).toContain("End-to-End-ID darf nur");
    expect(message).toContain("Betrag muss zwischen 0,01 und 999.999.999,99 € liegen");
    expect(message).toContain("IBAN-Prüfziffer stimmt nicht");
    expect(message).toContain("Lastschrift E2: Unterschriftsdatum des Mandats ungültig");
  });
});
