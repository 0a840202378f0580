-- General assemblies run by the statutes (issue 15, ADR 150, ADR 151). The voting module owns
-- these tables. (The older table `assemblies` of 0044 holds two dates administrators typed in for
-- the admission rule; a later migration moves its rows here.)

CREATE TABLE general_assemblies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('ordinary', 'extraordinary', 'repeat')),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'invited', 'running', 'closed', 'inquorate', 'cancelled')),
  -- Berlin calendar date of the assembly and its start instant (same day in Berlin, checked by the service).
  assembly_date date NOT NULL,
  starts_at timestamptz NOT NULL,
  place text CHECK (length(place) <= 300),
  online_participation boolean NOT NULL DEFAULT false,
  description text CHECK (length(description) <= 5000),
  repeats_assembly_id uuid REFERENCES general_assemblies (id) ON DELETE RESTRICT,
  chair_name text CHECK (length(chair_name) <= 200),
  minute_taker_name text CHECK (length(minute_taker_name) <= 200),
  -- Evidence summary: the first invitation mail's send instant (start of the admission freeze).
  first_invitation_sent_at timestamptz,
  opened_at timestamptz,
  closed_at timestamptz,
  minutes_document_id text,
  minutes_published_at timestamptz,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT general_assemblies_repeat_has_original CHECK ((kind = 'repeat') = (repeats_assembly_id IS NOT NULL))
);
CREATE INDEX general_assemblies_date_idx ON general_assemblies (assembly_date DESC, id);
CREATE INDEX general_assemblies_freeze_idx ON general_assemblies (first_invitation_sent_at) WHERE status <> 'cancelled';

-- Agenda items in order; documents are linked by the documents module's id.
CREATE TABLE assembly_agenda_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  description text CHECK (length(description) <= 10000),
  -- Set when the invitation carrying this item went out (statute changes must be announced with it).
  announced_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX assembly_agenda_items_assembly_idx ON assembly_agenda_items (assembly_id, position);

CREATE TABLE assembly_agenda_documents (
  agenda_item_id uuid NOT NULL REFERENCES assembly_agenda_items (id) ON DELETE CASCADE,
  document_id text NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (agenda_item_id, document_id)
);

-- One invitation per member and assembly: the mail in the outbox and its send instant as evidence
-- (§ 4 Abs. 3: the day of sending counts). The outbox forgets sent mails after 30 days (retention),
-- the evidence must stay: a trigger copies the send instant here the moment the dispatcher marks
-- the mail sent, so the platform's outbox needs to know nothing about assemblies.
CREATE TABLE assembly_invitations (
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  recipient_email text NOT NULL,
  outbox_id uuid REFERENCES outbox (id) ON DELETE SET NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (assembly_id, organization_id)
);
CREATE INDEX assembly_invitations_outbox_idx ON assembly_invitations (outbox_id) WHERE outbox_id IS NOT NULL;

CREATE FUNCTION assembly_invitation_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assembly_invitations SET sent_at = NEW.sent_at WHERE outbox_id = NEW.id AND sent_at IS NULL;
  IF FOUND THEN
    UPDATE general_assemblies g SET first_invitation_sent_at = NEW.sent_at
    FROM assembly_invitations i
    WHERE i.outbox_id = NEW.id AND g.id = i.assembly_id
      AND (g.first_invitation_sent_at IS NULL OR g.first_invitation_sent_at > NEW.sent_at);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER outbox_assembly_invitation_sent AFTER UPDATE OF sent_at ON outbox
  FOR EACH ROW WHEN (NEW.sent_at IS NOT NULL AND OLD.sent_at IS NULL) EXECUTE FUNCTION assembly_invitation_sent();

-- Who may cast a member company's vote (§ 7 Abs. 1): recorded per person by the office.
CREATE TABLE assembly_representatives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  authority text NOT NULL CHECK (authority IN ('managing_director', 'executive_board', 'authorized_officer', 'general_partner')),
  recorded_by text REFERENCES profiles (id) ON DELETE SET NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE UNIQUE INDEX assembly_representatives_current_idx ON assembly_representatives (organization_id, user_id) WHERE revoked_at IS NULL;
