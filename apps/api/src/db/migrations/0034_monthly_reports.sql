CREATE TABLE "library_monthly_reports" (
	"library_id" integer NOT NULL,
	"month" date NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "library_monthly_reports_library_id_month_pk" PRIMARY KEY("library_id","month")
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "reports_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "report_email" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "report_tables" text[] DEFAULT '{daily,titles}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "library_monthly_reports" ADD CONSTRAINT "library_monthly_reports_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;