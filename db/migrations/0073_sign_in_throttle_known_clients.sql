-- Issue 10: sign-in throttling that an attacker cannot turn against the account's owner.
--   sign_in_pair   failures of one address from one client (IPv4 address or IPv6 /64): growing
--                  delays after five failures, so guessing from one client slows to a crawl
--   sign_in_client failures of one client for any address (guessing many accounts)
--   sign_in_account failures of one address from clients that never signed in to it before;
--                  clients and browsers that have (auth_known_clients) are never held back by it
ALTER TABLE auth_attempts DROP CONSTRAINT IF EXISTS auth_attempts_scope_check;
ALTER TABLE auth_attempts ADD CONSTRAINT auth_attempts_scope_check CHECK (scope IN ('sign_in_account', 'sign_in_client', 'sign_in_pair', 'sign_up_client'));

CREATE TABLE auth_known_clients (
  key_hash text PRIMARY KEY,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_known_clients_last_seen_idx ON auth_known_clients (last_seen_at);
