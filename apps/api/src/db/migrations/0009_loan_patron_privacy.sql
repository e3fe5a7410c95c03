ALTER TABLE "loans" ADD COLUMN "patron_tag" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keep_loan_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "loans_linked_idx" ON "loans" USING btree ("library_id","started_at") WHERE "loans"."card_id" is not null or "loans"."user_id" is not null;