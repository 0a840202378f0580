/**
 * Who may open a document, as people read it. A document's read roles are one of these choices
 * (the role hierarchy makes "Vorstand" include management and administration).
 */
import { hasAnyRole, type Role } from "#shared/roles.ts";

export interface AccessChoice {
  value: string;
  roles: Role[];
  label: string;
  badge: string | null;
}

export const ACCESS_CHOICES: readonly AccessChoice[] = [
  { value: "all", roles: [], label: "Alle angemeldeten Nutzerinnen und Nutzer", badge: null },
  { value: "vorstand", roles: ["vorstand"], label: "Nur Vorstand, Geschäftsführung und Administration", badge: "Nur Vorstand" },
  { value: "geschaeftsfuehrung", roles: ["geschaeftsfuehrung"], label: "Nur Geschäftsführung und Administration", badge: "Nur Geschäftsführung" },
  { value: "admin", roles: ["admin"], label: "Nur Administration", badge: "Nur Administration" },
];

export function choiceFor(readRoles: readonly Role[]): AccessChoice {
  return (
    ACCESS_CHOICES.find((choice) => choice.roles.length === readRoles.length && choice.roles.every((role) => readRoles.includes(role))) ?? {
      value: "custom",
      roles: [...readRoles],
      label: "Eingeschränkt",
      badge: "Eingeschränkt",
    }
  );
}

/** The choices a person may give: only roles they hold themselves (nobody locks themselves out). */
export function choicesFor(held: readonly Role[]): AccessChoice[] {
  return ACCESS_CHOICES.filter((choice) => hasAnyRole(held, choice.roles));
}
