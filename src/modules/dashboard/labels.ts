/** The dashboards' section titles (one source for the screens and the hyphenation table). */
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
