-- Foundation: extensions and helpers later migrations rely on.
-- gen_random_uuid() is built into Postgres 13+ and PGlite; nothing else is needed yet.
SELECT 1;
