-- Political workbench (issue 17, ADR 171): legislative procedures with stages, dates and watchers;
-- positions with their version history; stakeholder facts and stances on CRM contacts; campaigns
-- with targets and actions; links to documents, press releases and tasks; lobby register figures.

CREATE TABLE political_procedures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  short_title text CHECK (length(short_title) <= 80),
  level text NOT NULL CHECK (level IN ('eu', 'bund', 'land')),
  land text CHECK (length(land) <= 40),
  stage text NOT NULL CHECK (stage IN ('referentenentwurf', 'kabinett', 'bundesrat_1', 'bundestag_1', 'ausschuss', 'bundestag_2_3', 'bundesrat_2', 'verkuendung', 'inkrafttreten')),
  stage_since date NOT NULL,
  printed_papers text[] NOT NULL DEFAULT '{}' CHECK (cardinality(printed_papers) <= 20),
  topic text CHECK (length(topic) <= 80),
  summary text CHECK (length(summary) <= 5000),
  responsible_id text REFERENCES profiles (id) ON DELETE SET NULL,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK ((level = 'land') = (land IS NOT NULL))
);
CREATE INDEX political_procedures_updated_idx ON political_procedures (updated_at DESC, id DESC);
CREATE INDEX political_procedures_title_idx ON political_procedures (lower(title), id);
CREATE INDEX political_procedures_stage_idx ON political_procedures (stage);

-- The stage history: with dates, actions and links it is the procedure's timeline.
CREATE TABLE political_stage_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  procedure_id uuid NOT NULL REFERENCES political_procedures (id) ON DELETE CASCADE,
  from_stage text,
  to_stage text NOT NULL,
  changed_on date NOT NULL,
  note text CHECK (length(note) <= 1000),
  changed_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX political_stage_changes_procedure_idx ON political_stage_changes (procedure_id, changed_on DESC);
CREATE INDEX political_stage_changes_changed_on_idx ON political_stage_changes (changed_on);

-- Hearings, readings, committee sessions and consultation deadlines; reminders start lead_days before.
CREATE TABLE political_procedure_dates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  procedure_id uuid NOT NULL REFERENCES political_procedures (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('consultation_deadline', 'hearing', 'reading', 'committee', 'other')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  due_on date NOT NULL,
  lead_days integer NOT NULL DEFAULT 7 CHECK (lead_days BETWEEN 0 AND 90),
  notes text CHECK (length(notes) <= 1000),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX political_procedure_dates_due_idx ON political_procedure_dates (due_on);
CREATE INDEX political_procedure_dates_procedure_idx ON political_procedure_dates (procedure_id, due_on);

CREATE TABLE political_procedure_watchers (
  procedure_id uuid NOT NULL REFERENCES political_procedures (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (procedure_id, user_id)
);

CREATE TABLE political_positions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  topic text NOT NULL CHECK (length(topic) BETWEEN 1 AND 80),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  summary text CHECK (length(summary) <= 1000),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 100000),
  status text NOT NULL CHECK (status IN ('entwurf', 'beschlossen', 'veroeffentlicht')),
  adopted_on date,
  adoption_reference text CHECK (length(adoption_reference) <= 300),
  public_path text CHECK (public_path ~ '^/[a-z0-9/-]{0,200}$'),
  demand_number integer UNIQUE CHECK (demand_number BETWEEN 1 AND 10),
  current_version integer NOT NULL DEFAULT 1,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (status = 'entwurf' OR (adopted_on IS NOT NULL AND adoption_reference IS NOT NULL))
);
CREATE INDEX political_positions_updated_idx ON political_positions (updated_at DESC, id DESC);
CREATE INDEX political_positions_title_idx ON political_positions (lower(title), id);
CREATE INDEX political_positions_status_idx ON political_positions (status);

-- Every save that changes text or status adds a version; history only grows.
CREATE TABLE political_position_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  position_id uuid NOT NULL REFERENCES political_positions (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  status text NOT NULL,
  title text NOT NULL,
  summary text,
  body text NOT NULL,
  change_note text CHECK (length(change_note) <= 500),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (position_id, number)
);

CREATE TABLE political_procedure_positions (
  procedure_id uuid NOT NULL REFERENCES political_procedures (id) ON DELETE CASCADE,
  position_id uuid NOT NULL REFERENCES political_positions (id) ON DELETE CASCADE,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (procedure_id, position_id)
);
CREATE INDEX political_procedure_positions_position_idx ON political_procedure_positions (position_id);

