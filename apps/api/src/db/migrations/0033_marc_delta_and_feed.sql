CREATE TABLE "library_marc_feeds" (
	"library_id" integer PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"token_sealed" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_marc_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "marc_catalogue_entries" (
	"library_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "marc_catalogue_entries_library_id_title_id_pk" PRIMARY KEY("library_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_marc_feeds" ADD CONSTRAINT "library_marc_feeds_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marc_catalogue_entries" ADD CONSTRAINT "marc_catalogue_entries_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marc_catalogue_entries_removed_idx" ON "marc_catalogue_entries" USING btree ("library_id","removed_at");--> statement-breakpoint
UPDATE "titles" SET "updated_at" = "created_at";
--> statement-breakpoint
CREATE FUNCTION "touch_title"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement that sets updated_at itself (an import keeping the source's date) keeps its value.
  IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at" THEN
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "titles_touch" BEFORE UPDATE ON "titles" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "touch_title"();
--> statement-breakpoint
CREATE FUNCTION "touch_parent_title"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  -- Once per title and transaction: now() is the transaction's start, so repeated rows change nothing more.
  UPDATE "titles" SET "updated_at" = now()
    WHERE "id" = (CASE WHEN TG_OP = 'DELETE' THEN OLD."title_id" ELSE NEW."title_id" END)
      AND "updated_at" IS DISTINCT FROM now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "title_texts_touch" AFTER INSERT OR UPDATE OR DELETE ON "title_texts" FOR EACH ROW EXECUTE FUNCTION "touch_parent_title"();
--> statement-breakpoint
CREATE TRIGGER "title_genres_touch" AFTER INSERT OR UPDATE OR DELETE ON "title_genres" FOR EACH ROW EXECUTE FUNCTION "touch_parent_title"();
--> statement-breakpoint
CREATE TRIGGER "title_languages_touch" AFTER INSERT OR UPDATE OR DELETE ON "title_languages" FOR EACH ROW EXECUTE FUNCTION "touch_parent_title"();
--> statement-breakpoint
CREATE TRIGGER "title_subtitles_touch" AFTER INSERT OR UPDATE OR DELETE ON "title_subtitles" FOR EACH ROW EXECUTE FUNCTION "touch_parent_title"();
--> statement-breakpoint
CREATE TRIGGER "title_people_touch" AFTER INSERT OR UPDATE OR DELETE ON "title_people" FOR EACH ROW EXECUTE FUNCTION "touch_parent_title"();
