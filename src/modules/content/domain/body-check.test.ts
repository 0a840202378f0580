import { describe, expect, it } from "vitest";
import { checkBody } from "./body-check.ts";

describe("MDX body check", () => {
  it("accepts Markdown, GFM tables, line breaks and braces inside code", () => {
    const body =
      "## Titel\n\nText mit **fett**<br />\nzweite Zeile.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`{code}` und\n\n```js\nimport x from 'y'\n<div>{x}</div>\n```\n\nEscaped \\{ok\\}.\n";
    expect(checkBody(body)).toEqual({ problems: [], images: [] });
  });

  it.each([
    ["import X from '../x.astro'\n\nText", /import/],
    ["export const a = 1", /export/],
    ["Text mit {1 + 1}", /Geschweifte Klammern/],
    ["<script>alert(1)</script>", /HTML und Komponenten \(<script/],
    ["<Component />", /HTML und Komponenten \(<Component/],
    ["<!-- Kommentar -->", /HTML und Komponenten/],
    ["Siehe <https://example.org>", /HTML und Komponenten/],
    ["![](./bilder/a.jpg)", /Bild ohne Alternativtext/],
    ["![Logo](https://example.org/logo.png)", /nicht erlaubt/],
    ["![Logo][ref]\n\n[ref]: ./bilder/a.jpg", /Verweis/],
  ])("refuses %j", (body, message) => {
    expect(checkBody(body).problems.join("\n")).toMatch(message);
  });

  it("lists the uploaded images a body shows", () => {
    expect(checkBody("![Gleis bei Halle](./bilder/gleis-1a2b3c.jpg)\n\n![Karte](./bilder/karte.png)").images).toEqual(["gleis-1a2b3c.jpg", "karte.png"]);
  });

  it("accepts a comparison with a space after <", () => {
    expect(checkBody("Weniger als 5 km: a < 5").problems).toEqual([]);
  });
});
