CREATE TABLE "library_budget_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"librarian_id" integer,
	"librarian_name" varchar(64) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_budget_changes" ADD CONSTRAINT "library_budget_changes_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_budget_changes" ADD CONSTRAINT "library_budget_changes_librarian_id_librarians_id_fk" FOREIGN KEY ("librarian_id") REFERENCES "librarians"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_budget_changes_library_idx" ON "library_budget_changes" USING btree ("library_id","changed_at");