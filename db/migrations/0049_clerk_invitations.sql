-- Invitations of people who have no account yet, when Clerk is the identity provider. With the
-- local provider an invitation creates the (unconfirmed) account at once; Clerk creates accounts
-- itself, so the roles and the member organisation chosen by the inviter wait here until the
-- invited person's first verified request (src/server/auth/clerk-profile.ts) claims the row.
CREATE TABLE clerk_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  first_name text,
  last_name text,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied']::text[]),
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  invited_by text REFERENCES profiles (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id text,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- At most one open invitation per address; accepted and revoked ones stay as history.
CREATE UNIQUE INDEX clerk_invitations_open_email_key ON clerk_invitations (email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Clerk's invitation API is called through the outbox, so an invitation is sent if and only if
-- the row that grants its roles was committed (retried with backoff like mails and webhooks).
ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN ('email', 'webhook', 'clerk_invitation'));
