/** The demo documents' content as ProseMirror JSON: agendas and minutes as the association writes them. */
import type { PmNode } from "./content/prosemirror-json.ts";
import { addDays } from "#shared/dates.ts";
import { germanLongDate, type DemoCalendar } from "#platform/seed/demo-calendar.ts";

const text = (value: string, ...marks: string[]): PmNode => ({
  type: "text",
  text: value,
  ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}),
});
const p = (...content: PmNode[]): PmNode => ({ type: "paragraph", content });
const h = (level: number, value: string): PmNode => ({ type: "heading", attrs: { level }, content: [text(value)] });
const list = (type: "bulletList" | "orderedList", ...items: string[]): PmNode => ({
  type,
  content: items.map((item) => ({ type: "listItem", content: [p(text(item))] })),
});
const tasks = (...items: Array<[boolean, string]>): PmNode => ({
  type: "taskList",
  content: items.map(([checked, item]) => ({ type: "taskItem", attrs: { checked }, content: [p(text(item))] })),
});
const table = (header: string[], ...rows: string[][]): PmNode => ({
  type: "table",
  content: [
    { type: "tableRow", content: header.map((cell) => ({ type: "tableHeader", content: [p(text(cell))] })) },
    ...rows.map((row) => ({ type: "tableRow", content: row.map((cell) => ({ type: "tableCell", content: [p(text(cell))] })) })),
  ],
});
const doc = (...content: PmNode[]): PmNode => ({ type: "doc", content });

/** The notes; dates of assemblies from the demo calendar, so they name the assembly's real day (issue 25). */
export const seedDocuments = (
  calendar: DemoCalendar,
): ReadonlyArray<{ key: string; title: string; readRoles: string[]; archived?: boolean; content: PmNode; editedDaysAgo: number }> => [
  {
    key: "verband",
    title: "Gemeinsame Notizen des Verbands",
    readRoles: [],
    editedDaysAgo: 0,
    content: doc(
      h(2, "Aus der Geschäftsstelle"),
      p(text("Die neue Geschäftsstelle in der Reinhardtstraße ist ab sofort "), text("montags bis donnerstags von 9 bis 17 Uhr", "bold"), text(" besetzt.")),
      h(2, "Termine"),
      list(
        "bulletList",
        "Parlamentarischer Abend Schiene: 28. Januar, Berlin",
        "Arbeitsgruppe Infrastrukturfinanzierung: jeden zweiten Dienstag, 10 Uhr (digital)",
        `Ordentliche Mitgliederversammlung: heute, ${germanLongDate(calendar.currentAssembly.date)}, Berlin (eingeladen am ${germanLongDate(calendar.currentAssembly.invitedOn)}; Protokoll bis ${germanLongDate(addDays(calendar.currentAssembly.date, 28))} veröffentlichen)`,
      ),
      h(2, "Offene Punkte"),
      tasks(
        [true, "Satzungsänderung an das Registergericht senden"],
        [false, "Pressemitteilung zum Bundeshaushalt abstimmen"],
        [false, "Mitgliederliste für das Jahrbuch prüfen"],
      ),
    ),
  },
  {
    key: "vorstandssitzung-dezember",
    title: "Vorstandssitzung 12. Dezember",
    readRoles: ["vorstand"],
    editedDaysAgo: 1,
    content: doc(
      h(1, "Vorstandssitzung 12. Dezember"),
      p(text("Ort: Geschäftsstelle Berlin und per Video · Beginn 14:00 Uhr · Protokoll: Geschäftsführung", "italic")),
      h(2, "Tagesordnung"),
      list(
        "orderedList",
        "Begrüßung und Feststellung der Beschlussfähigkeit",
        "Haushalt 2027",
        "Stellungnahme zu § 23 AEG",
        "Aufnahmeanträge",
        "Verschiedenes",
      ),
      h(2, "TOP 2: Haushalt 2027"),
      table(
        ["Posten", "Plan 2026", "Entwurf 2027"],
        ["Mitgliedsbeiträge", "184.000 €", "196.500 €"],
        ["Veranstaltungen", "22.000 €", "25.000 €"],
        ["Geschäftsstelle", "141.000 €", "149.800 €"],
      ),
      p(text("Beschluss:", "bold"), text(" Der Vorstand empfiehlt der Mitgliederversammlung den Entwurf 2027 einstimmig zur Annahme.")),
      h(2, "Aufgaben"),
      tasks([false, "Haushaltsentwurf an die Mitglieder versenden (Geschäftsführung)"], [false, "Termin mit dem Verkehrsausschuss anfragen (Vorstand)"]),
    ),
  },
  {
    key: "ag-infrastrukturfinanzierung",
    title: "AG Infrastrukturfinanzierung – Arbeitstreffen",
    readRoles: [],
    editedDaysAgo: 3,
    content: doc(
      h(2, "Teilnehmende"),
      p(text("Vertreterinnen und Vertreter von acht Mitgliedsunternehmen, Geschäftsstelle")),
      h(2, "Ergebnisse"),
      list(
        "bulletList",
        "Förderlücke bei Ersatzinvestitionen in Nebenbahnen bleibt das Kernthema.",
        "Gemeinsame Datengrundlage: jedes Unternehmen meldet Streckenlänge und Investitionsbedarf bis Ende Januar.",
        "Die Geschäftsstelle bereitet einen Vorschlag für eine Bundesförderrichtlinie vor.",
      ),
      h(2, "Nächstes Treffen"),
      p(text("Dienstag, 13. Januar, 10:00 Uhr, digital.")),
    ),
  },
  {
    key: "stellungnahme-aeg-entwurf",
    title: "Stellungnahme § 23 AEG – gemeinsamer Entwurf",
    readRoles: [],
    editedDaysAgo: 6,
    content: doc(
      h(1, "Stellungnahme zur Änderung des § 23 AEG"),
      h(2, "Zusammenfassung"),
      p(
        text(
          "Der Verband begrüßt das Ziel, Strecken zu erhalten, sieht aber in der geplanten Freistellungsregel einen Eingriff in die Eigentumsrechte der nichtbundeseigenen Infrastrukturbetreiber.",
        ),
      ),
      h(2, "Unsere Vorschläge"),
      list("orderedList", "Alternative A: geänderter Absatz 2a mit Übergangsfrist", "Alternative B: finanzielle Kompensation nach Absatz 2b"),
      p(text("Kommentare bitte direkt im Text, Abstimmung in der Vorstandssitzung.", "italic")),
    ),
  },
  {
    key: "mitgliederversammlung-vorbereitung",
    title: "Mitgliederversammlung – Vorbereitung",
    readRoles: ["geschaeftsfuehrung"],
    editedDaysAgo: 9,
    content: doc(
      h(2, "Ablauf"),
      list("orderedList", "Einladung sechs Wochen vorher versenden", "Anträge bis vier Wochen vorher sammeln", "Beschlussvorlagen mit dem Vorstand abstimmen"),
      tasks([true, "Saal reserviert"], [false, "Catering angefragt"]),
    ),
  },
  {
    key: "klausurtagung-2026",
    title: "Klausurtagung 2026 (abgeschlossen)",
    readRoles: ["vorstand"],
    archived: true,
    editedDaysAgo: 40,
    content: doc(
      h(2, "Strategie 2027"),
      list("bulletList", "Mehr Präsenz in den Landesparlamenten", "Jahrbuch der nichtbundeseigenen Infrastruktur"),
      p(text("Ergebnisse sind in die Jahresplanung eingeflossen.")),
    ),
  },
];
