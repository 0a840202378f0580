import type { Content, ContentTable, StyleDictionary, TDocumentDefinitions } from "pdfmake/interfaces";

/**
 * House style for generated documents (invoices, dunning letters, reports, minutes): A4,
 * Source Sans 3, the association's name in the running footer with page numbers, metadata
 * for archiving. Modules build their content with these helpers and render with renderPdf.
 */
export const pdfStyles: StyleDictionary = {
  title: { fontSize: 18, bold: true, margin: [0, 0, 0, 6] },
  heading: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
  muted: { color: "#55606e" },
  small: { fontSize: 8, color: "#55606e" },
  tableHeader: { bold: true, fillColor: "#eef1f5" },
  total: { bold: true },
};

export type DocumentInput = {
  title: string;
  subject?: string;
  author: string;
  /** Printed left in the footer of every page, e.g. the association's name and register entry. */
  footerText: string;
  content: Content[];
  pageOrientation?: "portrait" | "landscape";
  /** Extra space at the top of page 1, e.g. for the address block of a letter. */
  language?: string;
};

export function a4Document(input: DocumentInput): TDocumentDefinitions {
  return {
    pageSize: "A4",
    pageOrientation: input.pageOrientation ?? "portrait",
    pageMargins: [56, 56, 56, 64],
    language: input.language ?? "de-DE",
    info: { title: input.title, subject: input.subject ?? input.title, author: input.author, creator: input.author, producer: input.author },
    styles: pdfStyles,
    content: input.content,
    footer: (currentPage, pageCount) => ({
      margin: [56, 16, 56, 0],
      columns: [
        { text: input.footerText, style: "small" },
        { text: `Seite ${currentPage} von ${pageCount}`, style: "small", alignment: "right", width: 80 },
      ],
    }),
  };
}

export type TableColumn<Row> = { header: string; value: (row: Row) => string; width?: number | "*" | "auto"; align?: "left" | "right" | "center" };

/** A data table with a repeated header row, light rules and right-aligned number columns. */
export function dataTable<Row>(columns: TableColumn<Row>[], rows: readonly Row[], footer?: string[]): ContentTable {
  const header = columns.map((column) => ({ text: column.header, style: "tableHeader", alignment: column.align ?? "left" }));
  const body = rows.map((row) => columns.map((column) => ({ text: column.value(row), alignment: column.align ?? "left" })));
  const footerRow = footer ? [footer.map((cell, index) => ({ text: cell, style: "total", alignment: columns[index]?.align ?? "left" }))] : [];
  return {
    table: { headerRows: 1, widths: columns.map((column) => column.width ?? "auto"), body: [header, ...body, ...footerRow], dontBreakRows: true },
    layout: {
      hLineWidth: (index, node) =>
        index === 0 || index === 1 || index === node.table.body.length || (footer && index === node.table.body.length - 1) ? 0.8 : 0.3,
      vLineWidth: () => 0,
      hLineColor: () => "#9aa5b1",
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}
