-- Membership applications (SPEC section 3). One row per submitted application; issue 5 moves the
-- status on (in_review, approved, rejected, withdrawn) with optimistic locking on version.
CREATE TABLE membership_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name text NOT NULL,
  legal_form text NOT NULL,
  employee_count integer NOT NULL CHECK (employee_count >= 1),
  street text NOT NULL,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  state text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  website text,
  representative_salutation text NOT NULL CHECK (representative_salutation IN ('herr', 'frau', 'divers')),
  representative_title text,
  representative_firstname text NOT NULL,
  representative_lastname text NOT NULL,
  representative_position text NOT NULL,
  representative_email text NOT NULL,
  representative_phone text,
  infrastructure_types text[] NOT NULL CHECK (cardinality(infrastructure_types) >= 1),
  track_length numeric(8, 1) CHECK (track_length >= 0),
  desired_entry_date date NOT NULL,
  referral_source text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_review', 'approved', 'rejected', 'withdrawn')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX membership_applications_status_created_idx ON membership_applications (status, created_at DESC);
