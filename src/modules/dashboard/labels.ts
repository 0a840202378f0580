/** The dashboards' section titles and figure labels (one source for the screens and the hyphenation table). */
import type { SectionKey } from "./schema.ts";

export const SECTION_TITLES: Record<SectionKey, string> = {
  applications: "Mitgliedsanträge zur Entscheidung",
  tasks: "Meine Aufgaben",
  mentions: "Erwähnungen und Hinweise",
  threads: "Ungelesene Diskussionen",
  invoices: "Beitragsrechnungen Ihres Unternehmens",
  finances: "Überfällige Rechnungen",
  collections: "Lastschrifteinzüge in Bearbeitung",
  incidents: "Offene Sicherheitsvorfälle",
  assemblies: "Mitgliederversammlung",
};

/** The key figures' labels; narrow tiles break their long words at syllables (hyphenate). */
export const FIGURE_LABELS = {
  tasksOpen: "Offene Aufgaben",
  tasksOverdue: "Überfällig",
  tasksThisWeek: "Diese Woche fällig",
  threads: "Ungelesene Themen",
  members: "Mitglieder heute",
  votingMembers: "davon stimmberechtigt",
  applications: "Offene Anträge",
  overdue: "Überfällige Rechnungen",
  incidents: "Offene Sicherheitsvorfälle",
} as const;
