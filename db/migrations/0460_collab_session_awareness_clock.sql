-- Each editing session's newest Yjs awareness clock (issue 28's collab-idle run, under load).
-- A reloaded page says goodbye (leave, clock n+1) while its last regular poll (clock n) may still
-- be on its way; when the server stored that poll after the goodbye, the page's caret came back as
-- a ghost, and the person's next page polled every 1.5 s for 30 s because "someone is present".
-- The store now keeps an awareness only if its clock is newer than the one stored (Yjs raises the
-- clock with every change of a client's state), and a session that left becomes active again only
-- with a newer state (a page restored from the back/forward cache).
ALTER TABLE collab_sessions ADD COLUMN awareness_clock bigint NOT NULL DEFAULT -1;
