-- Contact messages: stored before any e-mail is attempted, so a failing mail service loses nothing.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  organization text,
  subject text NOT NULL CHECK (subject IN ('mitgliedschaft', 'fachfragen', 'veranstaltungen', 'presse', 'sonstiges')),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
