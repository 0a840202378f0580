-- Discussions (issue 11, ADR 110). Categories ("Bereiche") carry their own read and write access:
-- roles (SPEC hierarchy, checked by discussion_roles_satisfy, the SQL twin of hasAnyRole in
-- src/shared/roles.ts) plus named members (working groups), who may read and write. Threads keep
-- their counters (highest post number, visible posts, last activity) so lists and unread counts
-- never scan posts; a user's read position is one row per thread they opened.

CREATE FUNCTION discussion_roles_satisfy(held text[], required text[]) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT cardinality(held) > 0 AND (
    cardinality(required) = 0
    OR 'mitglied' = ANY (required)
    OR 'admin' = ANY (held)
    OR ('geschaeftsfuehrung' = ANY (held) AND required && ARRAY['geschaeftsfuehrung', 'vorstand'])
    OR ('vorstand' = ANY (held) AND 'vorstand' = ANY (required))
  )
$$;

CREATE TABLE discussion_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text CHECK (length(description) <= 500),
  read_roles text[] NOT NULL DEFAULT '{mitglied}' CHECK (read_roles <@ ARRAY['admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied'] AND cardinality(read_roles) > 0),
  write_roles text[] NOT NULL DEFAULT '{mitglied}' CHECK (write_roles <@ ARRAY['admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied'] AND cardinality(write_roles) > 0),
  position integer NOT NULL DEFAULT 0,
  thread_count integer NOT NULL DEFAULT 0,
  last_post_at timestamptz,
  archived_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Named members of a category (a working group): they read and write it whatever their roles.
CREATE TABLE discussion_category_members (
  category_id uuid NOT NULL REFERENCES discussion_categories (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  PRIMARY KEY (category_id, user_id)
);
CREATE INDEX discussion_category_members_user_idx ON discussion_category_members (user_id);

CREATE TABLE discussion_threads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_id uuid NOT NULL REFERENCES discussion_categories (id),
  author_id text REFERENCES profiles (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  highest_post_number integer NOT NULL DEFAULT 0,
  post_count integer NOT NULL DEFAULT 0,
  last_post_at timestamptz NOT NULL DEFAULT now(),
  last_poster_id text REFERENCES profiles (id) ON DELETE SET NULL,
  pinned_at timestamptz,
  closed_at timestamptz,
  deleted_at timestamptz,
  deleted_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('german', title)) STORED
);
CREATE INDEX discussion_threads_category_activity_idx ON discussion_threads (category_id, last_post_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX discussion_threads_activity_idx ON discussion_threads (last_post_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX discussion_threads_new_idx ON discussion_threads (created_at) WHERE deleted_at IS NULL;
CREATE INDEX discussion_threads_pinned_idx ON discussion_threads (category_id) WHERE pinned_at IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX discussion_threads_search_idx ON discussion_threads USING gin (search_vector);

CREATE TABLE discussion_posts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  thread_id uuid NOT NULL REFERENCES discussion_threads (id) ON DELETE CASCADE,
  post_number integer NOT NULL CHECK (post_number > 0),
  author_id text REFERENCES profiles (id) ON DELETE SET NULL,
  -- The Markdown as written, and its plain text (search, notification texts, mails).
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  body_text text NOT NULL,
  quoted_post_id uuid REFERENCES discussion_posts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  edit_count integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  deleted_by text REFERENCES profiles (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('german', body_text)) STORED,
  UNIQUE (thread_id, post_number)
);
CREATE INDEX discussion_posts_search_idx ON discussion_posts USING gin (search_vector) WHERE deleted_at IS NULL;

-- Every edit keeps the text it replaced ("bearbeitet" links to this history).
CREATE TABLE discussion_post_revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id uuid NOT NULL REFERENCES discussion_posts (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  title text,
  body text NOT NULL,
  edited_by text REFERENCES profiles (id) ON DELETE SET NULL,
  edited_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (post_id, revision)
);

-- A user's position in a thread they opened, and their watch level for it (null: the category's).
CREATE TABLE discussion_thread_users (
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  thread_id uuid NOT NULL REFERENCES discussion_threads (id) ON DELETE CASCADE,
  last_read_post_number integer NOT NULL DEFAULT 0,
  watch_level text CHECK (watch_level IN ('watching', 'normal', 'muted')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, thread_id)
);
CREATE INDEX discussion_thread_users_watchers_idx ON discussion_thread_users (thread_id) WHERE watch_level IS NOT NULL;

-- A user's watch level for a category, and when they last marked it all read.
CREATE TABLE discussion_category_users (
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES discussion_categories (id) ON DELETE CASCADE,
  watch_level text CHECK (watch_level IN ('watching', 'normal', 'muted')),
  dismissed_at timestamptz,
  PRIMARY KEY (user_id, category_id)
);
CREATE INDEX discussion_category_users_watchers_idx ON discussion_category_users (category_id) WHERE watch_level = 'watching';
