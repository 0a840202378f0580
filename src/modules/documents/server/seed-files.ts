/**
 * The demo documents' folders and files (issue 25: they were 133-byte stubs). PDFs are rendered
 * with the platform's PDF renderer in the house style, Markdown, CSV and text files are real small
 * files; all carry enough text that preview and search have something to show. Years and dates
 * come from the demo calendar, so the documents name the assemblies the assembly module holds.
 *
 * `lines`: the first is the title; "## " starts a heading, "- " a list item, anything else is a
 * paragraph (PDF); text files are the lines as they are.
 */
import type { Content } from "pdfmake/interfaces";
import { a4Document } from "#platform/pdf/document.ts";
import { renderPdf } from "#platform/pdf/render-pdf.ts";
import { daysAgo, germanLongDate, type DemoCalendar } from "#platform/seed/demo-calendar.ts";
import type { Role } from "#shared/roles.ts";

export interface SeedDocument {
  name: string;
  lines: string[];
  tags?: string[];
  description?: string;
  /** Earlier versions: their distinguishing first line and label. */
  versions?: Array<{ note: string; label?: string }>;
  by?: "admin" | "management" | "board" | "member";
  daysAgo: number;
  /** Lies in the trash since this many days. */
  trashedDaysAgo?: number;
}

export interface SeedFolder {
  name: string;
  description: string;
  readRole: Role;
  writeRole: Role;
  documents: SeedDocument[];
}

const ASSOCIATION = "Verband Nichtbundeseigener Schieneninfrastruktur e.V. (VNSI)";
const FOOTER = "Verband Nichtbundeseigener Schieneninfrastruktur e.V. · Reinhardtstraße 27 · 10117 Berlin";

/** The file's bytes: a PDF in the house style, or the text as it is. An earlier version starts with its note. */
export async function seedFileBytes(doc: SeedDocument, note: string): Promise<Uint8Array> {
  if (!doc.name.endsWith(".pdf")) return new TextEncoder().encode(`${(note ? [note, "", ...doc.lines] : doc.lines).join("\n")}\n`);
  const [title, ...rest] = doc.lines;
  const content: Content[] = [{ text: title!, style: "title" }];
  if (note) content.push({ text: note, style: "muted", margin: [0, 0, 0, 8] });
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) content.push({ ul: bullets, margin: [0, 2, 0, 6] });
    bullets = [];
  };
  for (const line of rest) {
    if (line.startsWith("- ")) {
      bullets.push(line.slice(2));
      continue;
    }
    flush();
    content.push(line.startsWith("## ") ? { text: line.slice(3), style: "heading" } : { text: line, margin: [0, 0, 0, 6] });
  }
  flush();
  return renderPdf(a4Document({ title: title!, author: ASSOCIATION, footerText: FOOTER, content }));
}