CREATE INDEX assembly_representatives_user_idx ON assembly_representatives (user_id) WHERE revoked_at IS NULL;

-- Attendance: registration beforehand, check-in on the day (in person or online), leaving.
CREATE TABLE assembly_attendance (
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  mode text NOT NULL CHECK (mode IN ('in_person', 'online')),
  registered_at timestamptz NOT NULL DEFAULT now(),
  checked_in_at timestamptz,
  left_at timestamptz,
  PRIMARY KEY (assembly_id, user_id)
);
CREATE INDEX assembly_attendance_present_idx ON assembly_attendance (assembly_id) WHERE checked_in_at IS NOT NULL AND left_at IS NULL;

-- Proxies between ordinary members for one assembly (§ 7 Abs. 1; at most two per holder).
CREATE TABLE assembly_proxies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  grantor_organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  holder_organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  granted_by text REFERENCES profiles (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  CHECK (grantor_organization_id <> holder_organization_id)
);
CREATE UNIQUE INDEX assembly_proxies_one_per_grantor_idx ON assembly_proxies (assembly_id, grantor_organization_id) WHERE revoked_at IS NULL;
CREATE INDEX assembly_proxies_holder_idx ON assembly_proxies (assembly_id, holder_organization_id) WHERE revoked_at IS NULL;

