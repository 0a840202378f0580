-- CRM contact people (politicians, ministry staff, journalists, partner association staff, member
-- company staff). The organisation is the shared organizations row, so a member company's people
-- and its CRM record hang off one record. Tags are free text, normalised to lower case by the app.
CREATE TABLE crm_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  title text CHECK (length(title) <= 100),
  job_function text CHECK (length(job_function) <= 200),
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  email text CHECK (length(email) <= 254),
  phone text CHECK (length(phone) <= 50),
  tags text[] NOT NULL DEFAULT '{}',
  notes text CHECK (length(notes) <= 5000),
  follow_up_at date,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX crm_contacts_name_idx ON crm_contacts (lower(last_name), lower(first_name), id);
CREATE INDEX crm_contacts_organization_idx ON crm_contacts (organization_id);
CREATE INDEX crm_contacts_follow_up_idx ON crm_contacts (follow_up_at) WHERE follow_up_at IS NOT NULL;
CREATE INDEX crm_contacts_tags_idx ON crm_contacts USING gin (tags);
CREATE INDEX organizations_tags_idx ON organizations USING gin (tags);
