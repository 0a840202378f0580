-- Events written in one transaction can share a clock_timestamp() on fast machines
-- (PGlite resolves to the microsecond, often the same one); their random uuid then
-- decided the timeline's order. A sequence number keeps the order they were written in.
ALTER TABLE security_incident_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX security_incident_events_incident_idx;
CREATE INDEX security_incident_events_incident_idx ON security_incident_events (incident_id, seq);
