-- Mandates by member name at 3,000 mandates (issue 27, ADR 250): every page joined all mandates
-- to their members and sorted them by name. With the mandates of a membership as an index the
-- planner walks the organisations by name (organizations_name_id_idx, 0060), each one's
-- membership and its mandates, and stops after the page.
CREATE INDEX finance_mandates_membership_idx ON finance_mandates (membership_id, id);
