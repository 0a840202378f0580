-- The procedure search (title, short title, topic, printed papers; issue 27, ADR 250) tested four
-- ILIKEs on every procedure, for the page and again for its total. One lower-cased search text
-- (the fields separated by a control character nobody types, so a search never matches across
-- two of them) with a trigram index answers both from the index, as 0060 does for applications.
CREATE FUNCTION political_procedure_search_text(title text, short_title text, topic text, printed_papers text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(concat_ws(chr(31), title, short_title, topic, array_to_string(printed_papers, ' ')))
$$;
ALTER TABLE political_procedures
  ADD COLUMN search_text text GENERATED ALWAYS AS (political_procedure_search_text(title, short_title, topic, printed_papers)) STORED;

DO $trgm_indexes$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX political_procedures_search_trgm_idx ON political_procedures USING gin (search_text gin_trgm_ops)';
  END IF;
END
$trgm_indexes$;
