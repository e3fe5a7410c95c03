CREATE TABLE "pin_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"card_number" varchar(32) NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pin_failures_card_idx" ON "pin_failures" USING btree ("library_id","card_number","failed_at");--> statement-breakpoint
CREATE INDEX "pin_failures_client_idx" ON "pin_failures" USING btree ("client_key","failed_at");