ALTER TABLE "libraries" ADD COLUMN "budget_pacing" varchar(8) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_budget_months" ADD COLUMN "period_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_budget_months" ADD COLUMN "period_base_loans" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "library_budget_months" ADD COLUMN "period_base_cents" bigint DEFAULT 0 NOT NULL;