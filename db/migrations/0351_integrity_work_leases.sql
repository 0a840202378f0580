-- Issue 23 (ADR 241). Expensive requests (PDF, exports, searches, analytics) had no limit: eight
-- simultaneous PDF exports by one member kept the server busy for a minute. A request of such a
-- kind holds a lease while it runs; a person may hold only a few of one kind at once (counted
-- across function instances, like the rate-limit counters), and a lease a crashed instance never
-- gave back expires by itself.
CREATE TABLE work_leases (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subject text NOT NULL,
  cost text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX work_leases_subject_idx ON work_leases (subject, cost, id);
