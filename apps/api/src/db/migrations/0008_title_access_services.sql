CREATE TABLE "title_access_services" (
	"title_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"language_code" varchar(3) NOT NULL,
	CONSTRAINT "title_access_services_title_id_kind_language_code_pk" PRIMARY KEY("title_id","kind","language_code"),
	CONSTRAINT "title_access_services_kind" CHECK ("title_access_services"."kind" in ('sdh', 'audio_description', 'sign_language'))
);
--> statement-breakpoint
ALTER TABLE "title_access_services" ADD CONSTRAINT "title_access_services_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_access_services" ADD CONSTRAINT "title_access_services_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "title_access_services_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "title_access_services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
