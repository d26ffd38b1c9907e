-- CreateTable
CREATE TABLE "dashboard_versions" (
    "user_id" UUID NOT NULL,
    "version" BIGINT NOT NULL,

    CONSTRAINT "dashboard_versions_pkey" PRIMARY KEY ("user_id")
);

-- Each account's dashboard page (src/server/dashboard/get-dashboard-page.ts) has a version that
-- changes with anything the page shows, whichever process or statement changes it: the loved
-- ones' numbers, the plan, the reminders, the calls. A web process serves a page it read before
-- only while the version is still the one read with it (src/server/dashboard/page-cache.ts).
-- A change and its new version commit together: any snapshot that sees one sees the other.
-- Versions come from one sequence, one value per statement, so that no account is ever given a
-- value twice, even after its row was deleted or the tables truncated.
CREATE SEQUENCE "dashboard_version_seq";

-- Rewritten on every bump: room in each page for the new row, so that the update stays in it
-- (a HOT update) and the key's index is not written.
ALTER TABLE "dashboard_versions" SET (fillfactor = 50);

CREATE FUNCTION "porchlight_bump_dashboards"(accounts uuid[]) RETURNS void
LANGUAGE sql AS $$
  -- In the accounts' order, so that two statements bumping the same accounts lock them alike;
  -- only accounts that still exist (a cascade from a deleted account writes nothing).
  WITH bump AS MATERIALIZED (SELECT nextval('dashboard_version_seq') AS version)
  INSERT INTO dashboard_versions AS v (user_id, version)
  SELECT a.id, bump.version
    FROM (SELECT DISTINCT id FROM unnest(accounts) AS id WHERE id IS NOT NULL) AS a, bump
   WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = a.id)
   ORDER BY a.id
  ON CONFLICT (user_id) DO UPDATE SET version = EXCLUDED.version
$$;

-- Inserts and deletes: statement-level, on the statement's rows (`changed_rows`), so that a batch
-- of calls placed at once bumps each account once. Updates: row-level, called only when the
-- trigger's WHEN finds a change the page shows, so that the calls' many other updates (status,
-- summary, recording) cost nothing here.
CREATE FUNCTION "porchlight_dashboard_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_versions;
  ELSIF TG_LEVEL = 'ROW' THEN
    IF TG_TABLE_NAME = 'reminders' THEN
      PERFORM porchlight_bump_dashboards(ARRAY(
        SELECT user_id FROM phone_numbers WHERE id IN (OLD.phone_number_id, NEW.phone_number_id)));
    ELSE
      PERFORM porchlight_bump_dashboards(ARRAY[OLD.user_id, NEW.user_id]);
    END IF;
  ELSIF TG_TABLE_NAME = 'reminders' THEN
    PERFORM porchlight_bump_dashboards(ARRAY(
      SELECT p.user_id FROM changed_rows r JOIN phone_numbers p ON p.id = r.phone_number_id));
  ELSE
    PERFORM porchlight_bump_dashboards(ARRAY(SELECT user_id FROM changed_rows));
  END IF;
  RETURN NULL;
END;
$$;

-- calls: the month's count and today's minutes. A call's start counts only by the side of a
-- day's or month's start it falls on, and every zone's midnight falls on a quarter hour of UTC
-- (all offsets in use are whole quarter hours), so a start moved within its quarter hour (the
-- dial writing the moment it rang, seconds after the call was queued) changes nothing shown.
CREATE TRIGGER "calls_inserted_dashboard" AFTER INSERT ON "calls"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "calls_deleted_dashboard" AFTER DELETE ON "calls"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "calls_updated_dashboard" AFTER UPDATE ON "calls" FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
        OR OLD.duration_seconds IS DISTINCT FROM NEW.duration_seconds
        OR floor(extract(epoch FROM OLD.started_at) / 900) <> floor(extract(epoch FROM NEW.started_at) / 900))
  EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "calls_truncated_dashboard" AFTER TRUNCATE ON "calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();

-- phone_numbers: every column the page reads.
CREATE TRIGGER "phone_numbers_inserted_dashboard" AFTER INSERT ON "phone_numbers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "phone_numbers_deleted_dashboard" AFTER DELETE ON "phone_numbers"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "phone_numbers_updated_dashboard" AFTER UPDATE ON "phone_numbers" FOR EACH ROW
  WHEN ((OLD.user_id, OLD.number, OLD.name, OLD.relationship, OLD.state, OLD.timezone,
         OLD.missed_call_alert_threshold, OLD.unusual_activity_alert, OLD.general_updates,
         OLD.created_at, OLD.daily_call_time, OLD.calls_stopped_at, OLD.update_mode, OLD.digest_time)
        IS DISTINCT FROM
        (NEW.user_id, NEW.number, NEW.name, NEW.relationship, NEW.state, NEW.timezone,
         NEW.missed_call_alert_threshold, NEW.unusual_activity_alert, NEW.general_updates,
         NEW.created_at, NEW.daily_call_time, NEW.calls_stopped_at, NEW.update_mode, NEW.digest_time))
  EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "phone_numbers_truncated_dashboard" AFTER TRUNCATE ON "phone_numbers"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();

-- subscriptions: the plan, its state, its end and the minutes left.
CREATE TRIGGER "subscriptions_inserted_dashboard" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "subscriptions_deleted_dashboard" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "subscriptions_updated_dashboard" AFTER UPDATE ON "subscriptions" FOR EACH ROW
  WHEN ((OLD.user_id, OLD.plan, OLD.status, OLD.valid_until, OLD.minutes_left)
        IS DISTINCT FROM (NEW.user_id, NEW.plan, NEW.status, NEW.valid_until, NEW.minutes_left))
  EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "subscriptions_truncated_dashboard" AFTER TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();

-- reminders: what a reminder says and when, and whether it is cancelled (not when it last rang).
CREATE TRIGGER "reminders_inserted_dashboard" AFTER INSERT ON "reminders"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "reminders_deleted_dashboard" AFTER DELETE ON "reminders"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "reminders_updated_dashboard" AFTER UPDATE ON "reminders" FOR EACH ROW
  WHEN ((OLD.phone_number_id, OLD.text, OLD.local_time, OLD.repeat, OLD.local_date, OLD.cancelled_at, OLD.created_at)
        IS DISTINCT FROM
        (NEW.phone_number_id, NEW.text, NEW.local_time, NEW.repeat, NEW.local_date, NEW.cancelled_at, NEW.created_at))
  EXECUTE FUNCTION "porchlight_dashboard_changed"();
CREATE TRIGGER "reminders_truncated_dashboard" AFTER TRUNCATE ON "reminders"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_changed"();

-- An account deleted takes its version with it (what its cascades would bump is skipped above).
CREATE FUNCTION "porchlight_dashboard_account_gone"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM dashboard_versions;
  ELSE
    DELETE FROM dashboard_versions WHERE user_id IN (SELECT id FROM changed_rows);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "users_deleted_dashboard" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_account_gone"();
CREATE TRIGGER "users_truncated_dashboard" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_dashboard_account_gone"();

-- The accounts already there start with a version.
INSERT INTO dashboard_versions (user_id, version)
SELECT id, nextval('dashboard_version_seq') FROM users ORDER BY id;
