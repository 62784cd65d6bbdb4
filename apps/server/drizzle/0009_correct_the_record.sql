-- Correcting the record (issue 24): withdrawn and voided games (void columns), the audit trail and disputes, a
-- version per player and team that every write of their league projection moves on (a settlement checks it), and
-- the indexes a replay reads history through (accepted games after a point; a doubles team's lines).
CREATE TABLE "game_audit" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "game_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "league_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "league_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_audit" ADD CONSTRAINT "game_audit_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_audit" ADD CONSTRAINT "game_audit_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_disputes" ADD CONSTRAINT "game_disputes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_disputes" ADD CONSTRAINT "game_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_audit_game_idx" ON "game_audit" USING btree ("game_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "game_disputes_open_idx" ON "game_disputes" USING btree ("game_id","user_id") WHERE "game_disputes"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "game_disputes_queue_idx" ON "game_disputes" USING btree ("created_at") WHERE "game_disputes"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_players_team_idx" ON "game_players" USING btree ("team_id") WHERE "game_players"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "games_accepted_seq_idx" ON "games" USING btree ("accept_seq") WHERE "games"."status" = 'ACCEPTED';