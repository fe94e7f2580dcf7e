-- The relay marks the rows it published in its next claim when one follows at once (a full batch, or events
-- written meanwhile): one round trip a batch instead of two while a wave lasts (packages/platform/src/outbox.ts).
-- The two-argument claim stays for relays of the version before, during a rollout.
CREATE FUNCTION claim_outbox_events(batch_size integer, lease interval, published uuid[])
RETURNS TABLE (id uuid, type text, version integer, payload jsonb, headers jsonb, created_at timestamptz)
LANGUAGE plpgsql
AS $$
#variable_conflict use_column
BEGIN
  IF cardinality(published) > 0 THEN
    UPDATE outbox_event SET published_at = now(), lease_until = NULL WHERE id = ANY(published);
  END IF;
  RETURN QUERY SELECT * FROM claim_outbox_events(batch_size, lease);
END
$$;
