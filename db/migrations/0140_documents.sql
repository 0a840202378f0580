-- Documents (issue 12, ADR 120 and 121): flat folders with a read and a write role, documents
-- with numbered versions, stored files as ordered lists of content-addressed chunks, upload
-- sessions of the chunked upload, folder watchers. User ids are profiles ids (text).

-- Roles in the order of SPEC section 6, for "write at least as strict as read".
CREATE FUNCTION document_role_rank(role text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE role WHEN 'mitglied' THEN 1 WHEN 'vorstand' THEN 2 WHEN 'geschaeftsfuehrung' THEN 3 WHEN 'admin' THEN 4 END $$;

CREATE TABLE document_folders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  name_key text NOT NULL UNIQUE,
  description text CHECK (length(description) <= 1000),
  read_role text NOT NULL CHECK (document_role_rank(read_role) IS NOT NULL),
  write_role text NOT NULL CHECK (document_role_rank(write_role) IS NOT NULL),
  -- Folders other modules store into (assembly minutes, invoices, frozen notes).
  system_key text UNIQUE CHECK (system_key ~ '^[a-z][a-z0-9-]{1,40}$'),
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  CHECK (document_role_rank(write_role) >= document_role_rank(read_role))
);

-- A stored file: the chunks in order (document_file_chunks), its size, type and searchable text.
-- One row per distinct content: identical bytes uploaded twice share the row.
CREATE TABLE document_files (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size bigint NOT NULL CHECK (size > 0),
  type_id text NOT NULL,
  media_type text NOT NULL,
  -- Full text for search (PDF and text files), filled after the upload by the extraction job.
  text_status text NOT NULL DEFAULT 'pending' CHECK (text_status IN ('pending', 'done', 'none', 'failed')),
  text_content text,
  text_truncated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every chunk object in storage, with the time it was last written: the sweep deletes chunks no
-- file and no open upload references once they are older than an upload may live.
CREATE TABLE document_chunks (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size integer NOT NULL CHECK (size > 0),
  touched_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE document_file_chunks (
  file_sha256 text NOT NULL REFERENCES document_files (sha256) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  chunk_sha256 text NOT NULL REFERENCES document_chunks (sha256),
  size integer NOT NULL CHECK (size > 0),
  PRIMARY KEY (file_sha256, position)
);
CREATE INDEX document_file_chunks_chunk_idx ON document_file_chunks (chunk_sha256);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  folder_id uuid NOT NULL REFERENCES document_folders (id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 180),
  -- Lower-cased NFC name: the same key in a folder is the same document (new version).
  name_key text NOT NULL,
  description text CHECK (length(description) <= 2000),
  tags text[] NOT NULL DEFAULT '{}',
  -- The current version, copied here for lists without a join.
  current_version integer NOT NULL DEFAULT 1,
  file_sha256 text NOT NULL REFERENCES document_files (sha256),
  size bigint NOT NULL,
  type_id text NOT NULL,
  search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text REFERENCES profiles (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  deleted_at timestamptz,
  deleted_by text REFERENCES profiles (id) ON DELETE SET NULL
);
-- One live document per name and folder (documents in the trash do not block the name); also the
-- folder listing by name (keyset on name_key).
CREATE UNIQUE INDEX documents_folder_name_idx ON documents (folder_id, name_key) WHERE deleted_at IS NULL;
-- Folder listing by last change (keyset: updated_at, id).
CREATE INDEX documents_folder_updated_idx ON documents (folder_id, updated_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX documents_search_idx ON documents USING gin (search_vector) WHERE deleted_at IS NULL;
CREATE INDEX documents_tags_idx ON documents USING gin (tags) WHERE deleted_at IS NULL;
CREATE INDEX documents_trash_idx ON documents (deleted_at, id) WHERE deleted_at IS NOT NULL;
CREATE INDEX documents_file_idx ON documents (file_sha256);

CREATE TABLE document_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  file_sha256 text NOT NULL REFERENCES document_files (sha256),
  -- The name the file had when this version was uploaded (documents can be renamed later).
  file_name text NOT NULL,
  size bigint NOT NULL,
  type_id text NOT NULL,
  label text CHECK (length(label) <= 100),
  restored_from integer,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, number)
);
CREATE INDEX document_versions_file_idx ON document_versions (file_sha256);

CREATE TABLE document_upload_sessions (
  id uuid PRIMARY KEY,
  owner_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  chunk_bytes integer NOT NULL CHECK (chunk_bytes > 0),
  expected_sha256 text CHECK (expected_sha256 ~ '^[0-9a-f]{64}$'),
  target jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX document_upload_sessions_owner_idx ON document_upload_sessions (owner_id, expires_at);
CREATE INDEX document_upload_sessions_expiry_idx ON document_upload_sessions (expires_at);

CREATE TABLE document_upload_chunks (
  session_id uuid NOT NULL REFERENCES document_upload_sessions (id) ON DELETE CASCADE,
  chunk_index integer NOT NULL CHECK (chunk_index >= 0),
  chunk_sha256 text NOT NULL REFERENCES document_chunks (sha256),
  size integer NOT NULL CHECK (size > 0),
  PRIMARY KEY (session_id, chunk_index)
);
CREATE INDEX document_upload_chunks_chunk_idx ON document_upload_chunks (chunk_sha256);

CREATE TABLE document_folder_watchers (
  folder_id uuid NOT NULL REFERENCES document_folders (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (folder_id, user_id)
);
CREATE INDEX document_folder_watchers_user_idx ON document_folder_watchers (user_id);

-- Name search: LIKE on the lower-cased name through a trigram index where pg_trgm exists (0060
-- creates the extension when it can; in-memory test databases go without).
DO $documents_trgm$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX documents_name_trgm_idx ON documents USING gin (name_key gin_trgm_ops) WHERE deleted_at IS NULL';
  END IF;
END
$documents_trgm$;
