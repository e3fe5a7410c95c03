CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "titles_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "titles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_genres_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_genres" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_languages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_subtitles_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_subtitles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_production_countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_production_countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_people_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_people" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "title_country_availability_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_country_availability" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "library_title_exclusions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "library_title_exclusions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "upcoming_titles_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "upcoming_titles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "series_groups_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "series_groups" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "people_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "genres_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "genres" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "languages_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
