/**
 * The association's demo tasks: what a young trade association of railway infrastructure operators
 * actually works on. Dates are days relative to the seed's today; "done" tasks were closed that
 * many days ago.
 */
import type { Role } from "#shared/roles.ts";
import type { Recurrence } from "../domain/recurrence.ts";
import type { TaskStatus } from "../domain/status.ts";

export type SeedPerson = "admin" | "management" | "board" | "member" | "extra0" | "extra1" | "extra2" | "extra3" | "extra4" | "extra5";

export interface SeedProject {
  key: string;
  name: string;
  description: string;
  readRole: Role;
  owner: SeedPerson;
}

export interface SeedTask {
  project: string;
  title: string;
  description?: string;
  status: TaskStatus;
  priority: 1 | 2 | 3 | 4;
  /** Days from today; null for no due date. */
  due: number | null;
  /** For a done task: how many days ago it was closed (else a few days ago). */
  closedDaysAgo?: number;
  assignees: SeedPerson[];
  labels: string[];
  recurrence?: Recurrence;
  checklist?: [string, boolean][];
  comments?: [SeedPerson, string][];
}

export const SEED_PROJECTS: readonly SeedProject[] = [
  {
    key: "office",
    name: "Geschäftsstelle",
    description: "Laufende Aufgaben der Geschäftsstelle: Mitgliederbetreuung, Rundschreiben, Verwaltung.",
    readRole: "mitglied",
    owner: "management",
  },
  // The name's year is the next assembly's (seed.ts, from the demo calendar).
  {
    key: "assembly",
    name: "Mitgliederversammlung",
    description:
      "Vorbereitung und Nacharbeit der ordentlichen Mitgliederversammlung: Einladung (mindestens 4 Wochen vorher), Anträge, Kassenbericht, Protokoll.",
    readRole: "mitglied",
    owner: "management",
  },
  {
    key: "board",
    name: "Vorstand intern",
    description: "Vertrauliche Vorstandsthemen: Haushalt, Personal, Kassenprüfung. Nur für Vorstand, Geschäftsführung und Administration sichtbar.",
    readRole: "vorstand",
    owner: "board",
  },
  {
    key: "regulation",
    name: "AG Regulierung & Recht",
    description: "Stellungnahmen zu Gesetzgebung und Regulierung, insbesondere **§ 23 AEG** (Freistellung von Bahnbetriebszwecken).",
    readRole: "mitglied",
    owner: "management",
  },
  {
    key: "funding",
    name: "Förderung & Finanzierung",
    description: "Förderprogramme für NE-Infrastruktur: Förderanträge, Fristen, Verwendungsnachweise.",
    readRole: "mitglied",
    owner: "board",
  },
  {
    key: "press",
    name: "Presse & Öffentlichkeit",
    description: "Pressemitteilungen, Website, Veranstaltungen und Social Media.",
    readRole: "mitglied",
    owner: "management",
  },
];

