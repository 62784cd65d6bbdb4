CREATE TABLE "event_tickets" (
	"hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expires_idx" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
-- Live events: each statement that changes what an open screen shows adds its events (one per user, or one public
-- event naming the ids and game types), in the same transaction, so an event exists exactly when its change does.
-- Statement-level, with transition tables: one insert per statement, whatever the number of rows.
CREATE FUNCTION live_events_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (user_id, type) SELECT DISTINCT user_id, 'notification' FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_notifications();
--> statement-breakpoint
CREATE TRIGGER live_events_notifications_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_notifications();
--> statement-breakpoint
CREATE FUNCTION live_events_acceptance_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (user_id, type) SELECT DISTINCT user_id, 'acceptance' FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION live_events_acceptance_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (user_id, type) SELECT DISTINCT user_id, 'acceptance' FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_acceptance_insert AFTER INSERT ON acceptance_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_acceptance_added();
--> statement-breakpoint
CREATE TRIGGER live_events_acceptance_delete AFTER DELETE ON acceptance_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_acceptance_removed();
--> statement-breakpoint
-- A game's status moved (accepted, rejected, withdrawn, voided) or an accepted game was corrected: the league's lists,
-- leaderboards and pages of its type may show it. Ids are named up to 50 games (a client refreshes by type past that).
CREATE FUNCTION live_events_games_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (type, data)
  SELECT 'league', jsonb_strip_nulls(jsonb_build_object(
    'gameTypes', jsonb_agg(DISTINCT n.game_type),
    'gameIds', CASE WHEN count(*) <= 50 THEN jsonb_agg(n.id) END,
    'playerIds', CASE WHEN count(*) <= 50 THEN nullif(jsonb_path_query_array(jsonb_agg(jsonb_build_array(n.player1_id, n.player2_id)), 'strict $[*][*] ? (@ != null)'), '[]') END,
    'teamIds', CASE WHEN count(*) <= 50 THEN nullif(jsonb_path_query_array(jsonb_agg(jsonb_build_array(n.team1_id, n.team2_id)), 'strict $[*][*] ? (@ != null)'), '[]') END))
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.status IS DISTINCT FROM o.status
     OR (n.status = 'ACCEPTED' AND (n.team1_score, n.team2_score, n.winner_id, n.naked_lap, n.body) IS DISTINCT FROM (o.team1_score, o.team2_score, o.winner_id, o.naked_lap, o.body))
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_games_update AFTER UPDATE ON games REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_games_changed();
--> statement-breakpoint
CREATE FUNCTION live_events_teams_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO live_events (type, data)
    SELECT 'league', jsonb_build_object('teamIds', jsonb_agg(n.id))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.active, n.player1_id, n.player2_id) IS DISTINCT FROM (o.name, o.active, o.player1_id, o.player2_id)
    HAVING count(*) > 0;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO live_events (type, data) SELECT 'league', jsonb_build_object('teamIds', jsonb_agg(id)) FROM new_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO live_events (type, data) SELECT 'league', jsonb_build_object('teamIds', jsonb_agg(id)) FROM old_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_teams_insert AFTER INSERT ON teams REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_teams_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_teams_update AFTER UPDATE ON teams REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_teams_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_teams_delete AFTER DELETE ON teams REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_teams_changed();
--> statement-breakpoint
CREATE FUNCTION live_events_tournaments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, data) SELECT 'tournament', jsonb_build_object('id', id, 'gameType', game_type) FROM old_rows;
  ELSE
    INSERT INTO live_events (type, data) SELECT 'tournament', jsonb_build_object('id', id, 'gameType', game_type) FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_tournaments_insert AFTER INSERT ON tournaments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_tournaments_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_tournaments_update AFTER UPDATE ON tournaments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_tournaments_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_tournaments_delete AFTER DELETE ON tournaments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_tournaments_changed();
--> statement-breakpoint
CREATE FUNCTION live_events_news_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (type, data) SELECT 'league', '{"news":true}' FROM old_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO live_events (type, data) SELECT 'league', '{"news":true}' FROM new_rows HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER live_events_posts_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_news_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_posts_update AFTER UPDATE ON posts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_news_changed();
--> statement-breakpoint
CREATE TRIGGER live_events_posts_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_events_news_changed();
