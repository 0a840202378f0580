-- The voting module owns assemblies now (issue 15): the dates administrators recorded in
-- `assemblies` (0044) for the admission rule become ordinary assemblies of general_assemblies,
-- closed when their day has passed, with the recorded invitation day (noon, Berlin time) as the
-- start of the admission freeze. The admission rule reads general_assemblies from now on.
INSERT INTO general_assemblies (id, title, kind, status, assembly_date, starts_at, first_invitation_sent_at, closed_at, created_by, created_at)
SELECT a.id, a.title, 'ordinary',
  CASE WHEN a.held_at < (now() AT TIME ZONE 'Europe/Berlin')::date THEN 'closed' ELSE 'invited' END,
  a.held_at,
  (a.held_at + time '10:00') AT TIME ZONE 'Europe/Berlin',
  (a.invitation_sent_at + time '12:00') AT TIME ZONE 'Europe/Berlin',
  CASE WHEN a.held_at < (now() AT TIME ZONE 'Europe/Berlin')::date THEN (a.held_at + time '18:00') AT TIME ZONE 'Europe/Berlin' END,
  CASE WHEN a.created_by IN (SELECT id FROM profiles) THEN a.created_by END,
  a.created_at
FROM assemblies a
ON CONFLICT (id) DO NOTHING;

DROP TABLE assemblies;
