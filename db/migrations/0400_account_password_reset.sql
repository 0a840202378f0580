-- Accounts (issue 25): "Passwort vergessen?" with the local identity provider. A reset link is
-- single-use and expires; only the SHA-256 of its token is stored, so a copy of the database holds
-- no usable link. The requests are counted by the sign-in brake (auth_attempts) under two scopes of
-- their own, per client and per address, whether or not the address has an account.
CREATE TABLE auth_password_resets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_password_resets_user_idx ON auth_password_resets (user_id, created_at DESC);

ALTER TABLE auth_attempts DROP CONSTRAINT IF EXISTS auth_attempts_scope_check;
ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_scope_check
  CHECK (scope IN ('sign_in_account', 'sign_in_client', 'sign_in_pair', 'sign_up_client', 'password_reset_account', 'password_reset_client'));

-- The account's own changes in the user activity log (the profile page lists them).
INSERT INTO activity_types (name, module) VALUES
  ('password_changed', 'account'), ('password_reset', 'account'), ('profile_updated', 'account'), ('session_ended', 'account');
