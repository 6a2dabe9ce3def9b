-- A local wall-clock time in an IANA zone -> the instant, by the posting-slot rules of
-- src/shared/schedule/wall-time.ts (tests/api/slot-instants.test.ts holds the two equal):
-- a time the clocks skip moves to the first valid time (the jump); a time they repeat is the first of the two.
-- Postgres alone reads a skipped time with the offset before the jump (02:30 -> 03:30) and a repeated one as the
-- second occurrence; this function corrects both. Never depends on the session's TimeZone setting.
CREATE FUNCTION app_local_to_instant(local_date date, local_time time, zone text) RETURNS timestamptz
  LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE SET search_path = pg_catalog
  AS $$
DECLARE
  wall timestamp := local_date + local_time;
  t timestamptz := wall AT TIME ZONE zone;
  first_one timestamptz;
  lo timestamptz;
  hi timestamptz;
  mid timestamptz;
BEGIN
  IF (t AT TIME ZONE zone) = wall THEN
    -- repeated? the same wall time read with the offset in force a few hours earlier is the first occurrence
    first_one := (wall - ((t - interval '3 hours') AT TIME ZONE zone - (t - interval '3 hours') AT TIME ZONE 'UTC'))
      AT TIME ZONE 'UTC';
    IF first_one < t AND (first_one AT TIME ZONE zone) = wall THEN
      RETURN first_one;
    END IF;
    RETURN t;
  END IF;
  -- skipped: t lies after the jump; the jump is the first instant whose local time is past the wall time
  lo := t - interval '1 day';
  hi := t;
  WHILE hi - lo > interval '1 microsecond' LOOP
    mid := lo + (hi - lo) / 2;
    IF (mid AT TIME ZONE zone) > wall THEN
      hi := mid;
    ELSE
      lo := mid;
    END IF;
  END LOOP;
  RETURN hi;
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_local_to_instant(date, time, text) TO pillarpost_app;
