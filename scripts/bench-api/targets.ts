/**
 * The endpoints `npm run bench:api` measures. Each target describes one request; later issues add
 * theirs here (e.g. authenticated list endpoints with a bearer header from their own setup).
 */
import { randomInt } from "node:crypto";

/**
 * What a target is, and so its bar (issue 27): every list (and single record) p95 < 50 ms, every
 * search < 100 ms, every report < 300 ms, at 10 connections on Postgres. Form submissions get the
 * bench's own 100 ms (the issues set none).
 */
export type TargetKind = "list" | "search" | "report" | "write";
export const KIND_BARS: Record<TargetKind, number> = { list: 50, search: 100, report: 300, write: 100 };

/**
 * The p95 bar of a target: its own where an issue set a stricter one, else its kind's; null for a
 * target measured for comparison only (`withoutBar`).
 */
export function barOf(target: Pick<ApiTarget, "kind" | "p95TargetMs" | "method" | "withoutBar">): number | null {
  if (target.withoutBar) return null;
  return target.p95TargetMs ?? KIND_BARS[target.kind ?? (target.method === "GET" ? "list" : "write")];
}

export interface ApiTarget {
  name: string;
  /** list (default for GET), search, report or write (default for POST); sets the bar. */
  kind?: TargetKind;
  /** The module the target belongs to (filled in by the bench from the module file). */
  module?: string;
  method: "GET" | "POST";
  path: string;
  body?: () => unknown;
  /** Headers per request; called for every request so a target can vary the client. */
  headers?: () => Record<string, string>;
  /** Status codes that count as the expected answer (others are reported as errors). */
  expect: number[];
  /** An issue's stricter p95 bar for this endpoint, instead of its kind's. */
  p95TargetMs?: number;
  /**
   * Why the target has no bar (printed as the verdict "no bar (…)"): measured for comparison, as
   * the members' page by OFFSET that the issue keeps out of every screen ("API only").
   */
  withoutBar?: string;
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

const contactMessage = {
  name: "Max Mustermann",
  email: "max@example.org",
  organization: "",
  subject: "fachfragen",
  message: "Eine Frage zur Mitgliedschaft im Verband.",
  hp: "",
};

/** The public forms (module "forms" for BENCH_MODULES). */
export const targets: ApiTarget[] = [
  {
    name: "POST /api/membership-applications",
    kind: "write",
    method: "POST",
    path: "/api/membership-applications",
    body: () => application,
    headers: randomClient,
    expect: [201],
  },
  {
    name: "POST /api/contact-email (many clients)",
    kind: "write",
    method: "POST",
    path: "/api/contact-email",
    body: () => contactMessage,
    headers: randomClient,
    expect: [200],
  },
  // One client: after 5 messages every request is answered by the rate limit (still one DB write).
  {
    name: "POST /api/contact-email (one client, 429)",
    kind: "write",
    method: "POST",
    path: "/api/contact-email",
    body: () => contactMessage,
    headers: () => ({ "x-nf-client-connection-ip": "10.0.0.1" }),
    expect: [200, 429],
  },
  { name: "GET /api/sentry-config", kind: "list", method: "GET", path: "/api/sentry-config", expect: [200] },
].map((t) => ({ ...t, module: "forms" }) as ApiTarget);
