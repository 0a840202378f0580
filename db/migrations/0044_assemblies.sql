-- Scheduled general assemblies, as far as the admission rule needs them: no new members are
-- admitted between the invitation and the assembly (statutes). Until the voting module owns
-- assemblies, administrators record them here; canAdmitNow() reads only these two dates.
CREATE TABLE assemblies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  invitation_sent_at date NOT NULL,
  held_at date NOT NULL,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT assemblies_invitation_before_assembly CHECK (invitation_sent_at <= held_at)
);
CREATE INDEX assemblies_held_at_idx ON assemblies (held_at);
