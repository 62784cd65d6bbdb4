CREATE TABLE "season_player_stats" (
	"season_id" integer NOT NULL,
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
	CONSTRAINT "season_player_stats_season_id_user_id_game_type_pk" PRIMARY KEY("season_id","user_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "season_team_stats" (
	"season_id" integer NOT NULL,
	"team_id" uuid NOT NULL,
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
	CONSTRAINT "season_team_stats_season_id_team_id_pk" PRIMARY KEY("season_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"first_seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "season_points_change" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_player_stats" ADD CONSTRAINT "season_player_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_player_stats" ADD CONSTRAINT "season_player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_stats" ADD CONSTRAINT "season_team_stats_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_team_stats" ADD CONSTRAINT "season_team_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_player_stats_board_idx" ON "season_player_stats" USING btree ("season_id","game_type","points" DESC NULLS LAST,"games_won" DESC NULLS LAST,"user_id") WHERE "season_player_stats"."games_played" >= 5;--> statement-breakpoint
CREATE INDEX "season_player_stats_active_idx" ON "season_player_stats" USING btree ("season_id","game_type","last_game_at") WHERE "season_player_stats"."games_played" >= 5;--> statement-breakpoint
CREATE INDEX "season_player_stats_user_idx" ON "season_player_stats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "season_team_stats_board_idx" ON "season_team_stats" USING btree ("season_id","points" DESC NULLS LAST,"games_won" DESC NULLS LAST,"team_id") WHERE "season_team_stats"."games_played" >= 5;--> statement-breakpoint
CREATE INDEX "season_team_stats_active_idx" ON "season_team_stats" USING btree ("season_id","last_game_at") WHERE "season_team_stats"."games_played" >= 5;--> statement-breakpoint
CREATE INDEX "season_team_stats_team_idx" ON "season_team_stats" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_one_current_idx" ON "seasons" USING btree ((true)) WHERE "seasons"."ended_at" is null;--> statement-breakpoint
-- ==== Hand-written
-- The first season: it begins at the league's first game (or now, for a new league), so nothing changes for existing
-- data: its ladder is the all-time one, copied.
INSERT INTO "seasons" ("name", "started_at", "first_seq")
  SELECT 'Season 1', coalesce((SELECT min(coalesce("decided_at", "time")) FROM "games" WHERE "status" = 'ACCEPTED'), now()), 0;--> statement-breakpoint
INSERT INTO "season_player_stats" SELECT (SELECT min("id") FROM "seasons"), s.*  FROM (
  SELECT "user_id", "game_type", "points", "avg_rebuttals", "total_rebuttals", "beers_downed", "games_played", "games_won", "games_lost",
    "games_logged_sinks", "win_loss_ratio", "naked_laps", "points_made_lost_ratio", "total_points_made", "total_points_lost",
    "sinks_made_lost_ratio", "total_sinks_made", "total_sinks_lost", "last_game_at"
  FROM "player_stats" WHERE "games_played" > 0) s;--> statement-breakpoint
INSERT INTO "season_team_stats" SELECT (SELECT min("id") FROM "seasons"), t.* FROM (
  SELECT "id", "points", "avg_rebuttals", "total_rebuttals", "beers_downed", "games_played", "games_won", "games_lost",
    "games_logged_sinks", "win_loss_ratio", "naked_laps", "points_made_lost_ratio", "total_points_made", "total_points_lost",
    "sinks_made_lost_ratio", "total_sinks_made", "total_sinks_lost",
    (SELECT max(coalesce(g."decided_at", g."time")) FROM "games" g WHERE g."status" = 'ACCEPTED' AND (g."team1_id" = "teams"."id" OR g."team2_id" = "teams"."id"))
  FROM "teams" WHERE "games_played" > 0) t;--> statement-breakpoint
UPDATE "game_players" SET "season_points_change" = "points_change" WHERE "points_change" <> 0;
