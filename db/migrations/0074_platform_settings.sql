-- Issue 10: settings administrators change at run time (first: whether strangers may sign up).
CREATE TABLE platform_settings (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_.]{0,79}$'),
  value jsonb NOT NULL,
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
