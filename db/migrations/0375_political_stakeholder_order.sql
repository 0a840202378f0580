-- The stakeholder map by institution and name at 5,000 stakeholders (issue 27, ADR 250): its
-- order spans three tables (organisation name, then the contact's last and first name), so every
-- page joined and sorted all stakeholders. The key is now kept on the stakeholder row, written by
-- triggers whenever a stakeholder is added or a contact's name or organisation or an
-- organisation's name changes (the CRM's tables), and a page is one range of its index.
CREATE FUNCTION political_stakeholder_sort_key(contact uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(coalesce(o.name, '') || ' ' || c.last_name || ' ' || c.first_name)
  FROM crm_contacts c LEFT JOIN organizations o ON o.id = c.organization_id WHERE c.id = contact
$$;

ALTER TABLE political_stakeholders ADD COLUMN sort_key text;
UPDATE political_stakeholders SET sort_key = political_stakeholder_sort_key(contact_id);
CREATE INDEX political_stakeholders_sort_idx ON political_stakeholders (sort_key, contact_id);

CREATE FUNCTION political_stakeholders_set_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_key := political_stakeholder_sort_key(NEW.contact_id);
  RETURN NEW;
END $$;
CREATE TRIGGER political_stakeholders_set_sort_key BEFORE INSERT OR UPDATE OF contact_id ON political_stakeholders
  FOR EACH ROW EXECUTE FUNCTION political_stakeholders_set_sort_key();

CREATE FUNCTION political_stakeholders_contact_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE political_stakeholders SET sort_key = political_stakeholder_sort_key(contact_id) WHERE contact_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER political_stakeholders_contact_renamed AFTER UPDATE OF first_name, last_name, organization_id ON crm_contacts
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION political_stakeholders_contact_renamed();

CREATE FUNCTION political_stakeholders_organization_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE political_stakeholders s SET sort_key = political_stakeholder_sort_key(s.contact_id)
  WHERE s.contact_id IN (SELECT c.id FROM crm_contacts c WHERE c.organization_id = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER political_stakeholders_organization_renamed AFTER UPDATE OF name ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION political_stakeholders_organization_renamed();
