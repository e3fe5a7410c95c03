CREATE TABLE "ehub_nonces" (
	"nonce" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ehub_nonces_expires_idx" ON "ehub_nonces" USING btree ("expires_at");