-- Issue 18 (ADR 181, 182). Security center: what the session manager, the session policy, the
-- new-device mails, the sign-in history and the incident register need.

-- The session manager shows where a session was opened. The row (and so the address) is deleted
-- 30 days after the session ended (src/platform/auth/local/prune.ts).
ALTER TABLE auth_sessions ADD COLUMN client_ip text;
CREATE INDEX auth_sessions_user_active_idx ON auth_sessions (user_id, last_active_at DESC) WHERE revoked_at IS NULL;

-- One row: the cap on concurrent sessions per user and whether new-device mails go out.
CREATE TABLE auth_session_policy (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  max_sessions_per_user integer NOT NULL DEFAULT 10 CHECK (max_sessions_per_user BETWEEN 1 AND 50),
  new_device_mail boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);
INSERT INTO auth_session_policy (id) VALUES (1);

-- The devices (browser, operating system, device type) a user has signed in from.
CREATE TABLE auth_known_devices (
  user_id text NOT NULL,
  fingerprint text NOT NULL CHECK (length(fingerprint) <= 200),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, fingerprint)
);

-- Every sign-in at the local identity provider with its outcome: failed sign-ins and locked
-- accounts of the security center. Security log: deleted after twelve months (privacy notice).
CREATE TABLE auth_sign_in_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  outcome text NOT NULL CHECK (outcome IN ('success', 'wrong_password', 'unknown_account', 'throttled', 'locked', 'unverified', 'invalid')),
  email text CHECK (length(email) <= 320),
  user_id text,
  client_ip text,
  user_agent text
);
CREATE INDEX auth_sign_in_events_occurred_idx ON auth_sign_in_events (occurred_at DESC);
CREATE INDEX auth_sign_in_events_outcome_idx ON auth_sign_in_events (outcome, occurred_at DESC);

-- Security incidents (GDPR Art. 33: 72 hours from awareness to the report to the authority when
-- personal data is affected).
CREATE TABLE security_incidents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 3 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high', 'critical')),
  status text NOT NULL DEFAULT 'reported' CHECK (status IN ('reported', 'investigating', 'contained', 'resolved', 'closed')),
  personal_data_affected boolean NOT NULL DEFAULT false,
  affected_data text NOT NULL DEFAULT '' CHECK (length(affected_data) <= 2000),
  affected_people integer CHECK (affected_people >= 0),
  discovered_at timestamptz NOT NULL,
  authority_notified_at timestamptz,
  authority_reference text CHECK (length(authority_reference) <= 200),
  responsible_user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX security_incidents_discovered_idx ON security_incidents (discovered_at DESC, id DESC);
CREATE INDEX security_incidents_status_idx ON security_incidents (status, discovered_at DESC);

CREATE TABLE security_incident_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES security_incidents (id) ON DELETE CASCADE,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('created', 'note', 'status', 'updated', 'linked', 'unlinked', 'authority_notified')),
  text text NOT NULL CHECK (length(text) <= 5000)
);
CREATE INDEX security_incident_events_incident_idx ON security_incident_events (incident_id, occurred_at);

-- Links to records of other modules (tasks above all), generic: module, id, label.
CREATE TABLE security_incident_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  incident_id uuid NOT NULL REFERENCES security_incidents (id) ON DELETE CASCADE,
  target_module text NOT NULL CHECK (target_module ~ '^[a-z][a-z0-9-]{1,39}$'),
  target_id text NOT NULL CHECK (length(target_id) BETWEEN 1 AND 100),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (incident_id, target_module, target_id)
);
