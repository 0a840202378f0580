import { XMLParser } from "fast-xml-parser";
import { decimalToCents, type Cents } from "../money.ts";

/**
 * Reads a bank statement in camt.053 (ISO 20022 BankToCustomerStatement), the versions German
 * banks deliver: .001.08 (current DK format) and .001.02 (older exports). Namespace prefixes
 * are dropped, so the version only matters where the two differ (status and party nesting).
 * One statement line per booked transaction: a batch booking with transaction details becomes
 * one line per detail, so each can be matched on its own.
 */
export type LineKind = "incoming_transfer" | "direct_debit_credit" | "returned_debit" | "other_debit";

export type StatementLine = {
  /** Stable per file content, so importing the same statement twice adds nothing. */
  key: string;
  bookingDate: string | null;
  valueDate: string | null;
  amountCents: Cents;
  direction: "credit" | "debit";
  booked: boolean;
  reversal: boolean;
  kind: LineKind;
  counterpartyName: string | null;
  counterpartyIban: string | null;
  remittance: string;
  endToEndId: string | null;
  mandateId: string | null;
  returnReason: string | null;
  chargesCents: Cents;
  bankTransactionCode: string | null;
};

export type BankStatement = {
  version: string;
  messageId: string;
  statementId: string;
  accountIban: string | null;
  currency: string;
  createdAt: string | null;
  openingCents: Cents | null;
  closingCents: Cents | null;
  /** Opening balance plus booked lines equals closing balance (null when a balance is missing). */
  balanced: boolean | null;
  lines: StatementLine[];
};

export class CamtFormatError extends Error {}

const MAX_BYTES = 5 * 1024 * 1024;
const LISTS = new Set(["Stmt", "Bal", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Chrgs", "Rcrd"]);

type Node = Record<string, unknown>;

function child(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    const next = (current as Node)[key];
    current = Array.isArray(next) ? next[0] : next;
  }
  return current;
}

function text(node: unknown, ...path: string[]): string | null {
  const value = child(node, ...path);
  if (value === null || value === undefined) return null;
  if (typeof value === "object") {
    const inner = (value as Node)["#text"];
    return inner === undefined ? null : String(inner).trim();
  }
  const trimmed = String(value).trim();
  return trimmed === "" ? null : trimmed;
}

function list(node: unknown, key: string): Node[] {
  if (node === null || typeof node !== "object") return [];
  const value = (node as Node)[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]) as Node[];
}

function amount(node: unknown, ...path: string[]): { cents: Cents; currency: string | null } | null {
  const value = child(node, ...path);
  const raw = text(node, ...path);
  if (raw === null) return null;
  const currency = value && typeof value === "object" ? (((value as Node)["@_Ccy"] as string | undefined) ?? null) : null;
  return { cents: decimalToCents(raw), currency };
}

function date(node: unknown, key: string): string | null {
  return text(node, key, "Dt") ?? text(node, key, "DtTm")?.slice(0, 10) ?? null;
}

function party(details: unknown, role: "Dbtr" | "Cdtr"): { name: string | null; iban: string | null } {
  const related = child(details, "RltdPties");
  // .001.08 wraps the party in <Pty>; .001.02 does not.
  const name = text(related, role, "Pty", "Nm") ?? text(related, role, "Nm");
  const iban = text(related, `${role}Acct`, "Id", "IBAN");
  return { name, iban };
}

function bankTransactionCode(entry: unknown, details: unknown): { iso: string | null; proprietary: string | null } {
  const source = child(details, "BkTxCd") ?? child(entry, "BkTxCd");
  const domain = text(source, "Domn", "Cd");
  const family = text(source, "Domn", "Fmly", "Cd");
  const subFamily = text(source, "Domn", "Fmly", "SubFmlyCd");
  return { iso: domain && family ? [domain, family, subFamily].filter(Boolean).join("/") : null, proprietary: text(source, "Prtry", "Cd") };
}

