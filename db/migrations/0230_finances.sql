-- Finances (issue 16): fee schedules, invoices with gapless numbers, payments, write-offs,
-- dunning, SEPA mandates and collection runs, bank statement import. Money is bigint cents
-- (ADR 162); invoices are frozen snapshots (ADR 161).

-- The association as issuer and creditor; one row. Tax number, bank account and creditor id are
-- entered by the treasurer before the first fee run (the run refuses to start without them).
CREATE TABLE finance_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  issuer_name text NOT NULL CHECK (length(issuer_name) BETWEEN 1 AND 200),
  issuer_address_lines text[] NOT NULL,
  tax_number text,
  vat_id text,
  register_text text NOT NULL DEFAULT '',
  represented_by text NOT NULL DEFAULT '',
  contact_lines text[] NOT NULL DEFAULT '{}',
  bank_name text,
  iban text,
  bic text,
  creditor_id text,
  town_name text NOT NULL DEFAULT 'Berlin',
  pre_notification_days integer NOT NULL DEFAULT 14 CHECK (pre_notification_days BETWEEN 1 AND 30),
  dunning_policy jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  version integer NOT NULL DEFAULT 1
);

INSERT INTO finance_settings (issuer_name, issuer_address_lines, register_text, represented_by, contact_lines, dunning_policy)
VALUES (
  'Verband Nichtbundeseigener Schieneninfrastruktur e.V. (VNSI)',
  ARRAY['Reinhardtstraße 27', '10117 Berlin'],
  'Amtsgericht Charlottenburg, VR 41873 B',
  'Dr. Matthias Kühnel (Präsident), Katrin Albers (Vizepräsidentin), Jens Wohlfahrt (Schatzmeister)',
  ARRAY['Telefon +49 30 2062 4418-0', 'info@vnsi-verband.de'],
  '[{"level":1,"title":"Zahlungserinnerung","waitDays":14,"feeCents":0,"paymentTermDays":14},
    {"level":2,"title":"1. Mahnung","waitDays":7,"feeCents":500,"paymentTermDays":14},
    {"level":3,"title":"2. Mahnung","waitDays":7,"feeCents":1000,"paymentTermDays":10}]'::jsonb
);

-- Fee schedule per fiscal year: a rule per paying class (honorary members pay nothing by statute,
-- so they have no rule), the tax treatment (ADR 160) and the payment term. Shapes are checked by
-- feeScheduleSchema before they are stored.
CREATE TABLE finance_fee_schedules (
  fiscal_year integer PRIMARY KEY CHECK (fiscal_year BETWEEN 2024 AND 2100),
  ordinary_rule jsonb NOT NULL CHECK (jsonb_typeof(ordinary_rule) = 'object'),
  supporting_rule jsonb NOT NULL CHECK (jsonb_typeof(supporting_rule) = 'object'),
  tax_treatment jsonb NOT NULL CHECK (jsonb_typeof(tax_treatment) = 'object'),
  payment_term_days integer NOT NULL CHECK (payment_term_days BETWEEN 7 AND 90),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  version integer NOT NULL DEFAULT 1
);

-- Where a member's invoices go: debtor number, recipient, address and the billing contact's
-- e-mail. Created with the organisation's data on the first fee run; editable afterwards.
CREATE SEQUENCE finance_debtor_number_seq;
CREATE TABLE finance_billing_profiles (
  membership_id uuid PRIMARY KEY REFERENCES memberships (id) ON DELETE RESTRICT,
  debtor_number text NOT NULL UNIQUE DEFAULT ('D-' || lpad(nextval('finance_debtor_number_seq')::text, 4, '0')),
  recipient_name text NOT NULL CHECK (length(recipient_name) BETWEEN 1 AND 200),
  attention text,
  street text,
  postal_code text,
  city text,
  billing_email text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text,
  version integer NOT NULL DEFAULT 1
);

-- SEPA mandates (ADR 163). The reference is unique per creditor, case-insensitively; a member has
-- at most one active mandate.
CREATE TABLE finance_mandates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  membership_id uuid NOT NULL REFERENCES memberships (id) ON DELETE RESTRICT,
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 35),
  scheme text NOT NULL CHECK (scheme IN ('CORE', 'B2B')),
  recurrent boolean NOT NULL DEFAULT true,
  signed_on date NOT NULL,
  debtor_name text NOT NULL CHECK (length(debtor_name) BETWEEN 1 AND 200),
  iban text NOT NULL CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text CHECK (bic IS NULL OR bic ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'revoked', 'completed')),
  revoked_on date,
  -- Due date of the last collection that was not returned: FRST until set, the 36-month lapse from it.
  last_collected_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX finance_mandates_reference_idx ON finance_mandates (upper(reference));
CREATE UNIQUE INDEX finance_mandates_one_active_idx ON finance_mandates (membership_id) WHERE status = 'active';

-- Gapless invoice numbers (ADR 161): the issuing transaction increments its year's row; the row
-- lock serialises issuers and a rollback takes the increment back with the invoice.
CREATE TABLE finance_invoice_counters (
  year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 9999),
  last_number integer NOT NULL CHECK (last_number > 0)
);

