-- Withdrawing notifications about a target (a thread moved out of someone's reach, a post
-- deleted; notifications' withdrawNotifications) finds them by target without reading the table.
CREATE INDEX notifications_target_idx ON notifications (target_type, target_id) WHERE target_type IS NOT NULL;
