-- Links user accounts to their member organisation: profiles.organization_id (0021) is set when a
-- representative is invited on approval or an administrator links an account. One organisation
-- may have several linked accounts; an account belongs to at most one organisation.
ALTER TABLE profiles
  ADD CONSTRAINT profiles_organization_fk FOREIGN KEY (organization_id) REFERENCES organizations (id) ON DELETE SET NULL;
CREATE INDEX profiles_organization_idx ON profiles (organization_id) WHERE organization_id IS NOT NULL;
