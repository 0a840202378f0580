-- Procedures that end without entering into force (withdrawn, lapsed at the end of the term) are
-- archived: out of the lists by default and no more reminders of their dates; undone at any time.
ALTER TABLE political_procedures ADD COLUMN archived_at timestamptz;
ALTER TABLE political_procedures ADD COLUMN archived_by text REFERENCES profiles (id) ON DELETE SET NULL;
CREATE INDEX political_procedures_archived_idx ON political_procedures (updated_at DESC, id DESC) WHERE archived_at IS NOT NULL;