-- Motions of the members (§ 4 Abs. 4, 8, 9; § 7 Abs. 3, 4).
CREATE TABLE assembly_motions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  agenda_item_id uuid REFERENCES assembly_agenda_items (id) ON DELETE SET NULL,
  category text NOT NULL CHECK (category IN ('general', 'board_decision_change', 'statute_change', 'dissolution')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  reasons text CHECK (length(reasons) <= 20000),
  filed_by_organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  filed_by_user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  -- When the motion reached the office; for a dissolution: when enough members had filed it.
  received_at timestamptz,
  late boolean NOT NULL DEFAULT false,
  -- A late motion: the assembly decided to discuss it (§ 4 Abs. 4).
  late_admitted boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'collecting'
    CHECK (status IN ('collecting', 'submitted', 'admitted', 'inadmissible', 'withdrawn', 'voted')),
  status_note text CHECK (length(status_note) <= 2000),
  -- sha256 of the normalised text (§ 4 Abs. 8: the same motion once per twelve months).
  content_fingerprint text NOT NULL,
  repeats_motion_id uuid REFERENCES assembly_motions (id) ON DELETE SET NULL,
  voted_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX assembly_motions_assembly_idx ON assembly_motions (assembly_id, created_at);
CREATE INDEX assembly_motions_fingerprint_idx ON assembly_motions (content_fingerprint) WHERE voted_on IS NOT NULL;

-- Support (§ 4 Abs. 9) and co-filing (§ 7 Abs. 4): one row per member company.
CREATE TABLE assembly_motion_supporters (
  motion_id uuid NOT NULL REFERENCES assembly_motions (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  supported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (motion_id, organization_id)
);

-- Requests for an extraordinary assembly (§ 4 Abs. 5): purpose, reasons, one signature per member.
CREATE TABLE assembly_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (length(purpose) BETWEEN 1 AND 500),
  reasons text NOT NULL CHECK (length(reasons) BETWEEN 1 AND 10000),
  opened_by_organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  opened_by_user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'collecting' CHECK (status IN ('collecting', 'reached', 'convened', 'withdrawn')),
  reached_at timestamptz,
  assembly_id uuid REFERENCES general_assemblies (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE assembly_request_signatures (
  request_id uuid NOT NULL REFERENCES assembly_requests (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, organization_id)
);

-- Ballots. At most one open ballot per assembly (partial unique index).
CREATE TABLE assembly_ballots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assembly_id uuid NOT NULL REFERENCES general_assemblies (id) ON DELETE CASCADE,
  agenda_item_id uuid REFERENCES assembly_agenda_items (id) ON DELETE SET NULL,
  motion_id uuid REFERENCES assembly_motions (id) ON DELETE SET NULL,
  subject text NOT NULL CHECK (subject IN ('general', 'board_decision_change', 'statute_change', 'dissolution', 'procedural', 'election')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  mode text NOT NULL CHECK (mode IN ('open', 'named', 'secret')),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'open', 'closed', 'cancelled')),
  election_office text CHECK (election_office IN ('president', 'vice_president', 'treasurer', 'further_vice_president', 'cash_auditor')),
  election_seat integer,
  election_round text CHECK (election_round IN ('first', 'runoff', 'deciding')),
  previous_ballot_id uuid REFERENCES assembly_ballots (id) ON DELETE SET NULL,
  -- A deciding ballot (tie for run-off places): how many places it fills.
  deciding_places integer CHECK (deciding_places BETWEEN 1 AND 2),
  secret_demanded_by_organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  opened_at timestamptz,
  closed_at timestamptz,
  -- Quorum when opened and the declared result (figures, rule, interpretation, outcome text).
  quorum_at_open jsonb,
  result jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT assembly_ballots_election_fields CHECK ((subject = 'election') = (election_office IS NOT NULL AND election_seat IS NOT NULL AND election_round IS NOT NULL))
);
CREATE INDEX assembly_ballots_assembly_idx ON assembly_ballots (assembly_id, created_at);
CREATE UNIQUE INDEX assembly_ballots_one_open_idx ON assembly_ballots (assembly_id) WHERE status = 'open';

-- Options: yes/no/abstain, or candidates (+ abstain). candidate_* describe the person.
CREATE TABLE assembly_ballot_options (
  ballot_id uuid NOT NULL REFERENCES assembly_ballots (id) ON DELETE CASCADE,
  option_key text NOT NULL CHECK (length(option_key) BETWEEN 1 AND 64),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  position integer NOT NULL,
  candidate_user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  candidate_organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  PRIMARY KEY (ballot_id, option_key)
);

-- That a member's vote was cast (named and secret ballots). Deliberately no time, no person,
-- no choice: see ADR 150.
CREATE TABLE assembly_ballot_participations (
  ballot_id uuid NOT NULL REFERENCES assembly_ballots (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  PRIMARY KEY (ballot_id, organization_id)
);

-- Secret ballots: one counter per option, incremented by each vote (ADR 150).
CREATE TABLE assembly_secret_tallies (
  ballot_id uuid NOT NULL,
  option_key text NOT NULL,
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  PRIMARY KEY (ballot_id, option_key),
  FOREIGN KEY (ballot_id, option_key) REFERENCES assembly_ballot_options (ballot_id, option_key) ON DELETE CASCADE
);

-- Named ballots: who voted how, openly.
CREATE TABLE assembly_named_votes (
  ballot_id uuid NOT NULL,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  option_key text NOT NULL,
  cast_by text REFERENCES profiles (id) ON DELETE SET NULL,
  cast_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ballot_id, organization_id),
  FOREIGN KEY (ballot_id, option_key) REFERENCES assembly_ballot_options (ballot_id, option_key) ON DELETE CASCADE
);

-- Offices elected by the assembly (§ 5, § 6 Abs. 4): shown in the member register.
CREATE TABLE association_office_terms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  office text NOT NULL CHECK (office IN ('president', 'vice_president', 'treasurer', 'further_vice_president', 'cash_auditor')),
  seat integer NOT NULL CHECK (seat BETWEEN 1 AND 2),
  person_name text NOT NULL CHECK (length(person_name) BETWEEN 1 AND 200),
  user_id text REFERENCES profiles (id) ON DELETE SET NULL,
  organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
  elected_on date NOT NULL,
  term_ends_on date NOT NULL,
  -- When the person left the office: successor elected, resignation, or another office taken.
  ended_on date,
  elected_in_ballot_id uuid REFERENCES assembly_ballots (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (term_ends_on > elected_on),
  CHECK (ended_on IS NULL OR ended_on >= elected_on)
);
CREATE UNIQUE INDEX association_office_terms_current_idx ON association_office_terms (office, seat) WHERE ended_on IS NULL;
CREATE INDEX association_office_terms_organization_idx ON association_office_terms (organization_id);
CREATE INDEX association_office_terms_user_idx ON association_office_terms (user_id) WHERE ended_on IS NULL;
