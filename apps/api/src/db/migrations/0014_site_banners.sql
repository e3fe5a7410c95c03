CREATE TABLE "site_banners" (
	"country_iso" char(2) PRIMARY KEY NOT NULL,
	"status" varchar(8) DEFAULT 'off' NOT NULL,
	"text_sv" text DEFAULT '' NOT NULL,
	"text_no" text DEFAULT '' NOT NULL,
	"text_fi" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banners_status_check" CHECK ("site_banners"."status" in ('off', 'info', 'warning'))
);
--> statement-breakpoint
ALTER TABLE "site_banners" ADD CONSTRAINT "site_banners_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;