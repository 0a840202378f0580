import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { describe, expect, it } from "vitest";
import { toMarkdown } from "./markdown.ts";
import type { PmNode } from "./prosemirror-json.ts";

const text = (value: string, ...marks: PmNode["marks"] & object): PmNode => ({ type: "text", text: value, ...(marks.length ? { marks } : {}) });
const paragraph = (...content: PmNode[]): PmNode => ({ type: "paragraph", content });
const doc = (...content: PmNode[]): PmNode => ({ type: "doc", content });
const bold = { type: "bold" };
const italic = { type: "italic" };
const link = (href: string) => ({ type: "link", attrs: { href } });

/** Renders like a GFM viewer with raw HTML allowed, so escaping mistakes would show as markup. */
const render = (markdown: string) => micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });

describe("toMarkdown", () => {
  it("writes headings, paragraphs and marks, merging marks across text nodes", () => {
    const markdown = toMarkdown(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("TOP 1")] },
        paragraph(text("Fett ", bold), text("und kursiv", bold, italic), text(" normal")),
      ),
    );
    expect(markdown).toBe("## TOP 1\n\n**Fett *und kursiv*** normal\n");
    expect(render(markdown)).toBe("<h2>TOP 1</h2>\n<p><strong>Fett <em>und kursiv</em></strong> normal</p>\n");
  });

  it("moves whitespace at a mark's edge outside the delimiters", () => {
    const markdown = toMarkdown(doc(paragraph(text("Wir "), text(" beschließen ", bold), text("heute"))));
    expect(markdown).toBe("Wir  **beschließen** heute\n");
    expect(render(markdown)).toContain("<strong>beschließen</strong>");
  });

  it("keeps typed Markdown and HTML as literal text", () => {
    const typed = [
      "*nicht kursiv*",
      "<script>alert(1)</script>",
      "[x](javascript:alert(1))",
      "a_b_c",
      "~~nein~~",
      "| kein | Tisch |",
      "&amp;",
      "`code`",
      "![bild](x.png)",
    ];
    for (const value of typed) {
      const html = render(toMarkdown(doc(paragraph(text(value)))));
      const literal = value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
      expect(html, value).toBe(`<p>${literal}</p>\n`);
    }
  });

  it("keeps line starts that look like blocks as paragraphs", () => {
    for (const value of ["- keine Liste", "+ auch nicht", "1. keine Nummer", "3) nein", "# kein Titel", "> kein Zitat", "---", "===", "    kein Code"]) {
      const html = render(toMarkdown(doc(paragraph(text("Zeile"), { type: "hardBreak" }, text(value)), paragraph(text(value)))));
      expect(html, value).not.toMatch(/<(ul|ol|h\d|blockquote|hr|pre)/);
    }
  });

  it("writes links only for safe targets and escapes their destination", () => {
    const markdown = toMarkdown(
      doc(
        paragraph(
          text("böse", link("javascript:alert(1)")),
          text(" und "),
          text("gut", link("https://vnsi.de/a b)")),
          text(" "),
          text("Mail", link("mailto:info@vnsi.de")),
        ),
      ),
    );
    expect(render(markdown)).toBe('<p>böse und <a href="https://vnsi.de/a%20b%29">gut</a> <a href="mailto:info@vnsi.de">Mail</a></p>\n');
  });

  it("writes bullet, numbered and nested task lists", () => {
    const item = (...content: PmNode[]): PmNode => ({ type: "listItem", content });
    const task = (checked: boolean, ...content: PmNode[]): PmNode => ({ type: "taskItem", attrs: { checked }, content });
    const markdown = toMarkdown(
      doc(
        {
          type: "bulletList",
          content: [
            item(paragraph(text("Punkt")), {
              type: "orderedList",
              attrs: { start: 3 },
              content: [item(paragraph(text("drei"))), item(paragraph(text("vier")))],
            }),
          ],
        },
        {
          type: "taskList",
          content: [
            task(true, paragraph(text("Erledigt"))),
            task(false, paragraph(text("Offen")), { type: "taskList", content: [task(false, paragraph(text("Teilaufgabe")))] }),
          ],
        },
      ),
    );
    expect(markdown).toBe("- Punkt\n\n  3. drei\n  4. vier\n\n* [x] Erledigt\n* [ ] Offen\n  * [ ] Teilaufgabe\n");
    const html = render(markdown);
    expect(html).toContain('<ol start="3">');
    expect(html.match(/<ul>/g)).toHaveLength(3);
    expect(html.match(/type="checkbox"/g)).toHaveLength(3);
    expect(html).toContain('<input type="checkbox" disabled="" checked="" /> Erledigt');
    expect(html).toMatch(/Offen\n?<ul>\n<li><input type="checkbox" disabled="" \/> Teilaufgabe/);
  });

  it("writes tables with escaped pipes, flattened cells and a header row", () => {
    const cell = (type: string, ...content: PmNode[]): PmNode => ({ type, content });
    const markdown = toMarkdown(
      doc({
        type: "table",
        content: [
          { type: "tableRow", content: [cell("tableHeader", paragraph(text("Posten"))), cell("tableHeader", paragraph(text("Betrag | EUR")))] },
          {
            type: "tableRow",
            content: [cell("tableCell", paragraph(text("Miete"))), cell("tableCell", paragraph(text("1.200")), paragraph(text("jährlich")))],
          },
        ],
      }),
    );
    expect(markdown).toBe("| Posten | Betrag \\| EUR |\n| --- | --- |\n| Miete | 1.200<br>jährlich |\n");
    const html = render(markdown);
    expect(html.match(/<th>/g)).toHaveLength(2);
    expect(html).toContain("<td>1.200<br>jährlich</td>");
  });

  it("writes quotes and rules and skips empty paragraphs", () => {
    const markdown = toMarkdown(
      doc(
        { type: "blockquote", content: [paragraph(text("Zitat")), paragraph(text("weiter"))] },
        paragraph(),
        { type: "horizontalRule" },
        paragraph(text("Ende")),
      ),
    );
    expect(markdown).toBe("> Zitat\n>\n> weiter\n\n---\n\nEnde\n");
  });

  it("reads unknown nodes for their text only", () => {
    expect(toMarkdown(doc({ type: "iframe", attrs: { src: "https://evil" }, content: [paragraph(text("Inhalt"))] }))).toBe("Inhalt\n");
    expect(toMarkdown(doc())).toBe("");
  });
});
