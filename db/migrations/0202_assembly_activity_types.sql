-- Activity types of the assembly (issue 15): what the office did, in the user activity log next
-- to SPEC section 3's types (document_uploaded is used for published minutes). Votes are never
-- logged as activities: a secret ballot stores no link between a person and a moment of voting.
INSERT INTO activity_types (name, module) VALUES
  ('assembly_created', 'assembly'), ('assembly_invitations_sent', 'assembly'), ('assembly_opened', 'assembly'),
  ('assembly_closed', 'assembly'), ('ballot_result_declared', 'assembly'), ('motion_filed', 'assembly'),
  ('office_holder_recorded', 'assembly');
