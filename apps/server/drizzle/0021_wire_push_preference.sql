ALTER TABLE "notifications" ADD COLUMN "push_preference" text;--> statement-breakpoint
-- ==== Hand-written
-- Which push setting governs a notice is the server's to say (domain NOTIFICATION_PUSH_PREFERENCE, total over the
-- notification kinds, checked by the typecheck): it writes the setting's column name with each notice, and the
-- trigger only reads it. A notice without one (a match that is ready, which the push job announces itself) queues no
-- push. No row of preferences: everything on, as before. What was queued before this migration stays queued.
CREATE OR REPLACE FUNCTION push_queue_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_queue (subscription_id, kind, text, message, game_id, game_type)
  SELECT s.id, n.type, n.text, n.message, n.game_id, g.game_type
  FROM new_rows n
  JOIN push_subscriptions s ON s.user_id = n.user_id
  LEFT JOIN push_preferences p ON p.user_id = n.user_id
  LEFT JOIN games g ON g.id = n.game_id
  WHERE n.push_preference IS NOT NULL AND coalesce((to_jsonb(p) ->> n.push_preference)::boolean, true);
  RETURN NULL;
END $$;
