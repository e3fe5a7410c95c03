CREATE TABLE "library_logos" (
	"library_id" integer PRIMARY KEY NOT NULL,
	"sha256" char(64) NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "font_family" varchar(32);--> statement-breakpoint
ALTER TABLE "library_logos" ADD CONSTRAINT "library_logos_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The spec's Finnish branding (a name and a typeface per library) was a table in the seed's code: it becomes the
-- libraries' own data. Only rows that are those libraries (same id and name) change; the names are theirs already.
UPDATE "libraries" AS l SET "font_family" = b.font_family
FROM (VALUES
  (101, 'Helsingin kaupunginkirjasto', 'helvetica'),
  (102, 'Espoon kaupunginkirjasto', 'verdana'),
  (103, 'Vantaan kaupunginkirjasto', 'trebuchet'),
  (104, 'Tampereen kaupunginkirjasto', 'georgia'),
  (105, 'Turun kaupunginkirjasto', 'palatino'),
  (106, 'Oulun kaupunginkirjasto', 'gill_sans'),
  (107, 'Jyväskylän kaupunginkirjasto', 'optima'),
  (108, 'Lahden kaupunginkirjasto', 'system_ui'),
  (109, 'Kuopion kaupunginkirjasto', 'tahoma'),
  (110, 'Porin kaupunginkirjasto', 'cambria'),
  (111, 'Joensuun seudun kirjasto', 'lucida'),
  (112, 'Lappeenrannan kaupunginkirjasto', 'charter'),
  (113, 'Hämeenlinnan kaupunginkirjasto', 'avenir'),
  (114, 'Vaasan kaupunginkirjasto', 'seravek'),
  (115, 'Seinäjoen kaupunginkirjasto', 'rockwell'),
  (116, 'Rovaniemen kaupunginkirjasto', 'futura'),
  (117, 'Porvoon kaupunginkirjasto', 'baskerville')
) AS b(id, name, font_family)
WHERE l.id = b.id AND l.name = b.name AND l.country_iso = 'fi' AND l.font_family IS NULL;
