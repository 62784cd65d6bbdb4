CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"accept_request" boolean DEFAULT true NOT NULL,
	"decided" boolean DEFAULT true NOT NULL,
	"achievement" boolean DEFAULT true NOT NULL,
	"tournament_match" boolean DEFAULT true NOT NULL,
	"corrections" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"game_id" uuid,
	"game_type" text,
	"url" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tournament_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tournament_ready" (
	"tournament_id" uuid NOT NULL,
	"coordinate" integer NOT NULL,
	"competitor1_id" uuid NOT NULL,
	"competitor2_id" uuid NOT NULL,
	CONSTRAINT "push_tournament_ready_tournament_id_coordinate_competitor1_id_competitor2_id_pk" PRIMARY KEY("tournament_id","coordinate","competitor1_id","competitor2_id")
);
--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_queue_due_idx" ON "push_queue" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Web push: each new notification of a player with devices is queued for each device, when the player's
-- preferences (no row: everything) want its kind; the push job sends the queue (features/push).
CREATE FUNCTION push_queue_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
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
    ELSE coalesce(p.corrections, true)
  END;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER push_queue_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION push_queue_notifications();
--> statement-breakpoint
-- A seeded tournament changed while someone has a device: the push job looks for matches that became ready.
CREATE FUNCTION push_tournament_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_tournament_checks (tournament_id)
  SELECT id FROM new_rows WHERE seeded AND NOT finished AND EXISTS (SELECT 1 FROM push_subscriptions);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER push_tournament_update AFTER UPDATE ON tournaments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION push_tournament_changed();
