-- The product's one clock (docs/architecture.md, "One clock: the database's"): every decision that can release
-- a letter or count a check-in is taken from it, never from a process's own. `legado.clock_offset` (an interval;
-- unset in production, where nothing sets it) is how a test moves it, for its own connections only.
CREATE OR REPLACE FUNCTION legado_now() RETURNS timestamptz
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT clock_timestamp()
         + coalesce(nullif(current_setting('legado.clock_offset', true), '')::interval, interval '0')
$$;
