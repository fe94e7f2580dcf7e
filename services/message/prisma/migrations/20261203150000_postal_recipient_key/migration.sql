-- A letter's recipient is known by their name and postal address now (sealed-fields.ts, postalRecipientKey),
-- no longer by the e-mail address most letters leave blank (every such letter shared the key of ''). The key
-- is a keyed hash of sealed fields, so SQL cannot write it: these rows derive it when read (recipient-choices.ts,
-- partiesOf), as rows from before the stored key always have. No refusal was ever made with a letter's old key:
-- its choices link was neither printed nor sent.
UPDATE "message" SET "recipient_key" = NULL WHERE "delivery_method" <> 'email';
