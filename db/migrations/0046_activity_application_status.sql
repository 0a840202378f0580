-- Issue 5: every status change and decision on a membership application lands in the activity log
-- of the user who made it. Approvals are logged as member_created (SPEC); the other review steps
-- (in review, rejected, withdrawn) need a type of their own, added to the SPEC's ten.
ALTER TABLE user_activity_log DROP CONSTRAINT user_activity_log_activity_type_check;
ALTER TABLE user_activity_log ADD CONSTRAINT user_activity_log_activity_type_check CHECK (activity_type IN (
  'login', 'logout', 'discussion_created', 'document_uploaded', 'member_created', 'task_created',
  'project_created', 'crm_contact_created', 'permission_granted', 'permission_denied',
  'application_status_changed'));
