CREATE INDEX "tournaments_open_idx" ON "tournaments" USING btree ("date" DESC NULLS LAST) WHERE not "tournaments"."seeded" and ("tournaments"."bracket"->'registration'->>'open')::boolean;--> statement-breakpoint
-- ==== Hand-written
-- Tournament self-service notices and web push: "your match is ready" is already pushed by the push job (once per
-- entry and pair, `push_tournament_ready`), so its notice queues no second push; check-in and a disputed result
-- follow the player's "Tournament match ready" preference. The other kinds are as in 0011_web_push.
CREATE OR REPLACE FUNCTION push_queue_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_queue (subscription_id, kind, text, game_id, game_type)
  SELECT s.id, n.type, n.text, n.game_id, g.game_type
  FROM new_rows n
  JOIN push_subscriptions s ON s.user_id = n.user_id
  LEFT JOIN push_preferences p ON p.user_id = n.user_id
  LEFT JOIN games g ON g.id = n.game_id
  WHERE CASE n.type
    WHEN 'ACCEPT_REQUEST' THEN coalesce(p.accept_request, true)
    WHEN 'GAME_ACCEPTED' THEN coalesce(p.decided, true)
    WHEN 'GAME_REJECTED' THEN coalesce(p.decided, true)
    WHEN 'ACHIEVEMENT_UNLOCKED' THEN coalesce(p.achievement, true)
    WHEN 'TOURNAMENT_MATCH_READY' THEN false
    WHEN 'TOURNAMENT_CHECK_IN' THEN coalesce(p.tournament_match, true)
    WHEN 'TOURNAMENT_RESULT_DISPUTED' THEN coalesce(p.tournament_match, true)
    ELSE coalesce(p.corrections, true)
  END;
  RETURN NULL;
END $$;
