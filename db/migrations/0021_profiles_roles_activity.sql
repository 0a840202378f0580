-- Profiles, roles and the activity log, keyed by the identity's user id: a local auth_users id or
-- a Clerk user id (so no foreign key to auth_users). Roles always come from user_roles, whichever
-- identity provider signed the user in. organization_id is filled by the back office (issue 5).
CREATE TABLE profiles (
  id text PRIMARY KEY,
  email text NOT NULL,
  first_name text,
  last_name text,
  organization_id uuid,
  deactivated_at timestamptz,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_email_idx ON profiles (lower(email));

CREATE TABLE user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied')),
  granted_by text REFERENCES profiles (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, role)
);

CREATE TABLE user_activity_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  activity_type text NOT NULL CHECK (activity_type IN (
    'login', 'logout', 'discussion_created', 'document_uploaded', 'member_created', 'task_created',
    'project_created', 'crm_contact_created', 'permission_granted', 'permission_denied')),
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_activity_log_user_time_idx ON user_activity_log (user_id, created_at DESC);
CREATE INDEX user_activity_log_time_idx ON user_activity_log (created_at DESC);
