-- Issue 5: changes to the member register land in the activity log of the user who made them, as
-- application decisions do (0046). Creating a member is logged as member_created (SPEC); the
-- other changes need types of their own, added to the SPEC's ten:
--   member_updated             the member's data or its contact people were edited
--   membership_status_changed  a resignation or an exclusion ended the membership
-- Two types rather than one so that a reader of the log can filter the changes that end a
-- membership (rare, consequential) apart from everyday corrections.
ALTER TABLE user_activity_log DROP CONSTRAINT user_activity_log_activity_type_check;
ALTER TABLE user_activity_log ADD CONSTRAINT user_activity_log_activity_type_check CHECK (activity_type IN (
  'login', 'logout', 'discussion_created', 'document_uploaded', 'member_created', 'task_created',
  'project_created', 'crm_contact_created', 'permission_granted', 'permission_denied',
  'application_status_changed', 'member_updated', 'membership_status_changed'));
