-- Interaction history: meetings, calls, letters, e-mails and events with a contact and/or an
-- organisation, with the date, a summary and the association's user who took part ("who").
CREATE TABLE crm_interactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('meeting', 'call', 'letter', 'email', 'event')),
  occurred_on date NOT NULL,
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 5000),
  user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  contact_id uuid REFERENCES crm_contacts (id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (contact_id IS NOT NULL OR organization_id IS NOT NULL)
);
CREATE INDEX crm_interactions_contact_idx ON crm_interactions (contact_id, occurred_on DESC);
CREATE INDEX crm_interactions_organization_idx ON crm_interactions (organization_id, occurred_on DESC);
