CREATE TABLE "library_patron_auth" (
	"library_id" integer PRIMARY KEY NOT NULL,
	"mode" varchar(10) DEFAULT 'directory' NOT NULL,
	"sip2" jsonb,
	"sip2_password_sealed" text,
	"card_rule_kind" varchar(8) DEFAULT 'none' NOT NULL,
	"card_rule" text DEFAULT '' NOT NULL,
	"pin_format" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_patron_auth_mode_check" CHECK ("library_patron_auth"."mode" in ('directory', 'sip2')),
	CONSTRAINT "library_patron_auth_card_rule_check" CHECK ("library_patron_auth"."card_rule_kind" in ('none', 'prefix', 'pattern')),
	CONSTRAINT "library_patron_auth_pin_format_check" CHECK ("library_patron_auth"."pin_format" in ('digits', 'text'))
);
--> statement-breakpoint
ALTER TABLE "library_patron_auth" ADD CONSTRAINT "library_patron_auth_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE no action ON UPDATE no action;