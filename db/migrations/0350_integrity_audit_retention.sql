-- Issue 23 (ADR 240). The audit trail could be shortened undetected: any session could
-- `SET LOCAL vnsi.audit_retention = 'on'`, write an anchor and delete the newest-but-one months of
-- entries, and the chain check then called the rest intact and the gone entries "removed after the
-- twelve-month retention". Now:
--   * no session setting opens anything. An entry may be deleted only if it is older than the
--     retention period by the database's own clock (audit_retention_cutoff()) AND lies within the
--     anchored prefix; the anchor may only move forward, to an entry of the chain named by its
--     hash, over a prefix holding nothing younger than the retention period;
--   * every entry sealed from now on also carries the creation time of the entry before it
--     (prev_created_at, part of its hash). Whoever removes a prefix with the triggers switched off
--     cannot hide how young the last removed entry was: the first remaining entry names it, and
--     the chain check reports a cut younger than the retention period ("premature").

ALTER TABLE audit_log ADD COLUMN prev_created_at timestamptz;
ALTER TABLE audit_chain_anchor ADD COLUMN pruned_created_at timestamptz;

-- The one definition of the retention period (privacy notice, section 14: twelve months), by the
-- database's clock, which no session can set.
CREATE FUNCTION audit_retention_cutoff() RETURNS timestamptz
LANGUAGE sql STABLE AS $$ SELECT now() - interval '12 months' $$;

-- Entries sealed before this migration have no prev_created_at and hash as before; later ones
-- append it (epoch microseconds) to the hashed array.
CREATE OR REPLACE FUNCTION audit_entry_digest(prev text, e audit_log) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to((jsonb_build_array(
    prev, e.seq, e.id, e.actor_user_id, e.action, e.entity_type, e.entity_id, e.before, e.after,
    e.reason, e.module, e.client_ip, e.user_agent, e.request_id,
    (extract(epoch FROM e.created_at) * 1000000)::bigint
  ) || CASE WHEN e.prev_created_at IS NULL THEN '[]'::jsonb
            ELSE jsonb_build_array((extract(epoch FROM e.prev_created_at) * 1000000)::bigint) END
  )::text, 'UTF8')), 'hex')
$$;

CREATE OR REPLACE FUNCTION audit_log_before_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := NULL;
  NEW.prev_hash := NULL;
  NEW.prev_created_at := NULL;
  NEW.hash := NULL;
  RETURN NEW;
END $$;

CREATE OR REPLACE FUNCTION audit_log_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head_seq bigint;
  head_hash text;
  head_created timestamptz;
  entry audit_log;
BEGIN
  -- One chain: writers take turns here, at commit time (7280001 is this chain's lock id).
  PERFORM pg_advisory_xact_lock(7280001);
  SELECT seq, hash, created_at INTO head_seq, head_hash, head_created FROM audit_log WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1;
  IF NOT FOUND THEN
    SELECT pruned_through_seq, pruned_hash, pruned_created_at INTO head_seq, head_hash, head_created FROM audit_chain_anchor WHERE id = 1;
  END IF;
  SELECT * INTO entry FROM audit_log WHERE id = NEW.id;
  entry.seq := coalesce(head_seq, 0) + 1;
  entry.prev_hash := coalesce(head_hash, 'genesis');
  entry.prev_created_at := head_created;
  UPDATE audit_log
  SET seq = entry.seq, prev_hash = entry.prev_hash, prev_created_at = entry.prev_created_at, hash = audit_entry_digest(entry.prev_hash, entry)
  WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Only the seal: an unsealed entry gets its chain columns, nothing else changes.
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
       AND (to_jsonb(NEW) - 'seq' - 'prev_hash' - 'prev_created_at' - 'hash') = (to_jsonb(OLD) - 'seq' - 'prev_hash' - 'prev_created_at' - 'hash') THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append-only: entries cannot be changed' USING ERRCODE = '42501';
  END IF;
  -- Retention, decided by the entry itself: past the retention period and inside the anchored prefix.
  IF TG_OP = 'DELETE' AND OLD.seq IS NOT NULL AND OLD.created_at < audit_retention_cutoff()
     AND OLD.seq <= (SELECT pruned_through_seq FROM audit_chain_anchor WHERE id = 1) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: only entries older than the retention period, behind the chain''s anchor, are removed' USING ERRCODE = '42501';
END $$;

CREATE OR REPLACE FUNCTION audit_chain_anchor_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  anchored audit_log;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit_chain_anchor cannot be removed' USING ERRCODE = '42501';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.pruned_through_seq <= OLD.pruned_through_seq THEN
    RAISE EXCEPTION 'audit_chain_anchor only moves forward' USING ERRCODE = '42501';
  END IF;
  SELECT * INTO anchored FROM audit_log WHERE seq = NEW.pruned_through_seq;
  IF NOT FOUND OR anchored.hash IS DISTINCT FROM NEW.pruned_hash THEN
    RAISE EXCEPTION 'audit_chain_anchor must name an entry of the chain by its hash' USING ERRCODE = '42501';
  END IF;
  IF EXISTS (SELECT 1 FROM audit_log WHERE seq <= NEW.pruned_through_seq AND created_at >= audit_retention_cutoff()) THEN
    RAISE EXCEPTION 'audit_chain_anchor cannot cut off entries younger than the retention period' USING ERRCODE = '42501';
  END IF;
  NEW.pruned_created_at := anchored.created_at;
  NEW.pruned_at := now();
  RETURN NEW;
END $$;
