ALTER TABLE "conversations" ADD COLUMN "member_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "staff_mailed_at" timestamp with time zone;--> statement-breakpoint
-- "wingmate_messages" tells every instance that a thread changed (a message written, a side's read mark moved),
-- with who may hear of it: the thread's member and its companion's staff. Never the message's text.
CREATE OR REPLACE FUNCTION wingmate_notify_messages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  thread conversations%ROWTYPE;
BEGIN
  IF TG_TABLE_NAME = 'messages' THEN
    SELECT * INTO thread FROM conversations WHERE id = NEW.conversation_id;
  ELSE
    thread := NEW;
  END IF;
  PERFORM pg_notify('wingmate_messages', json_build_object('conversation', thread.id, 'member', thread.member_id, 'companion', thread.companion_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_written AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION wingmate_notify_messages();
--> statement-breakpoint
CREATE TRIGGER conversations_read AFTER UPDATE OF member_read_at, staff_read_at ON conversations FOR EACH ROW EXECUTE FUNCTION wingmate_notify_messages();
