-- Collaborative notes (issue 14, ADR 140): documents, their Yjs update rows, open editor sessions
-- (presence) and snapshots.
--
-- head counts every write to a document (an update row or a presence change); writers take the
-- document row's lock and number their rows from it, so rows of one document commit in seq order
-- and a client's cursor (the head it last saw) says exactly what it is missing.
CREATE TABLE collab_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  doc_key text NOT NULL UNIQUE CHECK (doc_key ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  -- Empty: every signed-in user; otherwise the roles (hierarchy applies) that may open it.
  read_roles text[] NOT NULL DEFAULT '{}' CHECK (read_roles <@ ARRAY['admin', 'geschaeftsfuehrung', 'vorstand', 'mitglied']::text[]),
  -- The association's shared notes document (/backend/collab): cannot be archived or limited.
  is_shared boolean NOT NULL DEFAULT false,
  archived_at timestamptz,
  created_by text REFERENCES profiles (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Optimistic lock for title, roles and archiving (409 on a stale version).
  version integer NOT NULL DEFAULT 1,
  head bigint NOT NULL DEFAULT 0,
  update_rows integer NOT NULL DEFAULT 0,
  update_bytes bigint NOT NULL DEFAULT 0,
  last_edited_at timestamptz,
  last_edited_by text REFERENCES profiles (id) ON DELETE SET NULL,
  -- Plain text of the latest compaction, for search and previews.
  content_preview text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX collab_documents_one_shared_idx ON collab_documents (is_shared) WHERE is_shared;
-- The list: newest edits first, keyset (last_edited_at, id); archived documents separately.
CREATE INDEX collab_documents_list_idx ON collab_documents ((archived_at IS NOT NULL), (coalesce(last_edited_at, created_at)) DESC, id DESC);

CREATE TABLE collab_updates (
  document_id uuid NOT NULL REFERENCES collab_documents (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  data bytea NOT NULL,
  -- The editor session that sent it; null for rows the server wrote (compaction, restore).
  session_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, seq)
);

CREATE TABLE collab_sessions (
  document_id uuid NOT NULL REFERENCES collab_documents (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  user_id text NOT NULL,
  client_id bigint NOT NULL,
  -- The latest awareness entry, stamped with the server's identity; empty before the first.
  awareness bytea NOT NULL DEFAULT '\x'::bytea,
  -- head value when the awareness last changed.
  seq bigint NOT NULL DEFAULT 0,
  seen_at timestamptz NOT NULL DEFAULT now(),
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (document_id, session_id)
);
CREATE INDEX collab_sessions_seen_idx ON collab_sessions (document_id, seen_at DESC);

CREATE TABLE collab_snapshots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES collab_documents (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('auto', 'named', 'before_restore', 'minutes')),
  label text CHECK (label IS NULL OR length(label) BETWEEN 1 AND 120),
  -- The whole document state (one Yjs update) at head.
  state bytea NOT NULL,
  head bigint NOT NULL,
  taken_by text REFERENCES profiles (id) ON DELETE SET NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  -- Set when frozen as minutes: the documents module's document holding the PDF.
  frozen_document_id uuid
);
CREATE INDEX collab_snapshots_document_idx ON collab_snapshots (document_id, taken_at DESC, id DESC);

-- The association's shared notes document behind /backend/collab: always there, open to every
-- signed-in user, never archived or limited.
INSERT INTO collab_documents (doc_key, title, is_shared) VALUES ('verband', 'Gemeinsame Notizen des Verbands', true);

INSERT INTO activity_types (name, module) VALUES
  ('collab_document_created', 'collab'), ('collab_document_changed', 'collab'),
  ('collab_snapshot_restored', 'collab'), ('collab_minutes_filed', 'collab');
