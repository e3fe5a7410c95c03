ALTER TABLE "loans" DROP CONSTRAINT "loans_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "help_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_messages_user_idx" ON "help_messages" USING btree ("user_id");--> statement-breakpoint
-- Accounts deleted before deletion erased them (docs/decisions/025): what they kept goes now, as a deletion does
-- today. Their loans lose the account (ON DELETE SET NULL above), their saved cards, favourites, watch positions,
-- reset tokens and sessions go with the row (ON DELETE CASCADE); the subscription and the help messages of their
-- address are removed here.
DELETE FROM "help_messages" h USING "users" u
  WHERE u."deleted_at" IS NOT NULL AND lower(h."contact_email") = lower(u."email");--> statement-breakpoint
DELETE FROM "subscriptions" s USING "users" u
  WHERE u."deleted_at" IS NOT NULL AND (s."user_id" = u."id" OR lower(s."email") = lower(u."email"));--> statement-breakpoint
DELETE FROM "users" WHERE "deleted_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "deleted_at";