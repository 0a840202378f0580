/** A valid membership application payload; tests override single fields. */
import type { ApplicationPayload } from "#modules/membership-applications/schema/application.ts";

export function validApplication(overrides: Partial<Record<keyof ApplicationPayload, unknown>> = {}): Record<string, unknown> {
  const nextYear = new Date().getUTCFullYear() + 1;
  return {
    company_name: `Hafenbahn Test GmbH ${crypto.randomUUID().slice(0, 8)}`,
    legal_form: "GmbH",
    employee_count: 42,
    street: "Hafenstraße 1",
    postal_code: "06108",
    city: "Halle (Saale)",
    state: "Sachsen-Anhalt",
    phone: "+49 345 123456",
    email: "info@hafenbahn.example",
    website: null,
    representative_salutation: "frau",
    representative_title: null,
    representative_firstname: "Erika",
    representative_lastname: "Mustermann",
    representative_position: "Geschäftsführerin",
    representative_email: "erika.mustermann@hafenbahn.example",
    representative_phone: null,
    infrastructure_types: ["schienenwege", "industriestammgleise"],
    track_length: null,
    desired_entry_date: `${nextYear}-01-01`,
    referral_source: null,
    ...overrides,
  };
}