CREATE TABLE finance_invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL UNIQUE,
  number_year integer NOT NULL,
  number_sequence integer NOT NULL CHECK (number_sequence > 0),
  kind text NOT NULL CHECK (kind IN ('invoice', 'cancellation')),
  membership_id uuid NOT NULL REFERENCES memberships (id) ON DELETE RESTRICT,
  fiscal_year integer NOT NULL,
  membership_class text NOT NULL CHECK (membership_class IN ('ordinary', 'supporting', 'honorary')),
  cancels_id uuid UNIQUE REFERENCES finance_invoices (id) ON DELETE RESTRICT,
  issue_date date NOT NULL,
  due_date date,
  net_cents bigint NOT NULL,
  tax_cents bigint NOT NULL,
  gross_cents bigint NOT NULL,
  -- The frozen InvoiceDocument: PDF, mail and every later view render from it.
  document jsonb NOT NULL CHECK (jsonb_typeof(document) = 'object'),
  -- Bookkeeping that changes after issue (the content above never does).
  cancelled_cents bigint NOT NULL DEFAULT 0,
  paid_cents bigint NOT NULL DEFAULT 0,
  written_off_cents bigint NOT NULL DEFAULT 0,
  fees_cents bigint NOT NULL DEFAULT 0,
  open_cents bigint GENERATED ALWAYS AS (CASE WHEN kind = 'invoice' THEN gross_cents + cancelled_cents + fees_cents - paid_cents - written_off_cents ELSE 0 END) STORED,
  status text GENERATED ALWAYS AS (
    CASE
      WHEN kind = 'cancellation' THEN 'cancellation'
      WHEN cancelled_cents <> 0 AND gross_cents + cancelled_cents = 0 THEN 'cancelled'
      WHEN gross_cents + cancelled_cents + fees_cents - paid_cents - written_off_cents > 0 THEN 'open'
      WHEN written_off_cents > 0 THEN 'written_off'
      ELSE 'paid'
    END
  ) STORED,
  dunning_hold boolean NOT NULL DEFAULT false,
  pdf_document_id uuid,
  mail_delivery_id text,
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT finance_invoices_number_unique UNIQUE (number_year, number_sequence),
  CONSTRAINT finance_invoices_cancellation_refers CHECK ((kind = 'cancellation') = (cancels_id IS NOT NULL)),
  CONSTRAINT finance_invoices_total CHECK (gross_cents = net_cents + tax_cents)
);
-- One live fee invoice per member and fiscal year: the fee run's idempotence in the schema.
CREATE UNIQUE INDEX finance_invoices_one_live_fee_idx ON finance_invoices (membership_id, fiscal_year) WHERE kind = 'invoice' AND cancelled_cents = 0;
CREATE INDEX finance_invoices_year_number_idx ON finance_invoices (fiscal_year, number);
CREATE INDEX finance_invoices_open_due_idx ON finance_invoices (due_date, number) WHERE status = 'open';
CREATE INDEX finance_invoices_membership_idx ON finance_invoices (membership_id, fiscal_year DESC);

CREATE FUNCTION finance_invoices_freeze() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'finance_invoices: an issued invoice is never deleted (cancel it instead)' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.number, NEW.number_year, NEW.number_sequence, NEW.kind, NEW.membership_id, NEW.fiscal_year, NEW.membership_class, NEW.cancels_id, NEW.issue_date, NEW.due_date, NEW.net_cents, NEW.tax_cents, NEW.gross_cents, NEW.document)
     IS DISTINCT FROM
     (OLD.number, OLD.number_year, OLD.number_sequence, OLD.kind, OLD.membership_id, OLD.fiscal_year, OLD.membership_class, OLD.cancels_id, OLD.issue_date, OLD.due_date, OLD.net_cents, OLD.tax_cents, OLD.gross_cents, OLD.document) THEN
    RAISE EXCEPTION 'finance_invoices: an issued invoice is never changed (issue a cancellation invoice)' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER finance_invoices_freeze BEFORE UPDATE OR DELETE ON finance_invoices FOR EACH ROW EXECUTE FUNCTION finance_invoices_freeze();

-- Append-only money movements: corrections are counter-entries, so the cash auditors see them.
CREATE FUNCTION finance_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%: entries are never changed or deleted (book a counter-entry)', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;

CREATE TABLE finance_collection_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id text NOT NULL UNIQUE CHECK (length(message_id) BETWEEN 1 AND 30),
  scheme text NOT NULL CHECK (scheme IN ('CORE', 'B2B')),
  collection_date date NOT NULL,
  transactions integer NOT NULL CHECK (transactions > 0),
  control_sum_cents bigint NOT NULL CHECK (control_sum_cents > 0),
  xml text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text
);
CREATE INDEX finance_collection_runs_created_idx ON finance_collection_runs (created_at DESC, id);