/** German GVC codes inside the DK proprietary code "NTRF+109+...": 108/109 are returned debits. */
function gvc(proprietary: string | null): string | null {
  return proprietary ? (/^[A-Z]{4}\+(\d{3})/.exec(proprietary)?.[1] ?? null) : null;
}

function classify(direction: "credit" | "debit", iso: string | null, proprietary: string | null, hasReturnInfo: boolean): LineKind {
  const code = gvc(proprietary);
  if (direction === "debit") {
    if (hasReturnInfo || iso === "PMNT/IDDT/UPDD" || iso?.startsWith("PMNT/RDDT/UPDD") || code === "108" || code === "109") return "returned_debit";
    return "other_debit";
  }
  if (iso?.startsWith("PMNT/IDDT") || code === "171" || code === "174" || code === "192") return "direct_debit_credit";
  return "incoming_transfer";
}

function charges(details: unknown): Cents {
  const records = list(child(details, "Chrgs"), "Rcrd");
  return records.reduce((total, record) => total + (amount(record, "Amt")?.cents ?? 0), 0);
}

function cleanId(value: string | null): string | null {
  return value && value.toUpperCase() !== "NOTPROVIDED" ? value : null;
}

/**
 * Every statement of a camt.053 file (Stmt repeats: one per account and day). A file with several
 * statements is booked whole (issue 22: only the first was read, and the payments of the others
 * were dropped silently).
 */
