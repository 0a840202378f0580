-- Issue 27: the audit screen's filter values (people, areas, actions) come from a small table kept
-- by the inserts into the trail, not from the trail. "Which people have an entry" probed the actor
-- index once per profile (1,096 probes, 3,300 buffers: most of GET /api/audit/facets at 200,000
-- entries); here it is one row per value. The retention job removes the values whose last entry
-- it pruned (src/platform/audit/prune-audit.ts), so the table stays the trail's distinct values.
CREATE TABLE audit_filter_values (
  kind text NOT NULL CHECK (kind IN ('actor', 'module', 'action')),
  value text NOT NULL,
  PRIMARY KEY (kind, value)
);

-- Once per statement over its new rows (a bulk insert costs one insert here, not one per row).
CREATE FUNCTION audit_log_filter_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_filter_values (kind, value)
  SELECT DISTINCT f.kind, f.value
  FROM new_entries e CROSS JOIN LATERAL (VALUES ('actor', e.actor_user_id), ('module', e.module), ('action', e.action)) AS f(kind, value)
  WHERE f.value IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_filter_values AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_log_filter_values();

INSERT INTO audit_filter_values (kind, value)
SELECT DISTINCT f.kind, f.value
FROM audit_log e CROSS JOIN LATERAL (VALUES ('actor', e.actor_user_id), ('module', e.module), ('action', e.action)) AS f(kind, value)
WHERE f.value IS NOT NULL
ON CONFLICT DO NOTHING;
