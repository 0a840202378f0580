-- Search result excerpts read the start of a file's text: a short copy keeps ts_headline from
-- detoasting up to 300,000 characters per result row (ADR 121).
ALTER TABLE document_files ADD COLUMN text_head text;
UPDATE document_files SET text_head = left(text_content, 5000) WHERE text_content IS NOT NULL;
