-- The stakeholder map's "last interaction" (issue 27): each row of a page looked up every action
-- of its contact (about six action contacts, then each action by its key for date and outcome:
-- 676 of a page's 886 buffers at bench scale). The date of the contact's latest done action is
-- now kept on the stakeholder row, written by triggers when a stakeholder is added, when action
-- contacts are added or removed (also by an action's deletion) and when an action's date or
-- outcome changes. The CRM's own interactions are still read per row (one index probe).
CREATE FUNCTION political_contact_last_action(contact uuid) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT max(a.occurred_on) FROM political_action_contacts ac JOIN political_actions a ON a.id = ac.action_id
  WHERE ac.contact_id = contact AND a.outcome <> 'geplant'
$$;

ALTER TABLE political_stakeholders ADD COLUMN last_action_on date;
UPDATE political_stakeholders SET last_action_on = political_contact_last_action(contact_id);

CREATE FUNCTION political_stakeholders_set_last_action() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_action_on := political_contact_last_action(NEW.contact_id);
  RETURN NEW;
END $$;
CREATE TRIGGER political_stakeholders_set_last_action BEFORE INSERT OR UPDATE OF contact_id ON political_stakeholders
  FOR EACH ROW EXECUTE FUNCTION political_stakeholders_set_last_action();

-- Statement triggers with the changed rows: a bulk insert updates each stakeholder once.
CREATE FUNCTION political_action_contacts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE political_stakeholders s SET last_action_on = political_contact_last_action(s.contact_id)
  WHERE s.contact_id IN (SELECT contact_id FROM changed);
  RETURN NULL;
END $$;
CREATE TRIGGER political_action_contacts_added AFTER INSERT ON political_action_contacts
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION political_action_contacts_changed();
CREATE TRIGGER political_action_contacts_removed AFTER DELETE ON political_action_contacts
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION political_action_contacts_changed();

CREATE FUNCTION political_actions_dated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE political_stakeholders s SET last_action_on = political_contact_last_action(s.contact_id)
  WHERE s.contact_id IN (SELECT ac.contact_id FROM political_action_contacts ac WHERE ac.action_id = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER political_actions_dated AFTER UPDATE OF occurred_on, outcome ON political_actions
  FOR EACH ROW WHEN (OLD.occurred_on IS DISTINCT FROM NEW.occurred_on OR OLD.outcome IS DISTINCT FROM NEW.outcome)
  EXECUTE FUNCTION political_actions_dated();
