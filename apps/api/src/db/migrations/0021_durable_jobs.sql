CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"title_id" integer,
	"singleton_key" varchar(200),
	"state" varchar(16) NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_progress_range" CHECK ("jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_title_idx" ON "jobs" USING btree ("title_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" USING btree ("kind","singleton_key") WHERE "jobs"."singleton_key" is not null and "jobs"."state" in ('queued', 'running');