/** Test data for the review: a valid submitted application through the real submission service. */
import type { ApplicationPayload } from "../../schema/application.ts";
import { submitApplication } from "../submission-commands.ts";

export function applicationPayload(overrides: Partial<ApplicationPayload> = {}): ApplicationPayload {
  const unique = Math.random().toString(36).slice(2, 8);
  return {
    company_name: `Hafenbahn ${unique} GmbH`,
    legal_form: "GmbH",
    employee_count: 42,
    street: "Kaistraße 1",
    postal_code: "20457",
    city: "Hamburg",
    state: "Hamburg",
    phone: "+49 40 123456",
    email: `info-${unique}@hafenbahn.example`,
    website: null,
    representative_salutation: "frau",
    representative_title: "Dr.",
    representative_firstname: "Erika",
    representative_lastname: "Muster",
    representative_position: "Geschäftsführerin",
    representative_email: `erika-${unique}@hafenbahn.example`,
    representative_phone: null,
    infrastructure_types: ["schienenwege", "haefen_terminals"],
    track_length: 12.5,
    desired_entry_date: "2099-01-01",
    referral_source: "Empfehlung",
    ...overrides,
  };
}

export async function submittedApplication(overrides: Partial<ApplicationPayload> = {}): Promise<string> {
  return (await submitApplication(applicationPayload(overrides))).id;
}
