-- Finances, second round (issue 16): the invoice PDF of record and keyset paging of the SEPA and
-- bank lists.

-- The version of the filed PDF (documents module) that is the invoice of record: the mail
-- attachment, the treasurer's and the member's download all read exactly this version, even if
-- someone later stores another file of the same name in the folder.
ALTER TABLE finance_invoices ADD COLUMN pdf_document_version integer CHECK (pdf_document_version IS NULL OR pdf_document_version > 0);

-- Keyset pages walk (sort key, id) in the display order; these indexes answer a page as one range.
-- Statement lines: newest booking first (no booking date last), filtered by outcome or not.
DROP INDEX IF EXISTS finance_statement_lines_review_idx;
CREATE INDEX finance_statement_lines_booking_idx ON finance_statement_lines (booking_date DESC NULLS LAST, id DESC);
CREATE INDEX finance_statement_lines_outcome_booking_idx ON finance_statement_lines (outcome, booking_date DESC NULLS LAST, id DESC);
-- Collection runs: newest first.
DROP INDEX IF EXISTS finance_collection_runs_created_idx;
CREATE INDEX finance_collection_runs_created_idx ON finance_collection_runs (created_at DESC, id DESC);
-- Mandates by status (the SEPA tab filters active ones); the order is the member's name, a join.
CREATE INDEX finance_mandates_status_idx ON finance_mandates (status, membership_id);