export function seedFolders(calendar: DemoCalendar): SeedFolder[] {
  const { today, lastAssembly, currentAssembly } = calendar;
  const lastYear = lastAssembly.label;
  const currentYear = currentAssembly.label;
  const thisYear = Number(today.slice(0, 4));
  const since = (date: string) => Math.max(1, daysAgo(today, date));
  return [
    {
      name: "Mitgliederversammlung",
      description: "Einladungen, Tagesordnungen und Protokolle der Mitgliederversammlungen.",
      readRole: "mitglied",
      writeRole: "vorstand",
      documents: [
        {
          name: `Einladung Mitgliederversammlung ${lastYear}.pdf`,
          daysAgo: since(lastAssembly.invitedOn),
          by: "board",
          tags: [`mv-${lastYear.replace(" ", "-").toLowerCase()}`, "einladung"],
          lines: [
            `Einladung zur ordentlichen Mitgliederversammlung ${lastYear}`,
            `Sehr geehrte Damen und Herren, liebe Mitglieder, nach § 7 der Satzung lädt der Vorstand zur ordentlichen Mitgliederversammlung am ${germanLongDate(lastAssembly.date)} um 10:00 Uhr in die Geschäftsstelle des Verbands, Reinhardtstraße 27, 10117 Berlin, ein. Eine Teilnahme online über den Mitgliederbereich ist möglich.`,
            "## Tagesordnung",
            "- TOP 1 Begrüßung und Feststellung der Beschlussfähigkeit",
            "- TOP 2 Bericht des Vorstands und Kassenbericht",
            "- TOP 3 Entlastung des Vorstands",
            "- TOP 4 Änderung von § 6 Abs. 2 der Satzung (Beitragsstaffel)",
            "- TOP 5 Wahl einer Kassenprüferin oder eines Kassenprüfers",
            "Anträge zur Tagesordnung sind bis zwei Wochen vor der Versammlung in Textform an die Geschäftsstelle zu richten. Jedes ordentliche Mitglied hat eine Stimme; es wird durch seine vertretungsberechtigte Person oder eine bevollmächtigte Person vertreten.",
            "Mit freundlichen Grüßen",
            "Dr. Matthias Kühnel, Präsident",
          ],
        },
        {
          name: "Protokoll Mitgliederversammlung 2025.pdf",
          daysAgo: since("2025-03-12"),
          by: "board",
          tags: ["mv-2025", "protokoll", "satzung"],
          description: "Beschlossene Fassung, vom Vorstand gegengezeichnet.",
          versions: [{ note: "Entwurf des Protokolls zur Abstimmung im Vorstand", label: "Entwurf" }],
          lines: [
            "Protokoll der Mitgliederversammlung vom 3. März 2025",
            "Ort: Halle (Saale), Mitteldeutsche Eisenbahninfrastruktur GmbH. Beginn 11:00 Uhr, Ende 15:40 Uhr. Versammlungsleitung: Dr. Matthias Kühnel (Präsident). Protokoll: Dr. Sabine Roloff (Geschäftsführerin).",
            "## TOP 1 Beschlussfähigkeit",
            "Die Versammlung wurde form- und fristgerecht einberufen. Anwesend oder vertreten sind 15 der 15 ordentlichen Mitglieder; die Versammlung ist beschlussfähig.",
            "## TOP 2 Satzung",
            "Die Versammlung beschließt die Satzung in der vorliegenden Fassung einstimmig. Sie ersetzt die Gründungssatzung vom 10. Oktober 2024 und wird mit der Eintragung in das Vereinsregister wirksam.",
            "## TOP 3 Beitragsordnung 2025",
            "Der Schatzmeister Jens Wohlfahrt erläutert die Beitragsstaffel nach Gleiskilometern. Beschluss: Die Beitragsordnung 2025 wird mit 14 Ja-Stimmen bei einer Enthaltung angenommen.",
            "## TOP 4 Verschiedenes",
            "Die Geschäftsstelle lädt zur öffentlichen Vorstellung des Verbands am 14. Mai 2025 in Berlin ein.",
          ],
        },
        {
          name: `Einladung Mitgliederversammlung ${currentYear}.pdf`,
          daysAgo: since(currentAssembly.invitedOn),
          by: "board",
          tags: [`mv-${currentYear.replace(" ", "-").toLowerCase()}`, "einladung", "tagesordnung"],
          description: "Mit der Tagesordnung an alle Mitglieder versandt.",
          lines: [
            `Einladung zur ordentlichen Mitgliederversammlung am ${germanLongDate(currentAssembly.date)}`,
            `Sehr geehrte Damen und Herren, liebe Mitglieder, nach § 7 der Satzung lädt der Vorstand zur ordentlichen Mitgliederversammlung am ${germanLongDate(currentAssembly.date)} in die Geschäftsstelle des Verbands, Reinhardtstraße 27, 10117 Berlin, ein. Eine Teilnahme online über den Mitgliederbereich ist möglich.`,
            "## Tagesordnung",
            "- TOP 1 Begrüßung und Feststellung der Beschlussfähigkeit",
            "- TOP 2 Bericht des Vorstands: Stellungnahme zu § 23 AEG, Förderkulisse NE-Infrastruktur, Mitgliederentwicklung",
            "- TOP 3 Kassenbericht und Bericht der Kassenprüfer",
            "- TOP 4 Entlastung des Vorstands",
            "- TOP 5 Haushaltsplan des kommenden Geschäftsjahres",
            "- TOP 6 Anträge der Mitglieder",
            "Anträge zur Tagesordnung sind bis zwei Wochen vor der Versammlung in Textform an die Geschäftsstelle zu richten. Ab dem Versand dieser Einladung bis zum Ende der Versammlung werden keine neuen Mitglieder aufgenommen (§ 3 Abs. 5 Satzung).",
            "Mit freundlichen Grüßen",
            "Dr. Matthias Kühnel, Präsident",
          ],
        },
        {
          name: "Anwesenheitsliste MV 2025.csv",
          daysAgo: since("2025-03-04"),
          by: "board",
          tags: ["mv-2025"],
          lines: [
            "Mitglied;Vertreten durch;Stimmberechtigt",
            "Mitteldeutsche Eisenbahninfrastruktur GmbH;Dr. Matthias Kühnel;ja",
            "Hafen- und Industriebahn Weser-Ems GmbH;Katrin Albers;ja",
            "Eisenbahninfrastruktur Oberlausitz GmbH;Jens Wohlfahrt;ja",
            "Hafenbahn Rostock GmbH;Jana Krüger;ja",
            "Erzgebirgsbahn Infrastruktur GmbH;Thomas Wolf;ja",
            "Rheinhafen Infrastruktur Duisburg GmbH;Selin Yılmaz;ja",
            "Industriegleis Süd GmbH & Co. KG;Markus Becker;ja",
            "Nordharz Netz AG;Anke Hoffmann;ja",
            "Westerwaldbahn Eisenbahninfrastruktur GmbH;Felix Hartung;ja",
          ],
        },
        {
          name: "Satzung VNSI.pdf",
          daysAgo: since("2025-03-03"),
          by: "admin",
          tags: ["satzung"],
          description: "Geltende Fassung, beschlossen am 3. März 2025 in Halle (Saale).",
          lines: [
            `Satzung des ${ASSOCIATION}`,
            "## § 1 Name, Sitz und Rechtsform",
            "Der Verband führt den Namen „Verband Nichtbundeseigener Schieneninfrastruktur e.V.“ (VNSI). Er hat seinen Sitz in Berlin und ist im Vereinsregister des Amtsgerichts Charlottenburg eingetragen.",
            "## § 2 Zweck",
            "Der Verband vertritt die Interessen der Unternehmen, die in Deutschland Eisenbahninfrastruktur betreiben, die nicht im Eigentum des Bundes steht, gegenüber Gesetzgebung, Verwaltung und Öffentlichkeit.",
            "## § 3 Mitgliedschaft",
            "Ordentliche Mitglieder können Unternehmen werden, die nichtbundeseigene Eisenbahninfrastruktur betreiben; fördernde Mitglieder Unternehmen und Institutionen, die die Ziele des Verbands unterstützen; Ehrenmitglieder ernennt die Mitgliederversammlung.",
            "Über die Aufnahme entscheidet das Präsidium (Abs. 4). In der Zeit zwischen der Absendung der Einladung zu einer Mitgliederversammlung und dem Ende dieser Mitgliederversammlung werden keine neuen Mitglieder aufgenommen (Abs. 5).",
            "## § 5 Vorstand (Präsidium)",
            "Vorstand im Sinne des § 26 BGB ist das Präsidium. Es besteht aus der Präsidentin oder dem Präsidenten, der Vizepräsidentin oder dem Vizepräsidenten und der Schatzmeisterin oder dem Schatzmeister. Es wird für zwei Jahre gewählt; jedes Mitglied des Präsidiums vertritt den Verband einzeln.",
            "## § 7 Mitgliederversammlung",
            "Die ordentliche Mitgliederversammlung findet einmal im Jahr statt. Das Präsidium lädt mindestens vier Wochen vorher in Textform unter Angabe der Tagesordnung ein.",
            "Halle (Saale), den 3. März 2025",
          ],
        },
      ],
    },
    {
      name: "Stellungnahmen",
      description: "Positionspapiere und Stellungnahmen zu Gesetzgebungsverfahren.",
      readRole: "mitglied",
      writeRole: "mitglied",
      documents: [
        {
          name: "Stellungnahme AEG Paragraph 23.pdf",
          daysAgo: 160,
          by: "management",
          tags: ["aeg", "stellungnahme", "freistellung"],
          versions: [
            { note: "Erster Entwurf zur Abstimmung in der AG", label: "Entwurf" },
            { note: "Zweiter Entwurf nach Rückmeldung der Mitglieder", label: "Abstimmung" },
          ],
          description: "Position zur Änderung von § 23 AEG (Freistellung von Bahnbetriebszwecken).",
          lines: [
            "Stellungnahme zur Änderung des § 23 Allgemeines Eisenbahngesetz",
            "Der VNSI begrüßt das Ziel des Entwurfs, stillgelegte Strecken für künftigen Verkehr zu sichern. Die geplante Neuregelung der Freistellung von Bahnbetriebszwecken belastet jedoch einseitig die nichtbundeseigenen Infrastrukturunternehmen, denen diese Strecken gehören.",
            "## Unsere Vorschläge",
            "- Alternative A: ein geänderter Absatz 2a, der die Sicherung auf Strecken mit nachgewiesenem Verkehrsinteresse beschränkt und eine Übergangsfrist vorsieht",
            "- Alternative B: ein finanzieller Ausgleich nach einem neuen Absatz 2b für die Unterhaltung gesicherter, aber nicht genutzter Strecken",
            "Die Mitgliedsunternehmen unterhalten nach eigener Erhebung rund 5.000 Kilometer Gleis; die Unterhaltung eines nicht genutzten Streckenkilometers kostet im Mittel 12.000 bis 18.000 Euro im Jahr.",
          ],
        },
        {
          name: "Positionspapier Schienengüterverkehr.pdf",
          daysAgo: 90,
          by: "member",
          tags: ["güterverkehr", "positionspapier"],
          lines: [
            "Positionspapier: Gleisanschlüsse und Serviceeinrichtungen stärken",
            "Ein großer Teil des Schienengüterverkehrs beginnt und endet auf Gleisen, die nicht zum Bundesnetz gehören. Ohne leistungsfähige Anschlussbahnen, Hafenbahnen und Serviceeinrichtungen gelingt keine Verlagerung von der Straße auf die Schiene.",
            "- Das Förderprogramm für Gleisanschlüsse und Industriestammgleise fortführen und aufstocken",
            "- Planungsbeschleunigung auch für nichtbundeseigene Eisenbahnen",
            "- Ersatzinvestitionen förderfähig machen, nicht nur Neu- und Ausbau",
          ],
        },
        {
          name: "Stellungnahme Eisenbahnregulierungsgesetz.pdf",
          daysAgo: 75,
          by: "management",
          tags: ["eregg", "stellungnahme", "trassenentgelte"],
          description: "Anhörung im Verkehrsausschuss, eingereicht.",
          lines: [
            "Stellungnahme zum Entwurf eines Gesetzes zur Änderung des Eisenbahnregulierungsgesetzes",
            "Die Trassenentgelte der nichtbundeseigenen Infrastruktur decken schon heute selten die Vollkosten. Eine weitere Absenkung ohne Ausgleich gefährdet den Erhalt der Strecken.",
            "- Trassenentgelte der NE-Infrastruktur dürfen nicht unter die Vollkosten fallen",
            "- Vereinfachte Entgeltgenehmigung für kleine Infrastrukturbetreiber",
            "- Übergangsfristen von mindestens zwei Fahrplanperioden",
          ],
        },
        {
          name: "Positionspapier Planungsbeschleunigung.pdf",
          daysAgo: 20,
          by: "member",
          tags: ["positionspapier", "planung"],
          versions: [{ note: "Rohfassung aus der AG", label: "Rohfassung" }],
          lines: [
            "Planungsbeschleunigung für Reaktivierungen und Gleisanschlüsse",
            "Reaktivierungen scheitern selten am Geld allein, sondern an Verfahren, die für Großprojekte gemacht sind. Ein Unternehmen mit zwanzig Beschäftigten braucht Verfahren, die es selbst führen kann.",
            "- Überragendes öffentliches Interesse auch für nichtbundeseigene Strecken",
            "- Genehmigungsfiktion bei Ersatzneubauten im Bestand",
            "- Ein Ansprechpartner je Land für Förderung und Genehmigung",
          ],
        },
        {
          name: "Koalitionsvertrag Bewertung.pdf",
          daysAgo: 200,
          by: "management",
          tags: ["koalitionsvertrag"],
          lines: [
            "Bewertung des Koalitionsvertrags aus Sicht der NE-Infrastrukturbetreiber",
            "## Positiv",
            "Der Vertrag bekennt sich zur Verlagerung von Verkehr auf die Schiene und kündigt ein Sondervermögen für die Infrastruktur an.",
            "## Offen",
            "Ob die Mittel auch nichtbundeseigenen Strecken, Anschlussbahnen und Serviceeinrichtungen offenstehen, lässt der Vertrag offen. Hier setzt die Arbeit des Verbands in den nächsten Monaten an.",
          ],
        },
      ],
    },
    {
      name: "AG Infrastruktur",
      description: "Arbeitsunterlagen der Arbeitsgruppe Infrastruktur.",
      readRole: "mitglied",
      writeRole: "mitglied",
      documents: [
        {
          name: "Netzkarte Mitglieder.pdf",
          daysAgo: 30,
          by: "member",
          tags: ["netz", "karte"],
          lines: [
            "Das Netz der Mitgliedsunternehmen",
            "Die Mitglieder des VNSI betreiben rund 5.000 Kilometer Gleis, etwa 15 Prozent des öffentlichen Schienennetzes in Deutschland, dazu Häfen, Terminals und Industriestammgleise.",
            "- Regionalnetze: Sachsen-Anhalt, Sachsen, Niedersachsen, Baden-Württemberg, Hessen",
            "- Hafenbahnen: Rostock, Hamburg, Bremerhaven, Emden, Oldenburg, Kiel, Duisburg",
            "- Serviceeinrichtungen: Abstellanlagen, Ladestraßen, Werkstätten",
          ],
        },
        {
          name: `Erhebung Gleislängen ${thisYear}.csv`,
          daysAgo: 12,
          by: "member",
          tags: ["erhebung"],
          lines: [
            "Unternehmen;Bundesland;Gleislänge km;Serviceeinrichtungen",
            "Mitteldeutsche Eisenbahninfrastruktur GmbH;Sachsen-Anhalt;240,0;6",
            "Hafen- und Industriebahn Weser-Ems GmbH;Niedersachsen;36,5;4",
            "Eisenbahninfrastruktur Oberlausitz GmbH;Sachsen;94,2;2",
            "Hafenbahn Rostock GmbH;Mecklenburg-Vorpommern;42,5;3",
            "Erzgebirgsbahn Infrastruktur GmbH;Sachsen;118,3;5",
            "Rheinhafen Infrastruktur Duisburg GmbH;Nordrhein-Westfalen;76,0;4",
            "Nordharz Netz AG;Sachsen-Anhalt;156,9;2",
          ],
        },
        {
          name: "Flyer Entwurf alt.pdf",
          daysAgo: 50,
          by: "member",
          trashedDaysAgo: 6,
          lines: [
            "Flyer-Entwurf für den Parlamentarischen Abend (veraltet)",
            "Ersetzt durch die Fassung der Geschäftsstelle; Bilder und Zahlen sind nicht mehr aktuell.",
          ],
        },
        {
          name: "Checkliste Bahnübergänge.md",
          daysAgo: 15,
          by: "member",
          tags: ["sicherheit", "bahnübergang"],
          lines: [
            "# Checkliste Bahnübergänge",
            "",
            "Für die jährliche Begehung durch die Eisenbahnbetriebsleitung (Vorlage der AG Infrastruktur).",
            "",
            "## Sicht und Beschilderung",
            "- [ ] Sichtflächen nach EBO freigeschnitten (Bewuchs, Ablagerungen)",
            "- [ ] Andreaskreuze vollständig, lesbar und richtig ausgerichtet",
            "- [ ] Pfeifentafeln und Geschwindigkeitsbeschränkungen vorhanden",
            "",
            "## Technik",
            "- [ ] Blinklichter und Halbschranken in Funktion geprüft",
            "- [ ] Einschaltstrecken vermessen und dokumentiert",
            "- [ ] Störungsmeldungen des letzten Jahres ausgewertet",
            "",
            "## Dokumentation",
            "- [ ] Prüfprotokoll unterschrieben und in den Dokumenten abgelegt",
          ],
        },
        {
          name: "Notizen Sitzung Oktober.txt",
          daysAgo: 45,
          by: "member",
          tags: ["sitzung"],
          lines: [
            "Sitzung der AG Infrastruktur im Oktober (Videokonferenz)",
            "",
            "TOP 1: Instandhaltungsstau bei Weichen und Bahnübergängen",
            "Sechs Mitglieder berichten von Weichen über 40 Jahren; Ersatz wird nicht gefördert. Die Geschäftsstelle sammelt Beispiele für die Stellungnahme.",
            "",
            "TOP 2: Gemeinsame Ausschreibung für Schienenschleifen",
            "Interesse bei Erzgebirgsbahn, Nordharz Netz und Oberlausitz; Rahmenvertrag wird geprüft.",
            "",
            "Nächste Sitzung: Videokonferenz, Einladung folgt über den Mitgliederbereich.",
          ],
        },
      ],
    },
    {
      name: "Vorstand intern",
      description: "Unterlagen nur für Vorstand und Geschäftsführung.",
      readRole: "vorstand",
      writeRole: "vorstand",
      documents: [
        {
          name: `Haushaltsplan ${thisYear}.pdf`,
          daysAgo: 60,
          by: "board",
          tags: ["haushalt", "finanzen"],
          versions: [{ note: "Erster Entwurf des Haushalts", label: "Entwurf" }],
          lines: [
            `Haushaltsplan ${thisYear} des Verbands`,
            "Vertraulich: nur für Vorstand und Geschäftsführung.",
            "## Einnahmen",
            "- Mitgliedsbeiträge der ordentlichen Mitglieder: 184.000 €",
            "- Beiträge der fördernden Mitglieder: 14.000 €",
            "## Ausgaben",
            "- Geschäftsstelle (Personal, Miete, IT): 141.000 €",
            "- Veranstaltungen und Parlamentarischer Abend: 22.000 €",
            "- Gutachten und Stellungnahmen: 25.000 €",
            "Vorgelegt von Jens Wohlfahrt, Schatzmeister.",
          ],
        },
        {
          name: `Entwurf Beitragsordnung ${thisYear + 1}.pdf`,
          daysAgo: 9,
          by: "management",
          tags: ["beiträge", "finanzen"],
          versions: [{ note: "Variante A: Staffel nach Gleiskilometern", label: "Variante A" }],
          lines: [
            `Entwurf der Beitragsordnung ab ${thisYear + 1}`,
            "- Ordentliche Mitglieder: Grundbeitrag und Staffel nach Gleislänge (bis 10 km, bis 50 km, darüber)",
            "- Fördernde Mitglieder: fester Jahresbeitrag",
            "- Ehrenmitglieder zahlen keinen Beitrag",
            "Die Mitgliederversammlung beschließt die Beitragsordnung; der Vorstand legt den Entwurf mit der Einladung vor.",
          ],
        },
        {
          name: "Protokoll Vorstandssitzung September.pdf",
          daysAgo: 70,
          by: "board",
          tags: ["vorstand", "protokoll"],
          lines: [
            "Protokoll der Vorstandssitzung im September",
            "Anwesend: Dr. Matthias Kühnel, Katrin Albers, Jens Wohlfahrt; Dr. Sabine Roloff (Geschäftsführerin, Protokoll).",
            "## Aufnahme neuer Mitglieder",
            "Zwei Anträge werden positiv beschieden; die Geschäftsstelle informiert die Unternehmen und legt sie im Mitgliederverzeichnis an.",
            "## Mitgliederversammlung",
            "Die Geschäftsstelle bereitet Tagesordnung und Einladung vor; die Einladung geht vier Wochen vor der Versammlung hinaus.",
          ],
        },
      ],
    },
    {
      name: "Geschäftsstelle",
      description: "Verträge und Verwaltung der Geschäftsstelle.",
      readRole: "geschaeftsfuehrung",
      writeRole: "geschaeftsfuehrung",
      documents: [
        {
          name: "Mietvertrag Geschäftsstelle.pdf",
          daysAgo: 380,
          by: "management",
          tags: ["vertrag"],
          lines: [
            "Mietvertrag über Büroräume der Geschäftsstelle",
            "Mietobjekt: Büroetage Reinhardtstraße 27, 10117 Berlin, rund 140 Quadratmeter, vier Büros und ein Besprechungsraum.",
            "Laufzeit: fünf Jahre mit Verlängerungsoption um weitere drei Jahre. Kündigungsfrist sechs Monate zum Ende der Laufzeit.",
          ],
        },
        {
          name: "Versicherungsübersicht.pdf",
          daysAgo: 120,
          by: "management",
          tags: ["versicherung"],
          lines: [
            "Übersicht der Versicherungen des Verbands",
            "- Vermögensschadenhaftpflicht für den Vorstand (D&O)",
            "- Betriebshaftpflicht der Geschäftsstelle",
            "- Inhaltsversicherung der Büroräume",
            "Alle Verträge werden jährlich im Januar von der Geschäftsführung geprüft.",
          ],
        },
      ],
    },
    {
      name: "Vorlagen",
      description: "Briefbogen, Präsentations- und Protokollvorlagen des Verbands.",
      readRole: "mitglied",
      writeRole: "geschaeftsfuehrung",
      documents: [
        {
          name: "Protokollvorlage.md",
          daysAgo: 300,
          by: "management",
          tags: ["vorlage"],
          lines: [
            "# Protokoll der Sitzung",
            "",
            "Vorlage der Geschäftsstelle für Sitzungen von Vorstand, Arbeitsgruppen und Arbeitskreisen. Das Protokoll geht binnen zwei Wochen an alle Teilnehmenden und wird in den Dokumenten abgelegt.",
            "",
            "**Datum, Ort:**  ",
            "**Anwesend:**  ",
            "**Protokoll:**",
            "",
            "## Tagesordnung",
            "1. Begrüßung",
            "2. …",
            "",
            "## Beschlüsse",
            "- Beschluss, Abstimmungsergebnis (Ja/Nein/Enthaltung)",
            "",
            "## Nächste Schritte",
            "- Aufgabe – zuständig – bis",
          ],
        },
        {
          name: "Briefvorlage Verband.txt",
          daysAgo: 290,
          by: "management",
          tags: ["vorlage", "brief"],
          lines: [
            ASSOCIATION,
            "Geschäftsstelle · Reinhardtstraße 27 · 10117 Berlin",
            "Telefon +49 30 2062 4418-0 · info@vnsi-verband.de",
            "",
            "[Empfänger]",
            "",
            "Berlin, [Datum]",
            "",
            "Betreff: [Betreff]",
            "",
            "Sehr geehrte Damen und Herren,",
            "",
            "[Text]",
            "",
            "Mit freundlichen Grüßen",
            "",
            "Dr. Sabine Roloff",
            "Geschäftsführerin",
          ],
        },
      ],
    },
  ];
}
