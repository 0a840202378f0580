-- Issue 9: which demo-data seeders have run on this database, so `npm run db:seed` is idempotent
-- (a second run changes nothing) and new modules' seeders run on an existing demo database.
CREATE TABLE seed_markers (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
