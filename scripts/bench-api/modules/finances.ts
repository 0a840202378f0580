/**
 * Finances at the scale for `npm run bench:api`: 300 member companies with ten fiscal
 * years of fee invoices (3,000 invoices, a tenth of them open and overdue), 3,000 mandates (one
 * active per member, the rest revoked), 240 collection runs and 120 bank statements with 6,000
 * lines (a tenth in review), measured on the invoice list (first page, a keyset page, search),
 * the overdue list, the treasurer's report and the keyset pages of mandates, collection runs and
 * the review queue.
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
      INSERT INTO finance_mandates (membership_id, reference, scheme, signed_on, debtor_name, iban, status, revoked_on)
      SELECT ('00000000-0000-4000-9000-' || lpad(g::text, 12, '0'))::uuid, 'BENCH-' || g || '-' || v, CASE WHEN g % 3 = 0 THEN 'CORE' ELSE 'B2B' END, make_date(${FIRST_YEAR}, 1, 1) + v, 'Bench Gleisbetrieb ' || g || ' GmbH', 'DE89370400440532013000',
             CASE WHEN v = ${YEARS} THEN 'active' ELSE 'revoked' END, CASE WHEN v = ${YEARS} THEN NULL ELSE make_date(${FIRST_YEAR}, 1, 1) + v + 300 END
      FROM generate_series(1, ${MEMBERS}) g, generate_series(1, ${YEARS}) v ON CONFLICT DO NOTHING;
      INSERT INTO finance_collection_runs (message_id, scheme, collection_date, transactions, control_sum_cents, xml, created_at)
      SELECT 'BENCH-' || m || '-' || s, s, make_date(${FIRST_YEAR}, 1, 1) + m * 15, 100, 12000000, '<Document/>', make_date(${FIRST_YEAR}, 1, 1) + m * 15
      FROM generate_series(1, 120) m, (VALUES ('CORE'), ('B2B')) AS schemes(s) ON CONFLICT DO NOTHING;
      INSERT INTO finance_bank_statements (id, account_iban, statement_id, message_id, format, lines, imported_at)
      SELECT ('00000000-0000-4000-a000-' || lpad(s::text, 12, '0'))::uuid, 'DE45100900001234567890', 'BENCH-' || s, 'BENCH-' || s, 'camt.053.001.08', 50, make_date(${FIRST_YEAR}, 1, 1) + s * 30
      FROM generate_series(1, 120) s ON CONFLICT DO NOTHING;
      INSERT INTO finance_statement_lines (statement_id, account_iban, line_key, booking_date, amount_cents, direction, kind, remittance, outcome)
      SELECT ('00000000-0000-4000-a000-' || lpad(s::text, 12, '0'))::uuid, 'DE45100900001234567890', 'BENCH-' || s || '-' || l, make_date(${FIRST_YEAR}, 1, 1) + s * 30 + l % 5, 1000 + l, 'credit', 'incoming_transfer', 'Bench ' || s || ' ' || l,
             CASE WHEN l % 10 = 0 THEN 'review' ELSE 'booked' END
      FROM generate_series(1, 120) s, generate_series(1, 50) l ON CONFLICT DO NOTHING;
    `);
  },
  async targets({ baseUrl, header }) {
    const base = "/api/finances";
    const first = await fetch(`${baseUrl}${base}/invoices?pageSize=25`, { headers: header() });
    const { nextCursor } = (await first.json()) as { nextCursor: string | null };
    const cursorOf = async (path: string) =>
      ((await (await fetch(`${baseUrl}${base}${path}`, { headers: header() })).json()) as { nextCursor: string | null }).nextCursor;
    const mandatesCursor = await cursorOf("/mandates?pageSize=25");
    const runsCursor = await cursorOf("/collection-runs?pageSize=25");
    const reviewCursor = await cursorOf("/statement-lines?outcome=review&pageSize=25");
    return [
      { kind: "list", name: "finances: mandates, page 1", method: "GET", path: `${base}/mandates?pageSize=25`, headers: header, expect: [200] },
      {
        kind: "list",
        name: "finances: mandates, next page by cursor",
        method: "GET",
        path: `${base}/mandates?pageSize=25&page=2&cursor=${mandatesCursor}`,
        headers: header,
        expect: [200],
      },
      {
        kind: "list",
        name: "finances: collection runs, next page by cursor",
        method: "GET",
        path: `${base}/collection-runs?pageSize=25&page=2&cursor=${runsCursor}`,
        headers: header,
        expect: [200],
      },
      {
        kind: "list",
        name: "finances: statement lines in review, next page by cursor",
        method: "GET",
        path: `${base}/statement-lines?outcome=review&pageSize=25&page=2&cursor=${reviewCursor}`,
        headers: header,
        expect: [200],
      },
      { kind: "list", name: "finances: bank statements, page 1", method: "GET", path: `${base}/statements?pageSize=25`, headers: header, expect: [200] },
      { kind: "list", name: "finances: invoices, page 1", method: "GET", path: `${base}/invoices?pageSize=25`, headers: header, expect: [200] },
      {
        kind: "list",
        name: "finances: invoices, next page by cursor",
        method: "GET",
        path: `${base}/invoices?pageSize=25&page=2&cursor=${nextCursor}`,
        headers: header,
        expect: [200],
      },
      {
        name: "finances: invoices, search",
        kind: "search",
        method: "GET",
        path: `${base}/invoices?pageSize=25&q=Gleisbetrieb%2017`,
        headers: header,
        expect: [200],
      },
      {
        kind: "list",
        name: "finances: overdue list",
        method: "GET",
        path: `${base}/invoices?pageSize=25&overdue=1&sort=due_date&dir=asc`,
        headers: header,
        expect: [200],
      },
      {
        name: "finances: treasurer's report",
        kind: "report",
        method: "GET",
        path: `${base}/reports/${FIRST_YEAR + YEARS - 1}`,
        headers: header,
        expect: [200],
        p95TargetMs: 200,
      },
    ];
  },
};
