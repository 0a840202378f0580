-- A member company's contact people were kept twice: the member register wrote them into
-- member_contacts (0042), the CRM keeps the people of the same organisations row in crm_contacts
-- (0055). The CRM did not see a member's representative and the register did not see the CRM's
-- people of that member. From now on they are one list: crm_contacts. The one fact only the
-- register had, who is the representative, becomes a flag there (at most one per organisation).
ALTER TABLE crm_contacts ADD COLUMN is_representative boolean NOT NULL DEFAULT false;
ALTER TABLE crm_contacts ADD CONSTRAINT crm_contacts_representative_has_organization
  CHECK (NOT is_representative OR organization_id IS NOT NULL);
CREATE UNIQUE INDEX crm_contacts_one_representative_idx ON crm_contacts (organization_id) WHERE is_representative;

-- member_contacts held one name ("Frau Dr. Erika Muster" for admitted representatives). The CRM
-- splits it: runs of white space become one space, the salutation is dropped, leading words ending in "." are the title, the last word
-- is the last name and the rest the first name.
INSERT INTO crm_contacts (first_name, last_name, title, job_function, organization_id, email, phone, is_representative, created_at, updated_at)
SELECT
  left(coalesce(substring(person FROM '^(.*) \S+$'), ''), 100),
  left(coalesce(nullif(substring(person FROM '(\S+)$'), ''), btrim(name)), 100),
  nullif(left(title, 100), ''),
  left("position", 200),
  organization_id,
  left(email, 254),
  left(phone, 50),
  is_representative,
  created_at,
  created_at
FROM (
  SELECT *,
    btrim(coalesce(substring(bare FROM '^((?:\S+\.\s+)*)'), '')) AS title,
    btrim(regexp_replace(bare, '^(?:\S+\.\s+)*', '')) AS person
  FROM (SELECT *, regexp_replace(regexp_replace(btrim(name), '\s+', ' ', 'g'), '^(Herr|Frau) ', '') AS bare FROM member_contacts) AS named
) AS split;

DROP TABLE member_contacts;
