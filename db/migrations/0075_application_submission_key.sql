-- Issue 10: one application per company and e-mail address per day. Thirty identical submissions
-- sent at once (a double click, a retrying proxy, a script) store one row and send its mails once;
-- every sender gets the SPEC's success answer. The key is a hash of the lower-cased company name,
-- e-mail address and the Berlin date of submission.
ALTER TABLE membership_applications ADD COLUMN submission_key text;
CREATE UNIQUE INDEX membership_applications_submission_key ON membership_applications (submission_key) WHERE submission_key IS NOT NULL;
