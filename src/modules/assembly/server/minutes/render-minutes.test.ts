import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { buildMinutesDocument } from "../../minutes/minutes-document.ts";
import { minutesFixture } from "../../minutes/minutes-fixture.ts";
import { renderMinutesPdf } from "./render-minutes.ts";

async function textOf(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(pdf.slice());
  const { totalPages, text } = await extractText(document, { mergePages: true });
  return { pages: totalPages, text: text.replace(/\s+/g, " ") };
}

describe("minutes PDF", () => {
  it("renders a PDF with title, attendance, quorum, results, applied rule and signatures", async () => {
    const pdf = await renderMinutesPdf(minutesFixture);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const { text, pages } = await textOf(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      "Protokoll – Ordentliche Mitgliederversammlung 2026",
      "am 29.03.2026 in Berlin, Reinhardtstraße 27",
      "Eröffnung 29.03.2026, 10:05 Uhr", // 08:05 UTC on the spring DST day is 10:05 CEST
      "Einladung versandt 27.02.2026, 10:00 Uhr an 14 Mitglieder",
      "Sabine Öztürk",
      "mit Vollmacht für Anschlussbahn Nordbayern GmbH",
      "Beschlussfähig: 11 stimmberechtigte Mitglieder anwesend oder vertreten, 3 Vorstandsmitglieder anwesend.",
      "TOP 3: Änderung von § 6 Abs. 2 der Satzung (Beitragsstaffel)",
      "Angenommen: 9 Ja, 2 Nein, 0 Enthaltungen, 0 ungültig.",
      "Angewandte Regel: Mehrheit von drei Vierteln der abgegebenen gültigen Stimmen (§ 7 Abs. 3 Satzung).",
      "Stimmenthaltungen und ungültige Stimmen zählen nicht mit",
      "Dr. Jana Weber ist mit 7 von 11 gültigen Stimmen gewählt",
      "Versammlungsleitung: Dr. Martina Schulz (Präsidentin)",
      "Protokollführung: Jonas Becker (Geschäftsstelle)",
      "Seite 1 von",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is a pure function of its data: the same data gives the same bytes", async () => {
    const [a, b] = await Promise.all([renderMinutesPdf(minutesFixture), renderMinutesPdf(minutesFixture)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("prints user text literally, markup included", async () => {
    const hostile = { ...minutesFixture, agenda: [{ ...minutesFixture.agenda[0]!, title: "<script>alert(1)</script> & {{x}}" }] };
    const { text } = await textOf(await renderMinutesPdf(hostile));
    expect(text).toContain("TOP 1: <script>alert(1)</script> & {{x}}");
  });

  it("says so when nobody attended and no item was decided", async () => {
    const empty = { ...minutesFixture, attendance: { entries: [], quorumLabel: "Nicht beschlussfähig", quorate: false }, agenda: [] };
    const { text } = await textOf(await renderMinutesPdf(empty));
    expect(text).toContain("Es hat sich niemand angemeldet.");
    expect(text).toContain("Keine Tagesordnungspunkte.");
  });

  it("lists named votes and omits the table for other ballots", () => {
    const definition = JSON.stringify(buildMinutesDocument(minutesFixture).content);
    expect(definition).toContain("Kleinbahn Vorpommern GmbH");
    expect(definition.match(/"Stimme"/g)).toHaveLength(1);
  });
});
