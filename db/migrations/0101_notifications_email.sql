-- Notification e-mails (issue 11): each user chooses per kind whether a notification is mailed at
-- once, collected into the daily digest, or not mailed (no row = the kind's default). A
-- notification remembers what its mail is waiting for: 'digest' rows are picked up by the daily
-- digest job (only while still unread) and then marked digested, so no item is mailed twice.
CREATE TABLE notification_preferences (
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$'),
  email text NOT NULL CHECK (email IN ('immediate', 'daily', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

ALTER TABLE notifications ADD COLUMN email text CHECK (email IN ('immediate', 'daily', 'off'));
ALTER TABLE notifications ADD COLUMN digested_at timestamptz;
-- The digest job's work list: waiting daily items only, so it never reads the whole history.
CREATE INDEX notifications_digest_due_idx ON notifications (user_id, created_at) WHERE email = 'daily' AND digested_at IS NULL;

-- The key that signs unsubscribe links (HMAC-SHA256). Generated here from the database's strong
-- random source (gen_random_uuid: 122 random bits each), so every installation has its own and a
-- link keeps working across deploys and function instances without any configuration.
CREATE TABLE notification_link_keys (
  id smallint PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL CHECK (length(secret) >= 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO notification_link_keys (id, secret) VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