CREATE TABLE finance_collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_id uuid NOT NULL REFERENCES finance_collection_runs (id) ON DELETE RESTRICT,
  invoice_id uuid NOT NULL REFERENCES finance_invoices (id) ON DELETE RESTRICT,
  mandate_id uuid NOT NULL REFERENCES finance_mandates (id) ON DELETE RESTRICT,
  end_to_end_id text NOT NULL UNIQUE,
  attempt integer NOT NULL CHECK (attempt > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  sequence_type text NOT NULL CHECK (sequence_type IN ('FRST', 'RCUR', 'FNAL', 'OOFF')),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'settled', 'returned')),
  settled_on date,
  returned_on date,
  return_reason text,
  charges_cents bigint NOT NULL DEFAULT 0 CHECK (charges_cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX finance_collections_one_pending_idx ON finance_collections (invoice_id) WHERE status = 'submitted';
CREATE INDEX finance_collections_run_idx ON finance_collections (run_id);

CREATE TABLE finance_bank_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_iban text NOT NULL,
  statement_id text NOT NULL,
  message_id text NOT NULL,
  format text NOT NULL,
  file_name text,
  opening_cents bigint,
  closing_cents bigint,
  balanced boolean,
  lines integer NOT NULL DEFAULT 0,
  imported_at timestamptz NOT NULL DEFAULT now(),
  imported_by text,
  CONSTRAINT finance_bank_statements_once UNIQUE (account_iban, statement_id)
);
CREATE INDEX finance_bank_statements_imported_idx ON finance_bank_statements (imported_at DESC, id);

CREATE TABLE finance_statement_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES finance_bank_statements (id) ON DELETE RESTRICT,
  account_iban text NOT NULL,
  line_key text NOT NULL,
  booking_date date,
  value_date date,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
  kind text NOT NULL CHECK (kind IN ('incoming_transfer', 'direct_debit_credit', 'returned_debit', 'other_debit')),
  counterparty_name text,
  counterparty_iban text,
  remittance text NOT NULL DEFAULT '',
  end_to_end_id text,
  return_reason text,
  charges_cents bigint NOT NULL DEFAULT 0,
  outcome text NOT NULL CHECK (outcome IN ('booked', 'review', 'ignored', 'resolved')),
  outcome_note text NOT NULL DEFAULT '',
  suggested_invoice_ids uuid[] NOT NULL DEFAULT '{}',
  resolved_at timestamptz,
  resolved_by text,
  version integer NOT NULL DEFAULT 1,
  CONSTRAINT finance_statement_lines_once UNIQUE (account_iban, line_key)
);
CREATE INDEX finance_statement_lines_review_idx ON finance_statement_lines (booking_date DESC, id) WHERE outcome = 'review';
CREATE INDEX finance_statement_lines_statement_idx ON finance_statement_lines (statement_id);

CREATE TABLE finance_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES finance_invoices (id) ON DELETE RESTRICT,
  cents bigint NOT NULL CHECK (cents <> 0),
  received_on date NOT NULL,
  method text NOT NULL CHECK (method IN ('transfer', 'direct_debit', 'cash', 'return', 'other')),
  reference text NOT NULL DEFAULT '',
  statement_line_id uuid REFERENCES finance_statement_lines (id) ON DELETE RESTRICT,
  collection_id uuid REFERENCES finance_collections (id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text
);
CREATE INDEX finance_payments_invoice_idx ON finance_payments (invoice_id);
CREATE INDEX finance_payments_received_idx ON finance_payments (received_on);
CREATE TRIGGER finance_payments_append_only BEFORE UPDATE OR DELETE ON finance_payments FOR EACH ROW EXECUTE FUNCTION finance_append_only();

CREATE TABLE finance_write_offs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES finance_invoices (id) ON DELETE RESTRICT,
  cents bigint NOT NULL CHECK (cents > 0),
  written_off_on date NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text
);
CREATE INDEX finance_write_offs_invoice_idx ON finance_write_offs (invoice_id);
CREATE TRIGGER finance_write_offs_append_only BEFORE UPDATE OR DELETE ON finance_write_offs FOR EACH ROW EXECUTE FUNCTION finance_append_only();

CREATE TABLE finance_dunning_notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL REFERENCES finance_invoices (id) ON DELETE RESTRICT,
  level integer NOT NULL CHECK (level BETWEEN 1 AND 5),
  title text NOT NULL,
  sent_on date NOT NULL,
  deadline date NOT NULL,
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  mail_delivery_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text,
  CONSTRAINT finance_dunning_notices_once UNIQUE (invoice_id, level)
);
CREATE TRIGGER finance_dunning_notices_append_only BEFORE UPDATE OR DELETE ON finance_dunning_notices FOR EACH ROW EXECUTE FUNCTION finance_append_only();

-- Activity log types of the finance module (the treasurer's own log of what they did).
INSERT INTO activity_types (name, module) VALUES
  ('fee_run_completed', 'finances'), ('invoice_cancelled', 'finances'), ('payment_recorded', 'finances'),
  ('collection_run_created', 'finances'), ('bank_statement_imported', 'finances'), ('dunning_sent', 'finances');
