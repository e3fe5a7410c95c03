CREATE TABLE "media_keys" (
	"rendition" varchar(200) PRIMARY KEY NOT NULL,
	"sealed_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