-- The political facts the CRM does not keep, per CRM contact (the institution is its organisation).
CREATE TABLE political_stakeholders (
  contact_id uuid PRIMARY KEY REFERENCES crm_contacts (id) ON DELETE CASCADE,
  institution_kind text NOT NULL CHECK (institution_kind IN ('bundestag', 'bundesregierung', 'bundesrat', 'landtag', 'landesregierung', 'eu', 'behoerde', 'kommune', 'verband', 'presse', 'sonstige')),
  party text CHECK (party IN ('cdu_csu', 'spd', 'gruene', 'afd', 'linke', 'fdp', 'bsw', 'fw', 'ssw', 'parteilos', 'sonstige')),
  committees text[] NOT NULL DEFAULT '{}' CHECK (cardinality(committees) <= 10),
  relationship_owner_id text REFERENCES profiles (id) ON DELETE SET NULL,
  notes text CHECK (length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX political_stakeholders_party_idx ON political_stakeholders (party);
CREATE INDEX political_stakeholders_institution_idx ON political_stakeholders (institution_kind);
CREATE INDEX political_stakeholders_committees_idx ON political_stakeholders USING gin (committees);
CREATE INDEX political_stakeholders_owner_idx ON political_stakeholders (relationship_owner_id);

CREATE TABLE political_stances (
  procedure_id uuid NOT NULL REFERENCES political_procedures (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL REFERENCES crm_contacts (id) ON DELETE CASCADE,
  stance text NOT NULL CHECK (stance IN ('unterstuetzend', 'offen', 'kritisch', 'unbekannt')),
  note text CHECK (length(note) <= 1000),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (procedure_id, contact_id)
);
CREATE INDEX political_stances_contact_idx ON political_stances (contact_id);

-- One campaign belongs to one procedure or one topic.
CREATE TABLE political_campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  goal text NOT NULL CHECK (length(goal) BETWEEN 1 AND 2000),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  procedure_id uuid REFERENCES political_procedures (id) ON DELETE RESTRICT,
  topic text CHECK (length(topic) BETWEEN 1 AND 80),
  owner_id text REFERENCES profiles (id) ON DELETE SET NULL,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (ends_on >= starts_on),
  CHECK (num_nonnulls(procedure_id, topic) = 1)
);
CREATE INDEX political_campaigns_updated_idx ON political_campaigns (updated_at DESC, id DESC);
CREATE INDEX political_campaigns_period_idx ON political_campaigns (starts_on, ends_on);
CREATE INDEX political_campaigns_procedure_idx ON political_campaigns (procedure_id);

CREATE TABLE political_campaign_targets (
  campaign_id uuid NOT NULL REFERENCES political_campaigns (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL REFERENCES crm_contacts (id) ON DELETE CASCADE,
  added_by text REFERENCES profiles (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, contact_id)
);
CREATE INDEX political_campaign_targets_contact_idx ON political_campaign_targets (contact_id);

CREATE TABLE political_actions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES political_campaigns (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('letter', 'meeting', 'event', 'press_release', 'call', 'email')),
  occurred_on date NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  notes text CHECK (length(notes) <= 5000),
  outcome text NOT NULL CHECK (outcome IN ('geplant', 'durchgefuehrt', 'antwort', 'gespraech', 'zusage', 'abgelehnt')),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX political_actions_campaign_idx ON political_actions (campaign_id, occurred_on DESC, id DESC);
CREATE INDEX political_actions_occurred_idx ON political_actions (occurred_on);

CREATE TABLE political_action_contacts (
  action_id uuid NOT NULL REFERENCES political_actions (id) ON DELETE CASCADE,
  contact_id uuid NOT NULL REFERENCES crm_contacts (id) ON DELETE CASCADE,
  PRIMARY KEY (action_id, contact_id)
);
CREATE INDEX political_action_contacts_contact_idx ON political_action_contacts (contact_id);

-- Links to records other modules own (documents, tasks) or the public site's press releases: the
-- target's id and the title seen when linking (ADR 171). Exactly one owner per row.
CREATE TABLE political_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  procedure_id uuid REFERENCES political_procedures (id) ON DELETE CASCADE,
  position_id uuid REFERENCES political_positions (id) ON DELETE CASCADE,
  campaign_id uuid REFERENCES political_campaigns (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('document', 'press', 'task')),
  target text NOT NULL CHECK (length(target) BETWEEN 1 AND 200),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(procedure_id, position_id, campaign_id) = 1)
);
CREATE UNIQUE INDEX political_links_procedure_idx ON political_links (procedure_id, kind, target) WHERE procedure_id IS NOT NULL;
CREATE UNIQUE INDEX political_links_position_idx ON political_links (position_id, kind, target) WHERE position_id IS NOT NULL;
CREATE UNIQUE INDEX political_links_campaign_idx ON political_links (campaign_id, kind, target) WHERE campaign_id IS NOT NULL;

-- The figures of the lobby register report that only people know (ADR 173).
CREATE TABLE political_lobby_years (
  year integer PRIMARY KEY CHECK (year BETWEEN 2020 AND 2100),
  employees_count integer CHECK (employees_count BETWEEN 0 AND 10000),
  employees_fte numeric(7, 2) CHECK (employees_fte BETWEEN 0 AND 10000),
  expenditure_euros bigint CHECK (expenditure_euros BETWEEN 0 AND 1000000000),
  grants jsonb NOT NULL DEFAULT '[]',
  activity_description text CHECK (length(activity_description) <= 5000),
  notes text CHECK (length(notes) <= 2000),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);

INSERT INTO activity_types (name, module) VALUES
  ('political_procedure_created', 'political-workbench'),
  ('political_stage_changed', 'political-workbench'),
  ('political_position_changed', 'political-workbench'),
  ('political_campaign_created', 'political-workbench'),
  ('political_action_logged', 'political-workbench');
