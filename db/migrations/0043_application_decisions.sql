-- The presidium's decision on a membership application (statutes: admission is decided by the
-- presidium): outcome follows from status; here the reason, the decision date, who recorded it and
-- the organisation an approval created. Kept on the application row so that the status change and
-- the decision commit in one UPDATE guarded by the version column.
ALTER TABLE membership_applications
  ADD COLUMN decision_reason text,
  ADD COLUMN decision_date date,
  ADD COLUMN decided_at timestamptz,
  ADD COLUMN decided_by text,
  ADD COLUMN organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL;

ALTER TABLE membership_applications
  ADD CONSTRAINT membership_applications_decision_complete
  CHECK (status NOT IN ('approved', 'rejected')
         OR (decision_reason IS NOT NULL AND decision_date IS NOT NULL AND decided_at IS NOT NULL));

-- The back-office list sorts by these columns; 10,000 rows must page in a few milliseconds.
CREATE INDEX membership_applications_created_idx ON membership_applications (created_at DESC, id);
CREATE INDEX membership_applications_company_idx ON membership_applications (lower(company_name));
