-- Issue 18 (ADR 180). The audit trail becomes append-only and tamper-evident:
--   * every entry carries the module, the client address, user agent and request id of the request
--     that wrote it;
--   * at commit every entry is sealed into one hash chain: seq (its place), prev_hash (the hash of
--     the entry before it) and hash = sha256 over prev_hash and the entry's content. A deferred
--     constraint trigger seals, so the chain lock is held only for the moment of the commit, not
--     while the writing transaction still works; seq is UNIQUE, so even a writer that reads a stale
--     head (a REPEATABLE READ transaction) fails rather than forks the chain;
--   * UPDATE (except that sealing), DELETE (except the retention job, which sets
--     vnsi.audit_retention for its transaction) and TRUNCATE are refused;
--   * retention removes the oldest entries only as a prefix of the chain and keeps the hash of the
--     last removed entry in audit_chain_anchor, so the remaining chain still verifies.
ALTER TABLE audit_log
  ADD COLUMN module text,
  ADD COLUMN client_ip text,
  ADD COLUMN user_agent text,
  ADD COLUMN request_id text,
  ADD COLUMN seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text;

CREATE UNIQUE INDEX audit_log_seq_idx ON audit_log (seq);
CREATE INDEX audit_log_actor_seq_idx ON audit_log (actor_user_id, seq DESC);
CREATE INDEX audit_log_module_seq_idx ON audit_log (module, seq DESC);
CREATE INDEX audit_log_action_seq_idx ON audit_log (action, seq DESC);

CREATE TABLE audit_chain_anchor (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  pruned_through_seq bigint NOT NULL,
  pruned_hash text NOT NULL,
  pruned_at timestamptz NOT NULL DEFAULT now()
);

-- The one definition of an entry's hash, used by the sealing trigger and by the chain check.
-- jsonb's text form is canonical (sorted keys, fixed spacing), the timestamp is taken as
-- microseconds since the epoch, so the digest depends on no session setting.
CREATE FUNCTION audit_entry_digest(prev text, e audit_log) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    prev, e.seq, e.id, e.actor_user_id, e.action, e.entity_type, e.entity_id, e.before, e.after,
    e.reason, e.module, e.client_ip, e.user_agent, e.request_id,
    (extract(epoch FROM e.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;

-- Entries written before this migration: module from their entity type, then sealed in id order.
UPDATE audit_log SET module = CASE
  WHEN entity_type IN ('application', 'membership_application', 'assembly') THEN 'applications'
  WHEN entity_type IN ('membership', 'member_contact') THEN 'members'
  WHEN entity_type LIKE 'crm%' OR entity_type = 'organization' THEN 'crm'
  WHEN entity_type = 'user' THEN 'users'
  WHEN entity_type LIKE 'document%' THEN 'documents'
  ELSE split_part(entity_type, '_', 1)
END;
DO $$
DECLARE
  entry audit_log;
  prev text := 'genesis';
  n bigint := 0;
BEGIN
  FOR entry IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    entry.seq := n;
    entry.prev_hash := prev;
    prev := audit_entry_digest(entry.prev_hash, entry);
    UPDATE audit_log SET seq = entry.seq, prev_hash = entry.prev_hash, hash = prev WHERE id = entry.id;
  END LOOP;
END $$;

-- A new entry arrives unsealed, whatever the writer put into the chain columns.
CREATE FUNCTION audit_log_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := NULL;
  NEW.prev_hash := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END $$;
CREATE TRIGGER audit_log_before_insert BEFORE INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_before_insert();

CREATE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  entry audit_log;
BEGIN
  -- One chain: writers take turns here, at commit time (7280001 is this chain's lock id).
  PERFORM pg_advisory_xact_lock(7280001);
  SELECT seq, hash INTO head_seq, head_hash FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT pruned_through_seq, pruned_hash INTO head_seq, head_hash FROM audit_chain_anchor WHERE id = 1;
  END IF;
  SELECT * INTO entry FROM audit_log WHERE id = NEW.id;
  entry.seq := coalesce(head_seq, 0) + 1;
  entry.prev_hash := coalesce(head_hash, 'genesis');
  UPDATE audit_log SET seq = entry.seq, prev_hash = entry.prev_hash, hash = audit_entry_digest(entry.prev_hash, entry)
  WHERE id = NEW.id;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER audit_log_seal AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_log_seal();

CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only the seal: an unsealed entry gets its chain columns, nothing else changes.
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
       AND (to_jsonb(NEW) - 'seq' - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'seq' - 'prev_hash' - 'hash') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only: entries cannot be changed' USING ERRCODE = '42501';
  END IF;
  IF TG_OP = 'DELETE' AND current_setting('vnsi.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: entries are removed only by the retention job' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_guard BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_guard();

CREATE FUNCTION audit_log_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: TRUNCATE is refused' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate();

CREATE FUNCTION audit_chain_anchor_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vnsi.audit_retention', true) = 'on' THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'audit_chain_anchor is written only by the retention job' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_chain_anchor_guard BEFORE INSERT OR UPDATE OR DELETE ON audit_chain_anchor
  FOR EACH ROW EXECUTE FUNCTION audit_chain_anchor_guard();

