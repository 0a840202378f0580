/**
 * Finances at the scale for `npm run bench:api`: 300 member companies with ten fiscal
 * years of fee invoices (3,000 invoices, a tenth of them open and overdue), measured on the
 * invoice list (first page, a keyset page, search), the overdue list and the treasurer's report.
 */
import type { ModuleBench } from "../module-bench.ts";

const MEMBERS = 300;
const YEARS = 10;
const FIRST_YEAR = 2016;

export const bench: ModuleBench = {
  module: "finances",
  async seed({ database }) {
    await database.execScript(`
      INSERT INTO organizations (id, name, kind, street, postal_code, city, email)
      SELECT ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Bench Gleisbetrieb ' || g || ' GmbH', 'member_company', 'Gleisweg ' || g, '10115', 'Berlin', 'rechnung' || g || '@example.org'
      FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING;
      INSERT INTO memberships (id, organization_id, membership_class, entry_date, track_length_km)
      SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, CASE WHEN g % 10 = 0 THEN 'supporting' ELSE 'ordinary' END, '${FIRST_YEAR - 1}-01-01', (g % 90)::numeric
      FROM generate_series(1, ${MEMBERS}) g ON CONFLICT DO NOTHING;
      INSERT INTO finance_invoices (number, number_year, number_sequence, kind, membership_id, fiscal_year, membership_class, issue_date, due_date, net_cents, tax_cents, gross_cents, document, paid_cents)
      SELECT y || '-' || lpad(g::text, 4, '0'), y, g, 'invoice', ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, y, CASE WHEN g % 10 = 0 THEN 'supporting' ELSE 'ordinary' END,
             make_date(y, 1, 15), make_date(y, 2, 14), 120000, 0, 120000, '{"kind":"invoice"}'::jsonb, CASE WHEN (g + y) % 10 = 0 THEN 0 ELSE 120000 END
      FROM generate_series(${FIRST_YEAR}, ${FIRST_YEAR + YEARS - 1}) y, generate_series(1, ${MEMBERS}) g
      ON CONFLICT DO NOTHING;
      INSERT INTO finance_invoice_counters (year, last_number) SELECT y, ${MEMBERS} FROM generate_series(${FIRST_YEAR}, ${FIRST_YEAR + YEARS - 1}) y ON CONFLICT DO NOTHING;
    `);
  },
  async targets({ baseUrl, header }) {
    const base = "/api/back-office/finances";
    const first = await fetch(`${baseUrl}${base}/invoices?pageSize=25`, { headers: header() });
    const { nextCursor } = (await first.json()) as { nextCursor: string | null };
    return [
      { name: "finances: invoices, page 1", method: "GET", path: `${base}/invoices?pageSize=25`, headers: header, expect: [200], p95TargetMs: 50 },
      { name: "finances: invoices, next page by cursor", method: "GET", path: `${base}/invoices?pageSize=25&page=2&cursor=${nextCursor}`, headers: header, expect: [200], p95TargetMs: 50 },
      { name: "finances: invoices, search", method: "GET", path: `${base}/invoices?pageSize=25&q=Gleisbetrieb%2017`, headers: header, expect: [200], p95TargetMs: 50 },
      { name: "finances: overdue list", method: "GET", path: `${base}/invoices?pageSize=25&overdue=1&sort=due_date&dir=asc`, headers: header, expect: [200], p95TargetMs: 50 },
      { name: "finances: treasurer's report", method: "GET", path: `${base}/reports/${FIRST_YEAR + YEARS - 1}`, headers: header, expect: [200], p95TargetMs: 200 },
    ];
  },
};
