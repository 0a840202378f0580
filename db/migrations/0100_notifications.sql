-- Notifications (issue 11): one row per recipient. Unread rows have a partial index so the badge
-- count never scans read history; dedupe_key makes "at most one per key" (e.g. one reminder per
-- task and day) a database guarantee.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  body text CHECK (length(body) <= 2000),
  link text NOT NULL CHECK (link ~ '^/[^/]' AND length(link) <= 500),
  actor_id text REFERENCES profiles (id) ON DELETE SET NULL,
  dedupe_key text CHECK (length(dedupe_key) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, created_at DESC) WHERE read_at IS NULL;
CREATE UNIQUE INDEX notifications_user_dedupe_key ON notifications (user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
