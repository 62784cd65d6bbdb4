ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE INDEX "users_username_skeleton_idx" ON "users" USING btree ("username_skeleton");
-- ==== Hand-written
-- The skeleton of each existing name is filled in by the server at start (features/accounts/username-skeletons.ts:
-- it is computed by the domain's table of look-alikes, which SQL does not have), and look-alikes registered before
-- this version are listed in its log for the admins (issue 37 item 21). Not unique: those pairs stay as they are.
