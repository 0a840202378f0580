/** What each role opens (SPEC section 6), shown next to the checkboxes so an administrator knows what they grant. */
import type { Role } from "#shared/roles.ts";

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "Alles, auch Benutzerverwaltung, System, Audit, Sicherheit und Abstimmungen.",
  geschaeftsfuehrung: "Mitgliederverwaltung, Anträge, CRM und Finanzen.",
  vorstand: "Mitgliederverwaltung, Anträge, CRM und Finanzen.",
  mitglied: "Diskussionen, Aufgaben, Dokumente und Politik-Tools.",
};
