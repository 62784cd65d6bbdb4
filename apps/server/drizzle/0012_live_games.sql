CREATE TABLE "live_games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"game_mode" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"posted_game_id" uuid,
	"posted_game_type" text
);
--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_games_updated_idx" ON "live_games" USING btree ("updated_at" DESC NULLS LAST);