export function parseCamt053File(xml: string): BankStatement[] {
  if (xml.length > MAX_BYTES) throw new CamtFormatError("Die Datei ist größer als 5 MB");
  // Statements never carry a DTD; refusing one rules out entity expansion attacks.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CamtFormatError("Die Datei enthält eine DTD und wird nicht gelesen");
  const namespace = /xmlns(?::\w+)?="urn:iso:std:iso:20022:tech:xsd:(camt\.05[23]\.001\.\d{2})"/.exec(xml)?.[1];
  if (!namespace?.startsWith("camt.053")) throw new CamtFormatError("Keine camt.053-Datei (Kontoauszug im ISO-20022-Format erwartet)");
  let parsed: Node;
  try {
    parsed = new XMLParser({
      ignoreAttributes: false,
      removeNSPrefix: true,
      parseTagValue: false,
      parseAttributeValue: false,
      isArray: (name) => LISTS.has(name),
      processEntities: true,
      htmlEntities: false,
    }).parse(xml, true) as Node;
  } catch (error) {
    throw new CamtFormatError(`Die XML-Datei ist fehlerhaft: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = child(parsed, "Document", "BkToCstmrStmt");
  const statements = list(root, "Stmt");
  if (statements.length === 0) throw new CamtFormatError("Die Datei enthält keinen Kontoauszug (Stmt)");
  const parsedStatements = statements.map((statement, index) => readStatement(root, statement, namespace, statements.length > 1 ? index + 1 : null));
  const ids = parsedStatements.map((statement) => `${statement.accountIban ?? ""}|${statement.statementId}`);
  if (new Set(ids).size !== ids.length) throw new CamtFormatError("Die Datei enthält denselben Kontoauszug mehrfach");
  return parsedStatements;
}

/** A file with exactly one statement (the common case); a file with several is refused here, use parseCamt053File. */
export function parseCamt053(xml: string): BankStatement {
  const statements = parseCamt053File(xml);
  if (statements.length > 1) throw new CamtFormatError(`Die Datei enthält ${statements.length} Kontoauszüge`);
  return statements[0]!;
}

function readStatement(root: unknown, statement: Node, namespace: string, position: number | null): BankStatement {
  const statementId =
    text(statement, "Id") ?? (position === null ? text(root, "GrpHdr", "MsgId") : `${text(root, "GrpHdr", "MsgId") ?? "ohne-id"}-${position}`) ?? "ohne-id";
  const currency = text(statement, "Acct", "Ccy") ?? "EUR";
  const lines = list(statement, "Ntry").flatMap((entry, entryIndex) => entryLines(entry, `${statementId}:${entryIndex + 1}`));
  const foreign = lines.length > 0 && list(statement, "Ntry").some((entry) => (amount(entry, "Amt")?.currency ?? currency) !== "EUR");
  if (currency !== "EUR" || foreign) throw new CamtFormatError("Nur Kontoauszüge in Euro können importiert werden");

  const balance = (codes: string[]) => {
    const found = list(statement, "Bal").find((entry) => codes.includes(text(entry, "Tp", "CdOrPrtry", "Cd") ?? ""));
    const value = found ? amount(found, "Amt") : null;
    if (!found || !value) return null;
    return text(found, "CdtDbtInd") === "DBIT" ? -value.cents : value.cents;
  };
  const openingCents = balance(["PRCD", "OPBD"]);
  const closingCents = balance(["CLBD"]);
  const bookedTotal = list(statement, "Ntry")
    .filter((entry) => (text(entry, "Sts", "Cd") ?? text(entry, "Sts")) === "BOOK")
    .reduce((total, entry) => total + (text(entry, "CdtDbtInd") === "DBIT" ? -1 : 1) * (amount(entry, "Amt")?.cents ?? 0), 0);
  return {
    version: namespace,
    messageId: text(root, "GrpHdr", "MsgId") ?? statementId,
    statementId,
    accountIban: text(statement, "Acct", "Id", "IBAN"),
    currency,
    createdAt: text(statement, "CreDtTm") ?? text(root, "GrpHdr", "CreDtTm"),
    openingCents,
    closingCents,
    balanced: openingCents === null || closingCents === null ? null : openingCents + bookedTotal === closingCents,
    lines,
  };
}

function entryLines(entry: Node, keyPrefix: string): StatementLine[] {
  const entryAmount = amount(entry, "Amt");
  if (!entryAmount) throw new CamtFormatError(`Buchung ${keyPrefix} ohne Betrag`);
  const direction = text(entry, "CdtDbtInd") === "DBIT" ? "debit" : "credit";
  const booked = (text(entry, "Sts", "Cd") ?? text(entry, "Sts")) === "BOOK";
  const reference = text(entry, "AcctSvcrRef") ?? text(entry, "NtryRef");
  const details = list(entry, "NtryDtls").flatMap((group) => list(group, "TxDtls"));
  const perTransaction = details.length > 1 && details.every((detail) => amount(detail, "Amt") ?? amount(detail, "AmtDtls", "TxAmt", "Amt"));
  const items: Array<Node | null> = perTransaction ? details : [details[0] ?? null];
  return items.map((detail, index) => {
    const transactionAmount = perTransaction ? (amount(detail, "Amt") ?? amount(detail, "AmtDtls", "TxAmt", "Amt"))!.cents : entryAmount.cents;
    const counterparty = party(detail, direction === "credit" ? "Dbtr" : "Cdtr");
    const code = bankTransactionCode(entry, detail);
    const returnReason = text(detail, "RtrInf", "Rsn", "Cd");
    const ustrd = list(child(detail, "RmtInf"), "Ustrd").map((line) => String(typeof line === "object" ? ((line as Node)["#text"] ?? "") : line));
    const structured = text(detail, "RmtInf", "Strd", "CdtrRefInf", "Ref");
    return {
      key: `${reference ?? keyPrefix}:${index + 1}`,
      bookingDate: date(entry, "BookgDt"),
      valueDate: date(entry, "ValDt"),
      amountCents: transactionAmount,
      direction,
      booked,
      reversal: text(entry, "RvslInd") === "true",
      kind: classify(direction, code.iso, code.proprietary, returnReason !== null),
      counterpartyName: counterparty.name,
      counterpartyIban: counterparty.iban,
      remittance: [...ustrd, structured ?? ""].join("\n").trim(),
      endToEndId: cleanId(text(detail, "Refs", "EndToEndId")),
      mandateId: cleanId(text(detail, "Refs", "MndtId")),
      returnReason,
      chargesCents: charges(detail),
      bankTransactionCode: code.iso ?? code.proprietary,
    };
  });
}
