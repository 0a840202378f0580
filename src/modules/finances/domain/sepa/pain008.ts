import { isoDateOf, parseIsoDate, type IsoDate } from "#shared/dates.ts";
import { centsToDecimal, sumCents } from "../money.ts";
import type { PaymentBatch, SchemeFile } from "./batching.ts";
import { checkBic } from "./bic.ts";
import { checkCreditorId } from "./creditor-id.ts";
import { checkIban } from "./iban.ts";
import { sepaIdProblem, toSepaText } from "./sepa-text.ts";
import { el, optional, renderXmlDocument, type XmlNode } from "./xml.ts";

export const PAIN_008_NAMESPACE = "urn:iso:std:iso:20022:tech:xsd:pain.008.001.08";

export type Creditor = { name: string; iban: string; bic: string | null; creditorId: string; townName: string; countryCode: string };

export type Pain008Input = {
  messageId: string;
  /** Creation time as the bank should see it, an ISO date-time with offset. */
  createdAt: string;
  creditor: Creditor;
  file: SchemeFile;
};

export class Pain008Error extends Error {}

/**
 * Writes a SEPA direct debit initiation, pain.008.001.08 (ADR 163), following the EPC
 * implementation guidelines: payment type information at block level, creditor id at block
 * level, SLEV charges, agents by BIC or "NOTPROVIDED", names cut to 70 and remittance to 140
 * characters of the SEPA character set. Invalid input is refused with a message, never sent
 * to the bank: the collection run checks mandates before it gets here.
 */
export function writePain008(input: Pain008Input): string {
  const problems = inputProblems(input);
  if (problems.length > 0) throw new Pain008Error(problems.join("; "));
  const items = input.file.batches.flatMap((batch) => batch.items);
  const header = el("GrpHdr", [
    el("MsgId", input.messageId),
    el("CreDtTm", input.createdAt),
    el("NbOfTxs", items.length),
    el("CtrlSum", centsToDecimal(sumCents(items.map((item) => item.amountCents)))),
    el("InitgPty", [el("Nm", toSepaText(input.creditor.name, 70))]),
  ]);
  const blocks = input.file.batches.map((batch, index) => paymentInformation(input, batch, index));
  return renderXmlDocument(el("Document", [el("CstmrDrctDbtInitn", [header, ...blocks])], { xmlns: PAIN_008_NAMESPACE }));
}

function agent(bic: string | null): XmlNode {
  const checked = checkBic(bic);
  const normalized = checked.ok ? checked.bic : null;
  return el("FinInstnId", normalized ? [el("BICFI", normalized)] : [el("Othr", [el("Id", "NOTPROVIDED")])]);
}

function paymentInformation(input: Pain008Input, batch: PaymentBatch, index: number): XmlNode {
  const { creditor } = input;
  return el("PmtInf", [
    el("PmtInfId", `${input.messageId}-${index + 1}`),
    el("PmtMtd", "DD"),
    el("BtchBookg", "true"),
    el("NbOfTxs", batch.items.length),
    el("CtrlSum", centsToDecimal(batch.controlSumCents)),
    el("PmtTpInf", [el("SvcLvl", [el("Cd", "SEPA")]), el("LclInstrm", [el("Cd", input.file.scheme)]), el("SeqTp", batch.sequenceType)]),
    el("ReqdColltnDt", batch.collectionDate),
    el("Cdtr", [el("Nm", toSepaText(creditor.name, 70)), el("PstlAdr", [el("TwnNm", toSepaText(creditor.townName, 35)), el("Ctry", creditor.countryCode)])]),
    el("CdtrAcct", [el("Id", [el("IBAN", checkedIban(creditor.iban))])]),
    el("CdtrAgt", [agent(creditor.bic)]),
    el("ChrgBr", "SLEV"),
    el("CdtrSchmeId", [
      el("Id", [el("PrvtId", [el("Othr", [el("Id", creditor.creditorId.replace(/\s+/g, "").toUpperCase()), el("SchmeNm", [el("Prtry", "SEPA")])])])]),
    ]),
    ...batch.items.map((item) =>
      el("DrctDbtTxInf", [
        el("PmtId", [el("EndToEndId", item.endToEndId)]),
        el("InstdAmt", centsToDecimal(item.amountCents), { Ccy: "EUR" }),
        el("DrctDbtTx", [el("MndtRltdInf", [el("MndtId", item.mandateReference), el("DtOfSgntr", item.mandateSignedOn)])]),
        el("DbtrAgt", [agent(item.debtorBic)]),
        el("Dbtr", [el("Nm", toSepaText(item.debtorName, 70))]),
        el("DbtrAcct", [el("Id", [el("IBAN", checkedIban(item.debtorIban))])]),
        ...optionalRemittance(item.remittance),
      ]),
    ),
  ]);
}

