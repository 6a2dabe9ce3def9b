/**
 * SQL that makes Postgres refuse a user whose headline or first name starts with `mark`, quoting the value in its
 * error message the way a real data error does: the logging tests check that such values never reach the logs.
 */
export function refusingTriggerSql(name: string, mark: string): string {
  return `
    CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.headline LIKE '${mark}%' OR NEW.first_name LIKE '${mark}%' THEN
        RAISE EXCEPTION 'refused value: "%"', coalesce(NEW.headline, NEW.first_name) USING ERRCODE = '22021';
      END IF;
      RETURN NEW;
    END $$;
    DROP TRIGGER IF EXISTS ${name} ON users;
    CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION ${name}();`;
}
