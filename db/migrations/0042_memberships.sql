-- Member register (issue 5). A membership belongs to exactly one organisation (0040), so a member
-- company and its CRM record stay one record. Former members keep their row (status resigned or
-- excluded with the dates that ended the membership): the register is a history, not a list of
-- current members.
CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL UNIQUE REFERENCES organizations (id) ON DELETE RESTRICT,
  membership_class text NOT NULL DEFAULT 'ordinary'
    CHECK (membership_class IN ('ordinary', 'supporting', 'honorary')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'resigned', 'excluded')),
  entry_date date NOT NULL,
  -- Written resignation: the day it reached the association; exit_date is computed from it.
  resignation_received_at date,
  exit_date date,
  -- Exclusion: the general assembly's decision date and the recorded reason.
  exclusion_decided_at date,
  exclusion_reason text,
  track_length_km numeric(8, 1) CHECK (track_length_km >= 0),
  infrastructure_types text[] NOT NULL DEFAULT '{}',
  employee_count integer CHECK (employee_count >= 0),
  -- The application this membership was admitted from (null for members entered by hand).
  application_id uuid UNIQUE REFERENCES membership_applications (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT memberships_resigned_has_dates
    CHECK (status <> 'resigned' OR (resignation_received_at IS NOT NULL AND exit_date IS NOT NULL)),
  CONSTRAINT memberships_excluded_has_decision
    CHECK (status <> 'excluded' OR (exclusion_decided_at IS NOT NULL AND exclusion_reason IS NOT NULL AND exit_date IS NOT NULL)),
  CONSTRAINT memberships_exit_after_entry CHECK (exit_date IS NULL OR exit_date >= entry_date)
);
CREATE INDEX memberships_status_class_idx ON memberships (status, membership_class);
CREATE INDEX memberships_entry_date_idx ON memberships (entry_date DESC);
CREATE INDEX organizations_state_idx ON organizations (state);

-- Contact people of a member organisation; exactly one of them may be the representative
-- (the person who signed the application and may represent the company commercially).
CREATE TABLE member_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  position text,
  email text,
  phone text,
  is_representative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_contacts_organization_idx ON member_contacts (organization_id);
CREATE UNIQUE INDEX member_contacts_one_representative_idx ON member_contacts (organization_id) WHERE is_representative;
