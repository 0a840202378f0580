-- Content editing (issue 26, ADRs 270-271): drafts of the public site's files, their uploaded
-- images, and the publications (one commit each) with their way to "live".
--
-- The files themselves live in the site's repository (content/); a draft holds the form values
-- until it is published. One draft per page, so two people editing the same page meet on its
-- version (409) instead of overwriting each other; base_sha is the Git blob id of the file the
-- draft started from (NULL for a new entry), checked again against the repository when publishing.
CREATE TABLE content_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection text NOT NULL CHECK (collection IN ('press', 'pages', 'documents', 'statutes', 'demands', 'board', 'contacts')),
  entry_id text NOT NULL CHECK (entry_id ~ '^[a-z0-9]([a-z0-9-]{0,78}[a-z0-9])?$'),
  is_new boolean NOT NULL,
  base_sha text CHECK (base_sha ~ '^[0-9a-f]{40}$'),
  data jsonb NOT NULL,
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 200000),
  version integer NOT NULL DEFAULT 1,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (collection, entry_id),
  CHECK (is_new = (base_sha IS NULL))
);
CREATE INDEX content_drafts_updated_idx ON content_drafts (updated_at DESC, id DESC);

-- Images uploaded into a draft (checked by their bytes, resized, metadata stripped); committed
-- with the draft when it is published, if the draft still refers to them.
CREATE TABLE content_draft_images (
  draft_id uuid NOT NULL REFERENCES content_drafts (id) ON DELETE CASCADE,
  file_name text NOT NULL CHECK (file_name ~ '^[a-z0-9][a-z0-9._-]{0,120}\.(jpg|png)$'),
  media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 5000000),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  uploaded_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (draft_id, file_name)
);

-- One row per publish or unpublish: the files of its commit (path -> blob id, NULL = deleted),
-- and how far it got: committed (waiting for the build), live, or failed.
CREATE TABLE content_publications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  collection text NOT NULL,
  entry_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('publish', 'unpublish')),
  title text NOT NULL,
  page_path text NOT NULL,
  commit_sha text NOT NULL,
  files jsonb NOT NULL,
  status text NOT NULL DEFAULT 'building' CHECK (status IN ('building', 'live', 'failed')),
  status_message text,
  published_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  live_at timestamptz
);
CREATE INDEX content_publications_list_idx ON content_publications (created_at DESC, id DESC);

INSERT INTO activity_types (name, module) VALUES
  ('content_published', 'content'),
  ('content_unpublished', 'content');
