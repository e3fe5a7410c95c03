CREATE TABLE "title_licences" (
	"title_id" integer NOT NULL,
	"country_iso" char(2) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_licences_country_iso_title_id_pk" PRIMARY KEY("country_iso","title_id"),
	CONSTRAINT "title_licences_window_check" CHECK ("title_licences"."ends_on" is null or "title_licences"."ends_on" >= "title_licences"."starts_on"),
	CONSTRAINT "title_licences_price_check" CHECK ("title_licences"."price_cents" >= 0)
);
--> statement-breakpoint
-- Today's offer becomes windows (docs/decisions/052): a title available in a country now gets a window from the
-- day it was published there (today at the latest: it stays in the catalogue), one not yet published from its
-- announcement date (else its publication day), tomorrow at the earliest (a window opens at midnight, and the
-- title is not in the catalogue now); each at the title's one price until now, so budgets charge as before.
INSERT INTO "title_licences" ("title_id", "country_iso", "starts_on", "ends_on", "price_cents")
SELECT a."title_id", a."country_iso",
  CASE
    WHEN t."published_at" <= now() THEN least((t."published_at" AT TIME ZONE c."time_zone")::date, (now() AT TIME ZONE c."time_zone")::date)
    ELSE greatest(coalesce(u."coming_on", (t."published_at" AT TIME ZONE c."time_zone")::date), (now() AT TIME ZONE c."time_zone")::date + 1)
  END,
  NULL, t."price_cents"
FROM "title_country_availability" a
JOIN "titles" t ON t."id" = a."title_id"
JOIN "country_configs" c ON c."country_iso" = a."country_iso"
LEFT JOIN "upcoming_titles" u ON u."title_id" = a."title_id" AND u."country_iso" = a."country_iso";
--> statement-breakpoint
CREATE TRIGGER "title_licences_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_licences" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TABLE "title_country_availability" CASCADE;--> statement-breakpoint
DROP TABLE "upcoming_titles" CASCADE;--> statement-breakpoint
ALTER TABLE "title_licences" ADD CONSTRAINT "title_licences_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_licences" ADD CONSTRAINT "title_licences_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "title_licences_title_idx" ON "title_licences" USING btree ("title_id");--> statement-breakpoint
ALTER TABLE "titles" DROP COLUMN "price_cents";