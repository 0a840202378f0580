-- Reports that read a year of data (the analytics, the lobby register report) are computed once
-- and kept here with the time they were computed (issue 27, ADR 250): a request within the hour
-- is answered from the snapshot and the screen shows its age ("Stand"); the scheduled job
-- refreshes the usual ranges every hour. Only what the report answers is stored (sums, and for
-- the lobby report the association's own positions and procedures), never personal data beyond it.
CREATE TABLE report_snapshots (
  report text NOT NULL CHECK (report ~ '^[a-z][a-z0-9_.-]{1,40}$'),
  -- The report's parameters, e.g. "2025-12-01..2026-11-27" or "2026".
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  computed_at timestamptz NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (report, key)
);
CREATE INDEX report_snapshots_computed_idx ON report_snapshots (computed_at);
