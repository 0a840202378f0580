import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { a4Document, dataTable } from "#platform/pdf/document.ts";
import { formatIban } from "../../domain/sepa/iban.ts";
import { formatServicePeriod, paymentText, type InvoiceDocument, type InvoiceLine } from "../../domain/invoice.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { formatEuro } from "../../domain/money.ts";
import { formatTaxRate } from "../../domain/tax-treatment.ts";

/**
 * The invoice as a printable letter, built only from the frozen snapshot. Every mandatory
 * field of § 14 Abs. 4 UStG has a visible place: both names and addresses, the tax number,
 * issue date, number, the service and its period, net amount, tax rate and amount (or the
 * reason there is none), and for a cancellation the invoice it corrects.
 */
export function invoiceTitle(invoice: InvoiceDocument): string {
  return invoice.kind === "cancellation" ? `Stornorechnung ${invoice.number}` : `Rechnung ${invoice.number}`;
}

export function invoicePdfDefinition(invoice: InvoiceDocument): TDocumentDefinitions {
  const { issuer, recipient } = invoice;
  const facts: Array<[string, string]> = [
    [invoice.kind === "cancellation" ? "Stornorechnungsnummer" : "Rechnungsnummer", invoice.number],
    ["Rechnungsdatum", formatGermanDate(invoice.issueDate)],
    ["Mitgliedsnummer", recipient.memberNumber],
    ["Geschäftsjahr", String(invoice.fiscalYear)],
    ...(issuer.taxNumber ? [["Steuernummer", issuer.taxNumber] as [string, string]] : []),
    ...(issuer.vatId ? [["USt-IdNr.", issuer.vatId] as [string, string]] : []),
  ];
  const address: Content[] = [
    { text: `${issuer.name} · ${issuer.addressLines.join(" · ")}`, style: "small", margin: [0, 0, 0, 6] },
    { text: recipient.name, bold: true },
    ...(recipient.attention ? [{ text: `z. Hd. ${recipient.attention}` }] : []),
    ...recipient.addressLines.map((line) => ({ text: line })),
  ];
  const content: Content[] = [
    {
      columns: [
        { width: "*", stack: address },
        {
          width: 190,
          table: {
            widths: ["auto", "*"],
            body: facts.map(([label, value]) => [
              { text: label, style: "muted" },
              { text: value, alignment: "right" },
            ]),
          },
          layout: "noBorders",
        },
      ],
      margin: [0, 24, 0, 36],
    },
    { text: invoiceTitle(invoice), style: "title" },
    ...(invoice.cancels
      ? [
          {
            text: `Diese Stornorechnung hebt die Rechnung ${invoice.cancels.number} vom ${formatGermanDate(invoice.cancels.issueDate)} vollständig auf. Grund: ${invoice.cancels.reason}`,
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : [
          {
            text: `Sehr geehrte Damen und Herren,\nfür die Mitgliedschaft im Geschäftsjahr ${invoice.fiscalYear} berechnen wir gemäß Beitragsordnung:`,
            margin: [0, 0, 0, 8],
          } as Content,
        ]),
    dataTable<InvoiceLine & { position: number }>(
      [
        { header: "Pos.", value: (line) => String(line.position), width: 28 },
        { header: "Leistung", value: (line) => line.description, width: "*" },
        { header: "Leistungszeitraum", value: (line) => formatServicePeriod(line.servicePeriod), width: 130 },
        { header: "Betrag", value: (line) => formatEuro(line.amountCents), width: 80, align: "right" },
      ],
      invoice.lines.map((line, index) => ({ ...line, position: index + 1 })),
    ),
    {
      margin: [0, 8, 0, 12],
      columns: [
        { width: "*", text: "" },
        {
          width: 240,
          table: {
            widths: ["*", "auto"],
            body: [
              ["Nettobetrag", { text: formatEuro(invoice.netCents), alignment: "right" }],
              invoice.taxRateBasisPoints > 0
                ? [`Umsatzsteuer ${formatTaxRate(invoice.taxRateBasisPoints)}`, { text: formatEuro(invoice.taxCents), alignment: "right" }]
                : ["Umsatzsteuer", { text: "keine (siehe Hinweis)", alignment: "right" }],
              [
                { text: invoice.kind === "cancellation" ? "Gutschriftsbetrag" : "Rechnungsbetrag", style: "total" },
                { text: formatEuro(invoice.grossCents), style: "total", alignment: "right" },
              ],
            ],
          },
          layout: "lightHorizontalLines",
        },
      ],
    },
    ...(invoice.taxNote ? [{ text: invoice.taxNote, margin: [0, 0, 0, 8] } as Content] : []),
    ...(paymentText(invoice) ? [{ text: paymentText(invoice)!, margin: [0, 0, 0, 8] } as Content] : []),
    { text: "Mit freundlichen Grüßen\nDer Vorstand", margin: [0, 12, 0, 0] },
    {
      margin: [0, 28, 0, 0],
      columnGap: 14,
      columns: [
        {
          width: "*",
          stack: [
            { text: issuer.name, style: "small", bold: true },
            ...issuer.addressLines.map((line) => ({ text: line, style: "small" })),
            ...issuer.contactLines.map((line) => ({ text: line, style: "small" })),
          ],
        },
        {
          width: "*",
          stack: [
            { text: issuer.registerText, style: "small" },
            { text: `Vertreten durch: ${issuer.representedBy}`, style: "small" },
          ],
        },
        {
          width: "*",
          stack: [
            { text: issuer.bank.name, style: "small" },
            { text: `IBAN ${formatIban(issuer.bank.iban)}`, style: "small" },
            ...(issuer.bank.bic ? [{ text: `BIC ${issuer.bank.bic}`, style: "small" }] : []),
            ...(issuer.creditorId ? [{ text: `Gläubiger-ID ${issuer.creditorId}`, style: "small" }] : []),
          ],
        },
      ],
    },
  ];
  return a4Document({
    title: invoiceTitle(invoice),
    subject: `Mitgliedsbeitrag ${invoice.fiscalYear}`,
    author: issuer.name,
    footerText: `${issuer.name} · ${invoiceTitle(invoice)}`,
    content,
  });
}
