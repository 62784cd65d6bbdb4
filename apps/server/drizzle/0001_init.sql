CREATE SEQUENCE "public"."games_accept_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "acceptance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"type" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"achievement" text NOT NULL,
	"game_type" text,
	"game_id" uuid,
	"date_achieved" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"game_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"side" integer NOT NULL,
	"team_id" uuid,
	"score" integer NOT NULL,
	"sinks" integer NOT NULL,
	"rebuttals" integer NOT NULL,
	"beers_downed" double precision NOT NULL,
	"naked_lap" boolean NOT NULL,
	"won" boolean NOT NULL,
	"points_change" double precision DEFAULT 0 NOT NULL,
	"game_type" text NOT NULL,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"opponent_id" uuid,
	CONSTRAINT "game_players_game_id_player_id_pk" PRIMARY KEY("game_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_type" text NOT NULL,
	"game_mode" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"posted_by" uuid,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accept_seq" bigint,
	"player1_id" uuid,
	"player2_id" uuid,
	"team1_id" uuid,
	"team2_id" uuid,
	"team1_score" integer NOT NULL,
	"team2_score" integer NOT NULL,
	"winner_id" uuid NOT NULL,
	"naked_lap" boolean NOT NULL,
	"body" jsonb NOT NULL,
	"tournament_id" uuid
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"game_id" uuid
);
--> statement-breakpoint
CREATE TABLE "player_stats" (
	"user_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"points" double precision DEFAULT 500 NOT NULL,
	"avg_rebuttals" double precision DEFAULT 0 NOT NULL,
	"total_rebuttals" integer DEFAULT 0 NOT NULL,
	"beers_downed" double precision DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"games_won" integer DEFAULT 0 NOT NULL,
	"games_lost" integer DEFAULT 0 NOT NULL,
	"games_logged_sinks" integer DEFAULT 0 NOT NULL,
	"win_loss_ratio" double precision DEFAULT 0 NOT NULL,
	"naked_laps" integer DEFAULT 0 NOT NULL,
	"points_made_lost_ratio" double precision DEFAULT 0 NOT NULL,
	"total_points_made" integer DEFAULT 0 NOT NULL,
	"total_points_lost" integer DEFAULT 0 NOT NULL,
	"sinks_made_lost_ratio" double precision DEFAULT 0 NOT NULL,
	"total_sinks_made" integer DEFAULT 0 NOT NULL,
	"total_sinks_lost" integer DEFAULT 0 NOT NULL,
	"last_game_at" timestamp with time zone,
	CONSTRAINT "player_stats_user_id_game_type_pk" PRIMARY KEY("user_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"signature" text NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" uuid
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"player1_id" uuid NOT NULL,
	"player2_id" uuid NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"points" double precision DEFAULT 500 NOT NULL,
	"avg_rebuttals" double precision DEFAULT 0 NOT NULL,
	"total_rebuttals" integer DEFAULT 0 NOT NULL,
	"beers_downed" double precision DEFAULT 0 NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"games_won" integer DEFAULT 0 NOT NULL,
	"games_lost" integer DEFAULT 0 NOT NULL,
	"games_logged_sinks" integer DEFAULT 0 NOT NULL,
	"win_loss_ratio" double precision DEFAULT 0 NOT NULL,
	"naked_laps" integer DEFAULT 0 NOT NULL,
	"points_made_lost_ratio" double precision DEFAULT 0 NOT NULL,
	"total_points_made" integer DEFAULT 0 NOT NULL,
	"total_points_lost" integer DEFAULT 0 NOT NULL,
	"sinks_made_lost_ratio" double precision DEFAULT 0 NOT NULL,
	"total_sinks_made" integer DEFAULT 0 NOT NULL,
	"total_sinks_lost" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"avatar_hash" text NOT NULL,
	"last_seen" timestamp with time zone,
	"last_game" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acceptance_requests" ADD CONSTRAINT "acceptance_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_requests" ADD CONSTRAINT "acceptance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acceptance_requests" ADD CONSTRAINT "acceptance_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_player1_id_users_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_player2_id_users_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team1_id_teams_id_fk" FOREIGN KEY ("team1_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team2_id_teams_id_fk" FOREIGN KEY ("team2_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_stats" ADD CONSTRAINT "player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_tokens" ADD CONSTRAINT "reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_player1_id_users_id_fk" FOREIGN KEY ("player1_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_player2_id_users_id_fk" FOREIGN KEY ("player2_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acceptance_requests_user_idx" ON "acceptance_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "acceptance_requests_game_idx" ON "acceptance_requests" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "achievements_user_kind_idx" ON "achievements" USING btree ("user_id","achievement");--> statement-breakpoint
CREATE INDEX "game_players_history_idx" ON "game_players" USING btree ("player_id","status","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_players_type_history_idx" ON "game_players" USING btree ("player_id","game_type","status","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_type_status_time_idx" ON "games" USING btree ("game_type","status","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_status_time_idx" ON "games" USING btree ("status","time" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_pending_time_idx" ON "games" USING btree ("time") WHERE "games"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "games_accept_seq_idx" ON "games" USING btree ("accept_seq");--> statement-breakpoint
CREATE INDEX "mail_queue_pending_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_date_idx" ON "notifications" USING btree ("user_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_stats_leaderboard_idx" ON "player_stats" USING btree ("game_type","points" DESC NULLS LAST,"games_won" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reset_tokens_hash_idx" ON "reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reset_tokens_user_idx" ON "reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teams_player1_idx" ON "teams" USING btree ("player1_id");--> statement-breakpoint
CREATE INDEX "teams_player2_idx" ON "teams" USING btree ("player2_id");--> statement-breakpoint
CREATE INDEX "teams_name_trgm_idx" ON "teams" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "teams_leaderboard_idx" ON "teams" USING btree ("points" DESC NULLS LAST,"games_won" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);