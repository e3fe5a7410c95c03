ALTER TABLE "series_groups" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "withdrawn_at" timestamp with time zone;