-- Durable deliveries (e-mails and webhooks). Rows are written in the same transaction as the data
-- they announce, tried right after the response and retried with backoff by the scheduled
-- dispatcher until sent or dead. See docs/decisions/003-outbox-deliveries.md.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('email', 'webhook')),
  target text NOT NULL,
  payload jsonb NOT NULL,
  reference text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status IN ('pending', 'failed');
CREATE INDEX outbox_reference_idx ON outbox (reference);
