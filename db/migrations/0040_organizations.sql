-- Organisations known to the association: member companies and every other organisation the CRM
-- tracks (ministries, parliament groups, press, partner associations). One row per organisation,
-- so a member company and its CRM record are the same record (issue 5).
CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL DEFAULT 'other'
    CHECK (kind IN ('member_company', 'politics', 'ministry', 'authority', 'press', 'partner_association', 'company', 'other')),
  legal_form text,
  street text,
  postal_code text,
  city text,
  state text,
  website text,
  phone text,
  email text,
  tags text[] NOT NULL DEFAULT '{}',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX organizations_kind_idx ON organizations (kind);
CREATE INDEX organizations_name_idx ON organizations (lower(name));