export const SEED_TASKS: readonly SeedTask[] = [
  {
    project: "office",
    title: "Jahresbericht 2026 erstellen",
    description:
      "Jahresbericht für Mitglieder und Öffentlichkeit:\n\n- Rückblick auf die politische Arbeit (§ 23 AEG, Koalitionsvertrag)\n- Mitgliederentwicklung\n- Ausblick 2027\n\nEntwurf bis Ende Februar an den Vorstand.",
    status: "in_arbeit",
    priority: 3,
    due: 40,
    assignees: ["management", "extra5"],
    labels: ["jahresbericht", "kommunikation"],
    recurrence: "yearly",
    checklist: [
      ["Gliederung mit dem Vorstand abstimmen", true],
      ["Zahlen zur Mitgliederentwicklung zusammenstellen", true],
      ["Texte der Arbeitsgruppen einsammeln", false],
      ["Layout und Druck beauftragen", false],
    ],
    comments: [
      ["board", "Bitte den Abschnitt zum Koalitionsvertrag kurz halten, die Pressemitteilung dazu reicht als Verweis."],
      ["management", "Mache ich. Entwurf kommt bis Mitte Februar."],
    ],
  },
  {
    project: "office",
    title: "Mitgliederrundschreiben versenden",
    description: "Monatliches Rundschreiben mit Terminen, Positionspapieren und Neuigkeiten aus den AGs.",
    status: "offen",
    priority: 2,
    due: 6,
    assignees: ["extra5"],
    labels: ["rundschreiben"],
    recurrence: "monthly",
  },
  {
    project: "office",
    title: "Beitrittsunterlagen der Anschlussbahn Wismar prüfen",
    status: "wartet",
    priority: 2,
    due: 3,
    assignees: ["management"],
    labels: ["mitglieder"],
    comments: [["management", "Es fehlt noch die Vertretungsberechtigung, habe nachgefragt."]],
  },
  {
    project: "office",
    title: "Datenschutzerklärung auf neue Hosting-Anbieter prüfen",
    status: "offen",
    priority: 2,
    due: -4,
    assignees: ["admin"],
    labels: ["datenschutz", "website"],
  },
  {
    project: "office",
    title: "Quartalsbericht an den Vorstand",
    description: "Kurzbericht der Geschäftsstelle: Mitglieder, Finanzen, Termine, Risiken.",
    status: "offen",
    priority: 2,
    due: 21,
    assignees: ["management"],
    labels: ["bericht"],
    recurrence: "quarterly",
  },
  {
    project: "office",
    title: "Kontaktdaten der Mitgliedsunternehmen aktualisieren",
    status: "in_arbeit",
    priority: 1,
    due: null,
    assignees: ["extra5", "member"],
    labels: ["mitglieder", "crm"],
  },

  // The assembly runs on the demo's first day (demo calendar, ADR 285): its preparation is done, the minutes are due.
  {
    project: "assembly",
    title: "Einladung zur Mitgliederversammlung versenden",
    description: "Einladung mit Tagesordnung **mindestens 4 Wochen** vor der Versammlung (Satzung § 7), gerechnet ab Versanddatum.",
    status: "erledigt",
    priority: 4,
    due: -36,
    closedDaysAgo: 35,
    assignees: ["management"],
    labels: ["mitgliederversammlung", "frist"],
    checklist: [
      ["Tagesordnung mit dem Vorstand abstimmen", true],
      ["Raum in Berlin bestätigen", true],
      ["Einladung per E-Mail und Brief versenden", true],
    ],
  },
  {
    project: "assembly",
    title: "Anträge der Mitglieder sammeln (Frist 14 Tage vorher)",
    status: "erledigt",
    priority: 3,
    due: -14,
    closedDaysAgo: 14,
    assignees: ["extra5"],
    labels: ["mitgliederversammlung", "frist"],
  },
  {
    project: "assembly",
    title: "Kassenbericht für die Mitgliederversammlung vorbereiten",
    status: "erledigt",
    priority: 3,
    due: -3,
    closedDaysAgo: 5,
    assignees: ["board"],
    labels: ["mitgliederversammlung", "finanzen"],
  },
  {
    project: "assembly",
    title: "Protokoll der Mitgliederversammlung veröffentlichen",
    description:
      "Das Protokoll wird spätestens **vier Wochen** nach der Versammlung veröffentlicht (Satzung § 4 Abs. 11); Versammlungsleitung und Protokollführung unterzeichnen.",
    status: "offen",
    priority: 4,
    due: 28,
    assignees: ["management", "admin"],
    labels: ["mitgliederversammlung", "frist"],
  },

  {
    project: "board",
    title: "Kassenprüfung vor der Mitgliederversammlung",
    description: "Termin mit den beiden Kassenprüfern vereinbaren, Belege und Kontoauszüge des Geschäftsjahres bereitstellen.",
    status: "erledigt",
    priority: 4,
    due: -10,
    closedDaysAgo: 10,
    assignees: ["board", "management"],
    labels: ["kassenpruefung", "finanzen"],
    recurrence: "yearly",
    checklist: [
      ["Belege Q1 bis Q4 bereitstellen", true],
      ["Kontoauszüge abgleichen", true],
      ["Prüfbericht unterschreiben lassen", true],
    ],
  },
  {
    project: "board",
    title: "Haushaltsplan 2027 beschließen",
    status: "in_arbeit",
    priority: 3,
    due: 9,
    assignees: ["board"],
    labels: ["haushalt", "finanzen"],
  },
  {
    project: "board",
    title: "Stellenausschreibung Referent/in Verkehrspolitik",
    status: "wartet",
    priority: 2,
    due: 45,
    assignees: ["management"],
    labels: ["personal"],
  },
  {
    project: "board",
    title: "Jahresabschluss mit Steuerberatung abstimmen",
    status: "offen",
    priority: 3,
    due: -2,
    assignees: ["board"],
    labels: ["finanzen"],
  },

  {
    project: "regulation",
    title: "Stellungnahme zur Änderung des § 23 AEG abstimmen",
    description:
      "Positionspapier zu **§ 23 AEG**: Alternative A (geänderter Absatz 2a) und Alternative B (finanzieller Ausgleich, Absatz 2b). Abstimmung mit den Mitgliedern vor Versand an das BMV.",
    status: "in_arbeit",
    priority: 4,
    due: 5,
    assignees: ["management", "extra0", "extra2"],
    labels: ["aeg", "stellungnahme"],
    checklist: [
      ["Entwurf Alternative A", true],
      ["Entwurf Alternative B", true],
      ["Verfassungsrechtliche Bedenken prüfen lassen", false],
      ["Freigabe durch den Vorstand", false],
    ],
    comments: [
      ["extra0", "Aus Sicht der Hafenbahnen ist Alternative B deutlich besser, Absatz 2b sollte an erster Stelle stehen."],
      ["management", "Danke, ich stelle das in der AG-Sitzung am Donnerstag zur Diskussion."],
    ],
  },
  {
    project: "regulation",
    title: "Anhörung im Verkehrsausschuss vorbereiten",
    status: "offen",
    priority: 3,
    due: 19,
    assignees: ["board", "management"],
    labels: ["aeg", "bundestag"],
  },
  {
    project: "regulation",
    title: "Eisenbahnregulierungsgesetz: Entgeltgrundsätze für NE-Bahnen prüfen",
    status: "offen",
    priority: 2,
    due: 60,
    assignees: ["extra1"],
    labels: ["regulierung"],
  },
  {
    project: "regulation",
    title: "Musterstellungnahme Stilllegungsverfahren (§ 11 AEG) überarbeiten",
    status: "offen",
    priority: 1,
    due: null,
    assignees: [],
    labels: ["aeg"],
  },

  {
    project: "funding",
    title: "Förderantrag Gleisanschlussförderung einreichen",
    description: "Sammelantrag für drei Mitgliedsunternehmen. Einreichung beim Eisenbahn-Bundesamt, Unterlagen vollständig?",
    status: "in_arbeit",
    priority: 4,
    due: 1,
    assignees: ["extra3", "board"],
    labels: ["foerderung", "frist"],
    checklist: [
      ["Kostenschätzungen der Mitglieder einholen", true],
      ["Antragsformular ausfüllen", true],
      ["Unterschriften einholen", false],
    ],
  },
  {
    project: "funding",
    title: "Verwendungsnachweis Förderprojekt Industriestammgleis Süd",
    status: "offen",
    priority: 3,
    due: -9,
    assignees: ["extra3"],
    labels: ["foerderung", "nachweis"],
  },
  {
    project: "funding",
    title: "Übersicht Förderprogramme Bund und Länder aktualisieren",
    status: "offen",
    priority: 2,
    due: 28,
    assignees: ["extra4"],
    labels: ["foerderung"],
  },
  {
    project: "funding",
    title: "Förderantrag Digitalisierung Stellwerke (Länderprogramm) vorbereiten",
    status: "offen",
    priority: 2,
    due: 75,
    assignees: ["extra1", "extra3"],
    labels: ["foerderung", "digitalisierung"],
  },

  {
    project: "press",
    title: "Pressemitteilung zur Stellungnahme § 23 AEG",
    status: "offen",
    priority: 3,
    due: 8,
    assignees: ["extra5"],
    labels: ["presse", "aeg"],
  },
  {
    project: "press",
    title: "Fotos des Vorstands für die Website aktualisieren",
    status: "offen",
    priority: 1,
    due: 35,
    assignees: ["admin"],
    labels: ["website"],
  },
  {
    project: "press",
    title: "Parlamentarischer Abend im Frühjahr planen",
    status: "wartet",
    priority: 2,
    due: 90,
    assignees: ["management", "board"],
    labels: ["veranstaltung"],
  },
  { project: "press", title: "Newsletter-Anmeldung auf der Website prüfen", status: "verworfen", priority: 1, due: null, assignees: [], labels: ["website"] },
];

/** Past work for the analytics (closed tasks over the last year), by project. */
export const HISTORY_TITLES: Record<string, readonly string[]> = {
  office: [
    "Mitgliederrundschreiben versenden",
    "Beitragsrechnungen versenden",
    "Protokoll der AG-Sitzung verteilen",
    "Neues Mitglied begrüßen",
    "Adressliste bereinigen",
  ],
  assembly: ["Protokoll der Mitgliederversammlung veröffentlichen", "Teilnehmerliste vorbereiten", "Raum buchen"],
  board: ["Vorstandssitzung vorbereiten", "Budgetabweichungen prüfen", "Versicherungen überprüfen"],
  regulation: ["Referentenentwurf auswerten", "Stellungnahme einreichen", "Gespräch im BMV vorbereiten", "Positionspapier aktualisieren"],
  funding: ["Förderaufruf prüfen", "Mitglieder zu Förderfristen informieren", "Förderantrag einreichen"],
  press: ["Pressemitteilung veröffentlichen", "Website-Texte aktualisieren", "Presseanfrage beantworten"],
};
