/**
 * The endpoints `npm run bench:api` measures. Each target describes one request; later issues add
 * theirs here (e.g. authenticated list endpoints with a bearer header from their own setup).
 */
import { randomInt } from "node:crypto";

export interface ApiTarget {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
  /** Headers per request; called for every request so a target can vary the client. */
  headers?: () => Record<string, string>;
  /** Status codes that count as the expected answer (others are reported as errors). */
  expect: number[];
  /** The p95 target for this endpoint (printed as "p95 ok" or "OVER"). */
  p95TargetMs?: number;
}

const nextYear = new Date().getUTCFullYear() + 1;
const randomClient = () => ({ "x-nf-client-connection-ip": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}` });

export const application = {
  company_name: "Bench Hafenbahn GmbH",
  legal_form: "GmbH",
  employee_count: 12,
  street: "Hafenstraße 1",
  postal_code: "06108",
  city: "Halle (Saale)",
  state: "Sachsen-Anhalt",
  phone: "+49 345 123456",
  email: "bench@hafenbahn.example",
  website: null,
  representative_salutation: "herr",
  representative_title: null,
  representative_firstname: "Max",
  representative_lastname: "Mustermann",
  representative_position: "Geschäftsführer",
  representative_email: "max@hafenbahn.example",
  representative_phone: null,
  infrastructure_types: ["schienenwege", "sonstige", "sonstige: Seilbahn"],
  track_length: 12.5,
  desired_entry_date: `${nextYear}-01-01`,
  referral_source: "Empfehlung",
};

const contactMessage = { name: "Max Mustermann", email: "max@example.org", organization: "", subject: "fachfragen", message: "Eine Frage zur Mitgliedschaft im Verband.", hp: "" };

export const targets: ApiTarget[] = [
  { name: "POST /api/membership-applications", method: "POST", path: "/api/membership-applications", body: () => application, headers: randomClient, expect: [201] },
  { name: "POST /api/contact-email (many clients)", method: "POST", path: "/api/contact-email", body: () => contactMessage, headers: randomClient, expect: [200] },
  // One client: after 5 messages every request is answered by the rate limit (still one DB write).
  { name: "POST /api/contact-email (one client, 429)", method: "POST", path: "/api/contact-email", body: () => contactMessage, headers: () => ({ "x-nf-client-connection-ip": "10.0.0.1" }), expect: [200, 429] },
  { name: "GET /api/sentry-config", method: "GET", path: "/api/sentry-config", expect: [200] },
];
