/**
 * How a person is named and referred to across modules (issue 24: one of each). Server code that
 * names people in SQL builds the same text (first and last name, else the e-mail address).
 */
import { z } from "zod";

/** A reference to a person in an API answer: the id and the name to show. */
export const personRefSchema = z.strictObject({ id: z.string(), name: z.string() });
export type PersonRef = z.output<typeof personRefSchema>;

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** "Vera Echt"; the e-mail address when no name is known; `fallback` when neither is. */
export function displayName(person: NamedPerson, fallback = ""): string {
  return [person.firstName, person.lastName].filter(Boolean).join(" ") || person.email || fallback;
}
