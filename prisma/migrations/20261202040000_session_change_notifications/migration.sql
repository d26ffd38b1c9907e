-- Web processes keep recently checked sessions in memory (src/server/auth/session-cache.ts).
-- Whatever changes what they hold, from any process or by hand, tells them on one channel:
-- 's:<session id>' for a session renewed or deleted, 'u:<user id>' for an account whose
-- session-visible fields changed or that was deleted, '*' when either table is truncated.
-- NOTIFY is delivered when the transaction commits, and not at all when it rolls back.

CREATE FUNCTION "porchlight_session_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('porchlight_sessions', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('porchlight_sessions', 's:' || OLD.id);
  ELSE
    PERFORM pg_notify('porchlight_sessions', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "sessions_changed"
  AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "porchlight_session_changed"();

CREATE TRIGGER "sessions_truncated"
  AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_session_changed"();

-- The columns a session check reads (sessions.ts, SESSION_SQL) other than last_active_at, which
-- only decides when the check itself writes it again.
CREATE TRIGGER "users_changed"
  AFTER UPDATE OF "id", "name", "first_name", "email", "onboarding_step", "alert_contact",
                  "alert_contact_email", "alert_contact_rcs_disabled" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "porchlight_session_changed"();

CREATE TRIGGER "users_truncated"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "porchlight_session_changed"();
