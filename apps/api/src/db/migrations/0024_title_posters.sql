CREATE TABLE "title_poster_images" (
	"title_id" integer NOT NULL,
	"width" integer NOT NULL,
	"format" varchar(4) NOT NULL,
	"image" "bytea" NOT NULL,
	CONSTRAINT "title_poster_images_title_id_width_format_pk" PRIMARY KEY("title_id","width","format")
);
--> statement-breakpoint
CREATE TABLE "title_posters" (
	"title_id" integer PRIMARY KEY NOT NULL,
	"sha256" char(64) NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "title_poster_images" ADD CONSTRAINT "title_poster_images_title_id_title_posters_title_id_fk" FOREIGN KEY ("title_id") REFERENCES "title_posters"("title_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_posters" ADD CONSTRAINT "title_posters_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;