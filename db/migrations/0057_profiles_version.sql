-- Optimistic concurrency for the user administration (issue 5): every change of a user's roles or
-- status bumps profiles.version, and a change based on an older version is refused with 409.
ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 1;
