-- Change notifications for the in-process caches of every instance (src/server/db/change-feed.ts).
-- "wingmate_viewer" carries the id of a user whose session, account, profile or membership changed
-- ('*' after a truncate: every user); "wingmate_catalogue" says a companion or a review changed.
CREATE OR REPLACE FUNCTION wingmate_notify_viewer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('wingmate_viewer', '*');
  ELSE
    PERFORM pg_notify('wingmate_viewer', coalesce(to_jsonb(OLD), to_jsonb(NEW)) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wingmate_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wingmate_catalogue', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_viewer_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION wingmate_notify_viewer('user_id');
--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION wingmate_notify_viewer('id');
--> statement-breakpoint
CREATE TRIGGER accounts_viewer_changed AFTER UPDATE OR DELETE ON accounts FOR EACH ROW EXECUTE FUNCTION wingmate_notify_viewer('user_id');
--> statement-breakpoint
CREATE TRIGGER profiles_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION wingmate_notify_viewer('user_id');
--> statement-breakpoint
CREATE TRIGGER subscriptions_viewer_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION wingmate_notify_viewer('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_viewer();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_viewer();
--> statement-breakpoint
CREATE TRIGGER profiles_truncated AFTER TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_viewer();
--> statement-breakpoint
CREATE TRIGGER subscriptions_truncated AFTER TRUNCATE ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_viewer();
--> statement-breakpoint
CREATE TRIGGER companions_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companions FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_catalogue();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION wingmate_notify_catalogue();
