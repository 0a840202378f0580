-- Issue 9 (ADR 008). Scheduled jobs: one row per job with its last run (the system screen shows
-- them, the scheduler claims a job by moving running_until forward), and a history of runs kept
-- for 30 days. Outbox kinds are channels registered in code now: the column keeps only a format.
CREATE TABLE job_state (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_.-]{0,79}$'),
  running_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_status text CHECK (last_status IN ('ok', 'failed')),
  last_result jsonb,
  last_error text
);

CREATE TABLE job_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('ok', 'failed')),
  result jsonb,
  error text
);
CREATE INDEX job_runs_name_started_idx ON job_runs (name, started_at DESC);

ALTER TABLE outbox DROP CONSTRAINT IF EXISTS outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind ~ '^[a-z][a-z0-9_.]{0,49}$');
