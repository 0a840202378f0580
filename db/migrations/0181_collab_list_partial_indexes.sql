-- The list filters by `archived_at IS NULL` / `IS NOT NULL`, which the planner never matches to
-- the boolean expression leading 0180's index, so every page sorted all documents. Two partial
-- indexes match those filters: a page of the list reads its rows in order and stops.
DROP INDEX IF EXISTS collab_documents_list_idx;
CREATE INDEX collab_documents_open_list_idx ON collab_documents ((coalesce(last_edited_at, created_at)) DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX collab_documents_archived_list_idx ON collab_documents ((coalesce(last_edited_at, created_at)) DESC, id DESC) WHERE archived_at IS NOT NULL;

-- Search: ILIKE on title or content preview through trigram indexes where pg_trgm exists (0060
-- creates the extension when it can; in-memory test databases go without and scan).
DO $collab_trgm$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX collab_documents_title_trgm_idx ON collab_documents USING gin (title gin_trgm_ops)';
    EXECUTE 'CREATE INDEX collab_documents_preview_trgm_idx ON collab_documents USING gin (content_preview gin_trgm_ops)';
  END IF;
END
$collab_trgm$;
