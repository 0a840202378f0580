-- What a notification is about (issue 11: "respects read access at delivery time"). A module that
-- names a target ("discussions.post" + the post's id) has its read check run again when the
-- notification's mail goes out, the immediate one and the digest, so nobody is mailed about a
-- thread that was moved, deleted or closed to them after the notification was created.
ALTER TABLE notifications ADD COLUMN target_type text CHECK (target_type ~ '^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$' AND length(target_type) <= 60);
ALTER TABLE notifications ADD COLUMN target_id text CHECK (length(target_id) BETWEEN 1 AND 100);
ALTER TABLE notifications ADD CONSTRAINT notifications_target_pair CHECK ((target_type IS NULL) = (target_id IS NULL));
