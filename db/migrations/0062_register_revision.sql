-- A revision number of the member register, for the member figures (members per class and state,
-- total track kilometres). The figures aggregate the whole register (about 15 ms of database time
-- at 10,000 members), so each server process keeps the last result together with the revision it
-- was computed at, read in the same statement (one snapshot), and recomputes only when the
-- revision moved or the day changed (exit dates pass without any write).
--
-- The counter is a row, not a sequence: it is bumped inside the writing transaction, so a reader
-- sees the new revision exactly when it sees the change. Writers of the register serialise on the
-- row until they commit, which is fine at the association's write rate.
CREATE TABLE register_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL DEFAULT 0
);
INSERT INTO register_revision DEFAULT VALUES;

CREATE FUNCTION bump_register_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE register_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

-- Every write of memberships; of organisations only what the figures read (the federal state;
-- deleting an organisation deletes its membership, which fires the first trigger).
CREATE TRIGGER memberships_bump_register_revision
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION bump_register_revision();
CREATE TRIGGER organizations_bump_register_revision
  AFTER UPDATE OF state ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_register_revision();
