-- Local identity provider (used when Clerk is not configured): identities with scrypt password
-- hashes, e-mail confirmation tokens, cookie sessions and failed sign-in attempts.
-- Secrets (confirmation tokens, session cookies) are stored only as SHA-256 hashes.
CREATE TABLE auth_users (
  id text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_users_email_key ON auth_users (email);

CREATE TABLE auth_email_verifications (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  redirect_path text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_email_verifications_user_idx ON auth_email_verifications (user_id, created_at DESC);

CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_active_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  user_agent text,
  ip_hash text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- One row per counted attempt (failed sign-in, or sign-up per client). A request first inserts its
-- row and then counts the window, so parallel requests cannot all slip under the limit.
CREATE TABLE auth_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('sign_in_account', 'sign_in_client', 'sign_up_client')),
  key_hash text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_key_idx ON auth_attempts (scope, key_hash, attempted_at);
