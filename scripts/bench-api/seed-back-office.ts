/**
 * Seeds a bench data folder (DATA_DIR) before serve.ts opens it: 10,000 membership applications,
 * 10,000 member organisations with memberships, and an administrator with a session. Prints
 * {"userId","sessionId","seeded"} as the last line (seeded: what each module's bench seed returned); the bench mints 60 s tokens for that session itself
 * (the signing key lives in DATA_DIR/auth-keys/). Run as its own process: PGlite allows one.
 * With DATABASE_URL the rows go into that database: point it at a throwaway one.
 */
import { closeDatabase, getDatabase } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { createSession } from "#platform/auth/local/sessions.ts";
import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import type { Role } from "#shared/roles.ts";
import { loadModuleBenches } from "./module-bench.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const states = `ARRAY[${GERMAN_STATES.map((s) => `'${s}'`).join(",")}]`;

const database = await getDatabase();
await database.execScript(`
  INSERT INTO membership_applications (company_name, legal_form, employee_count, street, postal_code, city, state, phone, email,
    representative_salutation, representative_firstname, representative_lastname, representative_position, representative_email,
    infrastructure_types, track_length, desired_entry_date, status, created_at)
  SELECT 'Bench Bahn ' || g || ' GmbH', 'GmbH', 1 + g % 500, 'Gleisweg ' || g, lpad((10000 + g % 89999)::text, 5, '0'), 'Stadt ' || (g % 300),
    (${states})[1 + g % 16], '+49 30 ' || g, 'info' || g || '@bench.example', 'herr', 'Max', 'Muster' || g, 'Geschäftsführer',
    'max' || g || '@bench.example', ARRAY['schienenwege'], (g % 900) / 10.0, DATE '2030-01-01' + (g % 365),
    (ARRAY['pending','in_review','withdrawn','pending'])[1 + g % 4], now() - (g || ' minutes')::interval
  FROM generate_series(1, ${ROWS}) AS g;

  WITH orgs AS (
    INSERT INTO organizations (name, kind, legal_form, city, state, email)
    SELECT 'Bench Infrastruktur ' || g || ' GmbH', 'member_company', 'GmbH', 'Stadt ' || (g % 300), (${states})[1 + g % 16], 'kontakt' || g || '@bench.example'
    FROM generate_series(1, ${ROWS}) AS g
    RETURNING id, name
  )
  INSERT INTO memberships (organization_id, membership_class, status, entry_date, track_length_km, infrastructure_types)
  SELECT id, (ARRAY['ordinary','ordinary','supporting','honorary'])[1 + abs(hashtext(name)) % 4], 'active',
    DATE '2025-01-01' + abs(hashtext(name)) % 300, (abs(hashtext(name)) % 2000) / 10.0, ARRAY['schienenwege']
  FROM orgs;
`);
// What autovacuum does on Postgres shortly after a bulk load (statistics and the visibility map,
// which lets counts read an index instead of the table); PGlite has no autovacuum, so a
// long-running embedded database needs the same from time to time. Its own statement: VACUUM
// cannot run inside the implicit transaction of a multi-statement script.
await database.execScript("VACUUM ANALYZE;");
const admin = await createUser({ email: "bench-admin@example.org", roles: ["admin"] });
const { session } = await createSession({ userId: admin.id });
// Each module's own bench data (scripts/bench-api/modules/); what a seed returns goes to its targets.
const seeded: Record<string, Record<string, unknown>> = {};
for (const bench of await loadModuleBenches()) {
  if (!bench.seed) continue;
  const started = Date.now();
  seeded[bench.module] =
    (await bench.seed({
      database,
      adminUserId: admin.id,
      createUser: async (roles) => {
        const user = await createUser({ roles: roles as Role[] });
        return { userId: user.id, sessionId: (await createSession({ userId: user.id })).session.id };
      },
    })) ?? {};
  console.error(`bench seed ${bench.module}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await database.execScript("VACUUM ANALYZE;");
await closeDatabase();
console.log(JSON.stringify({ userId: admin.id, sessionId: session.id, seeded }));
