-- Documents at 100,000 (issue 27, ADR 250).
--
-- 1. A search over every readable folder is shown by name (or newest first). A word in a fifth of
--    all documents matched 20,000 rows, all of which were read and sorted for one page of 50.
--    With the live documents in each order as an index, the planner walks that order and stops
--    at the page's last match when the word is frequent (its statistics say so), and keeps the
--    text indexes for rare words. Per folder the folder indexes of 0140 already do this.
CREATE INDEX documents_live_name_idx ON documents (name_key, id) WHERE deleted_at IS NULL;
CREATE INDEX documents_live_updated_idx ON documents (updated_at DESC, id DESC) WHERE deleted_at IS NULL;

-- 2. The folder list shows each folder's live documents: kept per folder by a trigger in the
--    transaction that adds, moves, trashes, restores or purges a document, instead of counting
--    100,000 rows per request.
CREATE TABLE document_folder_counts (
  folder_id uuid PRIMARY KEY REFERENCES document_folders (id) ON DELETE CASCADE,
  live integer NOT NULL DEFAULT 0
);

CREATE FUNCTION documents_keep_folder_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.folder_id = NEW.folder_id AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  -- One statement in folder order, so concurrent moves lock the counters in the same order.
  WITH changed (folder_id, d) AS (
    SELECT OLD.folder_id, -1 WHERE TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL
    UNION ALL
    SELECT NEW.folder_id, 1 WHERE TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL
  )
  INSERT INTO document_folder_counts AS c (folder_id, live)
  SELECT folder_id, sum(d)::int FROM changed GROUP BY folder_id HAVING sum(d) <> 0 ORDER BY folder_id
  ON CONFLICT (folder_id) DO UPDATE SET live = c.live + EXCLUDED.live;
  RETURN NULL;
END $$;
CREATE TRIGGER documents_keep_folder_counts AFTER INSERT OR UPDATE OF folder_id, deleted_at OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_keep_folder_counts();

INSERT INTO document_folder_counts (folder_id, live)
SELECT folder_id, count(*) FROM documents WHERE deleted_at IS NULL GROUP BY folder_id;
