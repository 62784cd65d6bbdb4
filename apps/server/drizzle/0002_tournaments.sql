CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"game_type" text NOT NULL,
	"tournament_type" text NOT NULL,
	"size" text NOT NULL,
	"seed_type" text NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"owner_id" uuid,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"winner_id" uuid,
	"bracket" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_date_idx" ON "tournaments" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);