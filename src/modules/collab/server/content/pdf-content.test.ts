import { describe, expect, it } from "vitest";
import type { PmNode } from "./prosemirror-json.ts";
import { inlineContent, toPdfContent } from "./pdf-content.ts";

const text = (value: string, ...marks: NonNullable<PmNode["marks"]>): PmNode => ({ type: "text", text: value, ...(marks.length ? { marks } : {}) });
const paragraph = (...content: PmNode[]): PmNode => ({ type: "paragraph", content });
const doc = (...content: PmNode[]): PmNode => ({ type: "doc", content });

describe("toPdfContent", () => {
  it("turns marks into pdfmake text runs and keeps typed markup as plain text", () => {
    expect(
      inlineContent([text("Fett", { type: "bold" }, { type: "italic" }), { type: "hardBreak" }, text("<b>{{x}}</b>"), text("weg", { type: "strike" })]),
    ).toEqual([{ text: "Fett", bold: true, italics: true }, { text: "\n" }, { text: "<b>{{x}}</b>" }, { text: "weg", decoration: "lineThrough" }]);
  });

  it("links only web, mail and phone addresses", () => {
    const runs = inlineContent([
      text("gut", { type: "link", attrs: { href: "https://vnsi.de" } }),
      text("böse", { type: "link", attrs: { href: "javascript:alert(1)" } }),
      text("lokal", { type: "link", attrs: { href: "/backend" } }),
    ]);
    expect(runs[0]).toMatchObject({ link: "https://vnsi.de", decoration: "underline" });
    expect(runs[1]).toEqual({ text: "böse" });
    expect(runs[2]).toEqual({ text: "lokal" });
  });

  it("lays out headings, lists with drawn check boxes, tables with header rows and rules", () => {
    const content = toPdfContent(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("TOP 1")] },
        { type: "orderedList", attrs: { start: 4 }, content: [{ type: "listItem", content: [paragraph(text("vier"))] }] },
        {
          type: "taskList",
          content: [
            { type: "taskItem", attrs: { checked: true }, content: [paragraph(text("erledigt"))] },
            { type: "taskItem", attrs: { checked: false }, content: [paragraph(text("offen"))] },
          ],
        },
        {
          type: "table",
          content: [
            { type: "tableRow", content: [{ type: "tableHeader", attrs: { colspan: 2 }, content: [paragraph(text("Kopf"))] }] },
            { type: "tableRow", content: [{ type: "tableCell", content: [paragraph(text("a"))] }] },
          ],
        },
        { type: "horizontalRule" },
      ),
    );
    expect(content[0]).toMatchObject({ bold: true, fontSize: 13, headlineLevel: 2, text: [{ text: "TOP 1" }] });
    expect(content[1]).toMatchObject({ start: 4, ol: [{ stack: [{ text: [{ text: "vier" }] }] }] });
    const tasks = (content[2] as { stack: Array<{ columns: Array<{ canvas?: unknown[] }> }> }).stack;
    expect(tasks[0]!.columns[0]!.canvas).toHaveLength(2);
    expect(tasks[1]!.columns[0]!.canvas).toHaveLength(1);
    const table = (content[3] as { table: { headerRows: number; widths: string[]; body: unknown[][] } }).table;
    expect(table.headerRows).toBe(1);
    expect(table.widths).toEqual(["*", "*"]);
    expect(table.body.map((row) => row.length)).toEqual([2, 2]);
    expect(table.body[0]![0]).toMatchObject({ colSpan: 2, bold: true });
    expect(content[4]).toHaveProperty("canvas");
  });

  it("renders unknown nodes by their text and skips empty tables", () => {
    expect(toPdfContent(doc({ type: "iframe", content: [paragraph(text("Inhalt"))] }, { type: "table", content: [] }))).toEqual([
      { stack: [{ text: [{ text: "Inhalt" }], margin: [0, 0, 0, 6] }] },
    ]);
  });
});
