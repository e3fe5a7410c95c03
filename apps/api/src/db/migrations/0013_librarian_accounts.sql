CREATE TABLE "librarian_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"librarian_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "librarians" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "librarians" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "librarians" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "librarian_tokens" ADD CONSTRAINT "librarian_tokens_librarian_id_librarians_id_fk" FOREIGN KEY ("librarian_id") REFERENCES "librarians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "librarian_tokens_librarian_idx" ON "librarian_tokens" USING btree ("librarian_id");--> statement-breakpoint
CREATE INDEX "librarians_library_idx" ON "librarians" USING btree ("library_id");