-- Finances (issue 22): one collection date per invoice, decided once and stored on it (ADR 220).
-- The fee run stores the date the invoice announces (its pre-notification); a collection run
-- debits on exactly that date, or, when the date can no longer be met or none was announced,
-- decides a new one, stores it here and announces it. Not part of the frozen content (the freeze
-- trigger does not cover it): it is bookkeeping like the paid amount.
ALTER TABLE finance_invoices ADD COLUMN collection_date date;

-- Existing invoices: the date of their latest collection (what the bank was asked to do), else
-- the date the invoice itself announced for a direct debit, never before the invoice date or due
-- date. Invoices paid by transfer keep none.
UPDATE finance_invoices i
SET collection_date = greatest(
  coalesce(
    (SELECT r.collection_date FROM finance_collections c JOIN finance_collection_runs r ON r.id = c.run_id
      WHERE c.invoice_id = i.id ORDER BY c.attempt DESC LIMIT 1),
    (i.document -> 'payment' ->> 'dueDate')::date
  ),
  i.issue_date,
  coalesce(i.due_date, i.issue_date)
)
WHERE i.kind = 'invoice'
  AND (i.document -> 'payment' ->> 'kind' = 'direct_debit' OR EXISTS (SELECT 1 FROM finance_collections c WHERE c.invoice_id = i.id));

-- The run plan and the overdue list look invoices up by their pending collection.
CREATE INDEX finance_collections_invoice_status_idx ON finance_collections (invoice_id, status);