function optionalRemittance(text: string): XmlNode[] {
  const remittance = toSepaText(text, 140);
  return remittance ? [el("RmtInf", [...optional("Ustrd", remittance)])] : [];
}

function checkedIban(iban: string): string {
  const check = checkIban(iban);
  if (!check.ok) throw new Pain008Error(check.message);
  return check.iban;
}

function inputProblems(input: Pain008Input): string[] {
  const problems: string[] = [];
  const add = (problem: string | null) => problem && problems.push(problem);
  add(sepaIdProblem(input.messageId, "Nachrichten-ID"));
  // Block ids append "-n" to the message id and must stay within 35 characters too.
  if (input.messageId.length > 30) problems.push("Nachrichten-ID darf höchstens 30 Zeichen haben");
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(input.createdAt)) problems.push("Erstellungszeit ist kein ISO-Zeitstempel");
  if (!toSepaText(input.creditor.name, 70)) problems.push("Name des Gläubigers fehlt");
  const creditorIban = checkIban(input.creditor.iban);
  if (!creditorIban.ok) problems.push(`Gläubiger-IBAN: ${creditorIban.message}`);
  const creditorBic = checkBic(input.creditor.bic);
  if (!creditorBic.ok) problems.push(`Gläubiger-BIC: ${creditorBic.message}`);
  const creditorId = checkCreditorId(input.creditor.creditorId);
  if (!creditorId.ok) problems.push(creditorId.message);
  if (input.file.batches.length === 0) problems.push("Keine Lastschriften in der Datei");
  const endToEndIds = new Set<string>();
  for (const batch of input.file.batches) {
    if (!isIsoDateString(batch.collectionDate)) problems.push(`Fälligkeitsdatum ${batch.collectionDate} ungültig`);
    for (const item of batch.items) {
      const where = `Lastschrift ${item.endToEndId}`;
      add(sepaIdProblem(item.endToEndId, "End-to-End-ID"));
      if (endToEndIds.has(item.endToEndId)) problems.push(`${where}: End-to-End-ID doppelt`);
      endToEndIds.add(item.endToEndId);
      add(sepaIdProblem(item.mandateReference, `${where}: Mandatsreferenz`));
      if (item.scheme !== input.file.scheme) problems.push(`${where}: Verfahren ${item.scheme} passt nicht zur Datei (${input.file.scheme})`);
      if (!Number.isSafeInteger(item.amountCents) || item.amountCents < 1 || item.amountCents > 99_999_999_999)
        problems.push(`${where}: Betrag muss zwischen 0,01 und 999.999.999,99 € liegen`);
      const iban = checkIban(item.debtorIban);
      if (!iban.ok) problems.push(`${where}: ${iban.message}`);
      const bic = checkBic(item.debtorBic);
      if (!bic.ok) problems.push(`${where}: ${bic.message}`);
      if (!toSepaText(item.debtorName, 70)) problems.push(`${where}: Name des Zahlungspflichtigen fehlt`);
      if (!isIsoDateString(item.mandateSignedOn) || item.mandateSignedOn > batch.collectionDate)
        problems.push(`${where}: Unterschriftsdatum des Mandats ungültig`);
    }
  }
  return problems;
}

function isIsoDateString(value: IsoDate): boolean {
  try {
    const { year, month, day } = parseIsoDate(value);
    return isoDateOf(year, month, day) === value;
  } catch {
    return false;
  }
}
