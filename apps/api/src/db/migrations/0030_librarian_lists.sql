ALTER TABLE "themes" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_schedule_check" CHECK ("themes"."ends_on" is null or "themes"."starts_on" is null or "themes"."ends_on" >= "themes"."starts_on");