CREATE TABLE "library_sushi_credentials" (
	"library_id" integer PRIMARY KEY NOT NULL,
	"requestor_id" varchar(64) NOT NULL,
	"api_key_sealed" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_sushi_credentials" ADD CONSTRAINT "library_sushi_credentials_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;