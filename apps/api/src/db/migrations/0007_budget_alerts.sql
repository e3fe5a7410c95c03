CREATE TABLE "library_budget_alerts" (
	"library_id" integer NOT NULL,
	"month" date NOT NULL,
	"threshold" smallint NOT NULL,
	"sent_to" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "library_budget_alerts_library_id_month_threshold_pk" PRIMARY KEY("library_id","month","threshold")
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "alert_email" text;--> statement-breakpoint
ALTER TABLE "library_budget_alerts" ADD CONSTRAINT "library_budget_alerts_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;