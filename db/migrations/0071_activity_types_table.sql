-- Issue 9: activity types are rows, so a module adds its own in its migration
-- (INSERT INTO activity_types ...) instead of every module rewriting one CHECK list.
CREATE TABLE activity_types (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]{0,49}$'),
  module text NOT NULL
);
INSERT INTO activity_types (name, module) VALUES
  ('login', 'account'), ('logout', 'account'),
  ('discussion_created', 'discussions'), ('document_uploaded', 'documents'),
  ('member_created', 'members'), ('task_created', 'tasks'), ('project_created', 'tasks'),
  ('crm_contact_created', 'crm'), ('permission_granted', 'platform'), ('permission_denied', 'platform'),
  ('application_status_changed', 'membership-applications'), ('member_updated', 'members'),
  ('membership_status_changed', 'members');
ALTER TABLE user_activity_log DROP CONSTRAINT user_activity_log_activity_type_check;
ALTER TABLE user_activity_log ADD CONSTRAINT user_activity_log_activity_type_fkey FOREIGN KEY (activity_type) REFERENCES activity_types (name);
