/**
 * Demo data: the association's folders with believable access, and documents in them — minutes,
 * statements, invitations as real PDFs with text (so search finds their contents), member lists
 * as CSV, a few with several versions, tags and descriptions, one in the trash.
 */
import type { Db } from "../../../platform/db/client.ts";
import type { SeedContext, Seeder, SeedUser } from "../../../platform/seed/seed-context.ts";
import type { Role } from "../../../shared/roles.ts";
import { folderInputSchema } from "../schema/folder.ts";
import { documentContent } from "./content.ts";
import { extractFileText } from "./extract-file-text.ts";
import { createFolder } from "./folders.ts";
import { PostgresUploadStore } from "./postgres-upload-store.ts";
import { recordVersion } from "./record-version.ts";
import { buildSimplePdf } from "./simple-pdf.ts";
import { refreshSearchVector } from "./search-vector.ts";
import { documents, documentVersions } from "./tables.ts";
import { UploadService } from "./upload-service.ts";
import { and, eq } from "drizzle-orm";

interface SeedDocument {
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

const FOLDERS: Array<{ name: string; description: string; readRole: Role; writeRole: Role; documents: SeedDocument[] }> = [
  {
    name: "Mitgliederversammlung",
    description: "Einladungen, Tagesordnungen und Protokolle der Mitgliederversammlungen.",
    readRole: "mitglied",
    writeRole: "vorstand",
    documents: [
      { name: "Einladung Mitgliederversammlung 2026.pdf", daysAgo: 40, by: "board", tags: ["mv-2026", "einladung"], lines: ["Einladung zur ordentlichen Mitgliederversammlung 2026", "Ort: Berlin, Geschäftsstelle des Verbands", "Tagesordnung: Bericht des Vorstands, Kassenbericht, Entlastung, Wahl der Kassenprüfer", "Anträge sind bis 14 Tage vor der Versammlung einzureichen."] },
      { name: "Protokoll Mitgliederversammlung 2025.pdf", daysAgo: 220, by: "board", tags: ["mv-2025", "protokoll"], description: "Beschlossene Fassung, vom Vorstand gegengezeichnet.", versions: [{ note: "Entwurf des Protokolls", label: "Entwurf" }], lines: ["Protokoll der Mitgliederversammlung vom 14. Mai 2025", "Beschlussfähigkeit festgestellt: 9 stimmberechtigte Mitglieder anwesend", "Beschluss: Der Haushalt 2025 wird einstimmig angenommen.", "Beschluss: Die Beitragsordnung wird geändert (Satzungsänderung mit Dreiviertelmehrheit)."] },
      { name: "Tagesordnung Mitgliederversammlung 2026.pdf", daysAgo: 38, by: "board", tags: ["mv-2026", "tagesordnung"], lines: ["Tagesordnung der Mitgliederversammlung 2026", "TOP 1 Begrüßung und Feststellung der Beschlussfähigkeit", "TOP 2 Bericht des Vorstands", "TOP 3 Kassenbericht und Bericht der Kassenprüfer", "TOP 4 Entlastung des Vorstands", "TOP 5 Wahlen", "TOP 6 Anträge der Mitglieder"] },
      { name: "Anwesenheitsliste MV 2025.csv", daysAgo: 221, by: "board", tags: ["mv-2025"], lines: ["Mitglied;Vertreten durch;Stimmberechtigt", "Hafenbahn Rostock GmbH;Jana Krüger;ja", "Erzgebirgsbahn Infrastruktur GmbH;Thomas Wolf;ja", "Rheinhafen Infrastruktur AG;Selin Yılmaz;ja", "Industriegleis Süd GmbH;Markus Becker;ja", "Nordharz Netz GmbH;Anke Hoffmann;ja"] },
      { name: "Satzung VNSI.pdf", daysAgo: 400, by: "admin", tags: ["satzung"], lines: ["Satzung des Verbands der nichtbundeseigenen Schieneninfrastrukturbetreiber", "§ 1 Name, Sitz und Rechtsform", "§ 3 Mitgliedschaft: Ordentliche, fördernde und Ehrenmitglieder", "Halle (Saale), den 3. März 2025"] },
    ],
  },
  {
    name: "Stellungnahmen",
    description: "Positionspapiere und Stellungnahmen zu Gesetzgebungsverfahren.",
    readRole: "mitglied",
    writeRole: "mitglied",
    documents: [
      { name: "Stellungnahme AEG Paragraph 23.pdf", daysAgo: 160, by: "management", tags: ["aeg", "stellungnahme", "freistellung"], versions: [{ note: "Erster Entwurf zur Abstimmung in der AG", label: "Entwurf" }, { note: "Zweiter Entwurf nach Rückmeldung der Mitglieder", label: "Abstimmung" }], description: "Position zur Änderung von § 23 AEG (Freistellung von Bahnbetriebszwecken).", lines: ["Stellungnahme zur Änderung des § 23 Allgemeines Eisenbahngesetz", "Die Freistellung von Bahnbetriebszwecken darf die Infrastruktur der NE-Bahnen nicht gefährden.", "Alternative A: modifizierter Absatz 2a; Alternative B: finanzieller Ausgleich nach Absatz 2b."] },
      { name: "Positionspapier Schienengüterverkehr.pdf", daysAgo: 90, by: "member", tags: ["güterverkehr", "positionspapier"], lines: ["Positionspapier: Gleisanschlüsse und Serviceeinrichtungen stärken", "Förderprogramm für Industriestammgleise fortführen und aufstocken", "Planungsbeschleunigung auch für nichtbundeseigene Eisenbahnen"] },
      { name: "Stellungnahme Eisenbahnregulierungsgesetz.pdf", daysAgo: 75, by: "management", tags: ["eregg", "stellungnahme", "trassenentgelte"], description: "Anhörung im Verkehrsausschuss, eingereicht.", lines: ["Stellungnahme zum Entwurf eines Gesetzes zur Änderung des Eisenbahnregulierungsgesetzes", "Trassenentgelte der NE-Infrastruktur dürfen nicht unter die Vollkosten fallen", "Vereinfachte Entgeltgenehmigung für kleine Infrastrukturbetreiber"] },
      { name: "Positionspapier Planungsbeschleunigung.pdf", daysAgo: 20, by: "member", tags: ["positionspapier", "planung"], versions: [{ note: "Rohfassung aus der AG", label: "Rohfassung" }], lines: ["Planungsbeschleunigung für Reaktivierungen und Gleisanschlüsse", "Überragendes öffentliches Interesse auch für nichtbundeseigene Strecken", "Genehmigungsfiktion bei Ersatzneubauten"] },
      { name: "Koalitionsvertrag Bewertung.pdf", daysAgo: 200, by: "management", tags: ["koalitionsvertrag"], lines: ["Bewertung des Koalitionsvertrags aus Sicht der NE-Infrastrukturbetreiber", "Positiv: Bekenntnis zur Verlagerung auf die Schiene", "Offen: Finanzierung der nichtbundeseigenen Infrastruktur"] },
    ],
  },
  {
    name: "AG Infrastruktur",
    description: "Arbeitsunterlagen der Arbeitsgruppe Infrastruktur.",
    readRole: "mitglied",
    writeRole: "mitglied",
    documents: [
      { name: "Netzkarte Mitglieder.pdf", daysAgo: 30, by: "member", tags: ["netz", "karte"], lines: ["Netz der Mitgliedsunternehmen: rund 5.000 km Gleis", "Etwa 15 Prozent des öffentlichen Schienennetzes in Deutschland", "Häfen, Terminals und Industriestammgleise"] },
      { name: "Erhebung Gleislängen 2026.csv", daysAgo: 12, by: "member", tags: ["erhebung"], lines: ["Unternehmen;Bundesland;Gleislänge km;Serviceeinrichtungen", "Hafenbahn Rostock GmbH;Mecklenburg-Vorpommern;48,5;3", "Erzgebirgsbahn Infrastruktur GmbH;Sachsen;112,0;5", "Rheinhafen Infrastruktur AG;Nordrhein-Westfalen;36,2;4", "Nordharz Netz GmbH;Sachsen-Anhalt;74,8;2"] },
      { name: "Flyer Entwurf alt.pdf", daysAgo: 50, by: "member", trashedDaysAgo: 6, lines: ["Flyer-Entwurf für den Parlamentarischen Abend (veraltet)"] },
      { name: "Checkliste Bahnübergänge.md", daysAgo: 15, by: "member", tags: ["sicherheit", "bahnübergang"], lines: ["# Checkliste Bahnübergänge", "- Sichtflächen freigeschnitten", "- Andreaskreuze und Blinklichter geprüft", "- Einschaltstrecken vermessen"] },
      { name: "Notizen Sitzung Oktober.txt", daysAgo: 45, by: "member", tags: ["sitzung"], lines: ["Sitzung der AG Infrastruktur im Oktober", "TOP 1: Instandhaltungsstau bei Weichen und Bahnübergängen", "TOP 2: Gemeinsame Ausschreibung für Schienenschleifen prüfen", "Nächste Sitzung: Videokonferenz"] },
    ],
  },
  {
    name: "Vorstand intern",
    description: "Unterlagen nur für Vorstand und Geschäftsführung.",
    readRole: "vorstand",
    writeRole: "vorstand",
    documents: [
      { name: "Haushaltsplan 2026.pdf", daysAgo: 60, by: "board", tags: ["haushalt", "finanzen"], versions: [{ note: "Erster Entwurf des Haushalts", label: "Entwurf" }], lines: ["Haushaltsplan 2026 des Verbands", "Einnahmen aus Mitgliedsbeiträgen und Förderbeiträgen", "Ausgaben: Geschäftsstelle, Veranstaltungen, Gutachten", "Vertraulich: nur für den Vorstand"] },
      { name: "Entwurf Beitragsordnung 2027.pdf", daysAgo: 9, by: "management", tags: ["beiträge", "finanzen"], versions: [{ note: "Variante A: Staffel nach Gleiskilometern", label: "Variante A" }], lines: ["Entwurf der Beitragsordnung ab 2027", "Ordentliche Mitglieder: Grundbeitrag und Staffel nach Gleislänge", "Fördernde Mitglieder: fester Jahresbeitrag", "Ehrenmitglieder zahlen keinen Beitrag"] },
      { name: "Protokoll Vorstandssitzung September.pdf", daysAgo: 70, by: "board", tags: ["vorstand", "protokoll"], lines: ["Protokoll der Vorstandssitzung im September", "Aufnahme neuer Mitglieder: zwei Anträge positiv beschieden", "Vorbereitung der Mitgliederversammlung 2026"] },
    ],
  },
  {
    name: "Geschäftsstelle",
    description: "Verträge und Verwaltung der Geschäftsstelle.",
    readRole: "geschaeftsfuehrung",
    writeRole: "geschaeftsfuehrung",
    documents: [
      { name: "Mietvertrag Geschäftsstelle.pdf", daysAgo: 380, by: "management", tags: ["vertrag"], lines: ["Mietvertrag über Büroräume der Geschäftsstelle in Berlin", "Laufzeit: fünf Jahre mit Verlängerungsoption"] },
      { name: "Versicherungsübersicht.pdf", daysAgo: 120, by: "management", tags: ["versicherung"], lines: ["Übersicht der Versicherungen des Verbands", "Vermögensschadenhaftpflicht für den Vorstand (D&O)", "Betriebshaftpflicht der Geschäftsstelle"] },
    ],
  },
  {
    name: "Vorlagen",
    description: "Briefbogen, Präsentations- und Protokollvorlagen des Verbands.",
    readRole: "mitglied",
    writeRole: "geschaeftsfuehrung",
    documents: [
      { name: "Protokollvorlage.md", daysAgo: 300, by: "management", tags: ["vorlage"], lines: ["# Protokoll der Sitzung", "Datum, Ort, Anwesende", "## Tagesordnung", "## Beschlüsse", "## Nächste Schritte"] },
      { name: "Briefvorlage Verband.txt", daysAgo: 290, by: "management", tags: ["vorlage", "brief"], lines: ["Verband der nichtbundeseigenen Schieneninfrastrukturbetreiber e.V.", "Geschäftsstelle Berlin", "", "Sehr geehrte Damen und Herren,"] },
    ],
  },
];

export const seeder: Seeder = {
  name: "documents",
  async run(context) {
    const { db, users } = context;
    const uploads = new UploadService({ content: await documentContent(), store: new PostgresUploadStore(db) });
    let count = 0;
    for (const spec of FOLDERS) {
      const folder = await createFolder(db, users.admin.id, folderInputSchema.parse({ name: spec.name, description: spec.description, readRole: spec.readRole, writeRole: spec.writeRole }));
      for (const doc of spec.documents) {
        const author = pickAuthor(context, doc.by ?? "member");
        const versions = [...(doc.versions ?? []), { note: "", label: undefined }];
        for (const [index, version] of versions.entries()) {
          const lines = version.note ? [version.note, ...doc.lines] : doc.lines;
          const bytes = doc.name.endsWith(".pdf") ? buildSimplePdf([{ lines }], doc.name.replace(/\.pdf$/, "")) : new TextEncoder().encode(`${lines.join("\n")}\n`);
          const { file, fileName } = await uploads.storeBytes(bytes, doc.name);
          const recorded = await db.transaction((tx) => recordVersion(tx as unknown as Db, { folderId: folder.id, fileName, file, actorId: author.id, label: version.label ?? null }));
          await extractFileText(db, await documentContent(), file.sha256);
          // Earlier versions a few days apart, the last one on the document's date.
          const versionAt = daysBefore(context.today, doc.daysAgo + (versions.length - 1 - index) * 4);
          await db.update(documentVersions).set({ createdAt: versionAt }).where(and(eq(documentVersions.documentId, recorded.documentId), eq(documentVersions.number, recorded.number)));
          if (index === versions.length - 1) {
            const at = daysBefore(context.today, doc.daysAgo);
            const trashedAt = doc.trashedDaysAgo === undefined ? null : daysBefore(context.today, doc.trashedDaysAgo);
            await db
              .update(documents)
              .set({ description: doc.description ?? null, tags: doc.tags ?? [], createdAt: at, updatedAt: at, deletedAt: trashedAt, deletedBy: trashedAt ? author.id : null })
              .where(eq(documents.id, recorded.documentId));
            await refreshSearchVector(db, recorded.documentId);
          }
        }
        count += 1;
      }
    }
    context.log(`documents: ${FOLDERS.length} Ordner, ${count} Dokumente`);
  },
};

/** Ten in the morning Berlin time, `days` before `today` (YYYY-MM-DD). */
function daysBefore(today: string, days: number): Date {
  return new Date(new Date(`${today}T10:00:00+01:00`).getTime() - days * 24 * 3600_000);
}

function pickAuthor(context: SeedContext, by: "admin" | "management" | "board" | "member"): SeedUser {
  if (by === "member") return context.random.pick(context.users.all.filter((u) => u.roles.includes("mitglied")));
  return context.users[by];
}
