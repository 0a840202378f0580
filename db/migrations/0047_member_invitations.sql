-- Invitations of member representatives to the internal area (issue 5): created on approval of an
-- application (or by an administrator). Locally the invitation carries a single-use token (stored
-- as SHA-256 only) with which the invitee sets a password; with Clerk, Clerk's invitation id.
CREATE TABLE member_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  user_id text,
  provider text NOT NULL CHECK (provider IN ('local', 'clerk')),
  token_hash text UNIQUE,
  clerk_invitation_id text,
  invited_by text,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_invitations_organization_idx ON member_invitations (organization_id, created_at DESC);
CREATE INDEX member_invitations_email_idx ON member_invitations (email);
