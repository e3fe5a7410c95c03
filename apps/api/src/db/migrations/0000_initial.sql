CREATE TABLE "countries" (
	"iso" char(2) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_configs" (
	"country_iso" char(2) PRIMARY KEY NOT NULL,
	"languages" text[] NOT NULL,
	"time_zone" text NOT NULL,
	"default_url" text NOT NULL,
	"press_url" text NOT NULL,
	"help_url" text NOT NULL,
	"contact_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"library_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "get_started_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"headings" jsonb NOT NULL,
	"bodies" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"library_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"card_number" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "librarians" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"library_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "libraries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_iso" char(2) NOT NULL,
	"logo_url" text,
	"extra_display_names" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"budget_type" varchar(8) DEFAULT 'count' NOT NULL,
	"monthly_budget_loans" integer,
	"monthly_budget_cents" bigint,
	"patron_limit" integer DEFAULT 4 NOT NULL,
	"patron_limit_period" varchar(8) DEFAULT 'month' NOT NULL,
	"loan_period_hours" integer DEFAULT 48 NOT NULL,
	"ehub_secret" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_budget_months" (
	"library_id" integer NOT NULL,
	"month" date NOT NULL,
	"loans" integer DEFAULT 0 NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_budget_months_library_id_month_pk" PRIMARY KEY("library_id","month")
);
--> statement-breakpoint
CREATE TABLE "library_title_exclusions" (
	"library_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	CONSTRAINT "library_title_exclusions_library_id_title_id_pk" PRIMARY KEY("library_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"card_id" integer,
	"user_id" integer,
	"title_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"source" varchar(8) DEFAULT 'card' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patron_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"card_number" varchar(32) NOT NULL,
	"pin_hash" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selected_titles" (
	"library_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "selected_titles_library_id_title_id_pk" PRIMARY KEY("library_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "series_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" char(64) PRIMARY KEY NOT NULL,
	"portal" varchar(10) NOT NULL,
	"csrf_hash" char(64) NOT NULL,
	"user_id" integer,
	"librarian_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"site_lang" varchar(2) PRIMARY KEY NOT NULL,
	"banner_status" boolean DEFAULT false NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"privacy_policy_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"country_iso" char(2) NOT NULL,
	"opt_in" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_titles" (
	"theme_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "theme_titles_theme_id_title_id_pk" PRIMARY KEY("theme_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer,
	"country_iso" char(2) NOT NULL,
	"headings" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_country_availability" (
	"title_id" integer NOT NULL,
	"country_iso" char(2) NOT NULL,
	CONSTRAINT "title_country_availability_country_iso_title_id_pk" PRIMARY KEY("country_iso","title_id")
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "title_genres_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "title_languages" (
	"title_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	CONSTRAINT "title_languages_title_id_language_code_pk" PRIMARY KEY("title_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "title_people" (
	"title_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "title_people_title_id_person_id_role_pk" PRIMARY KEY("title_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "title_production_countries" (
	"title_id" integer NOT NULL,
	"country_iso" char(2) NOT NULL,
	CONSTRAINT "title_production_countries_title_id_country_iso_pk" PRIMARY KEY("title_id","country_iso")
);
--> statement-breakpoint
CREATE TABLE "title_ratings" (
	"title_id" integer NOT NULL,
	"source" varchar(16) NOT NULL,
	"score" numeric(3, 1) NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_ratings_title_id_source_pk" PRIMARY KEY("title_id","source")
);
--> statement-breakpoint
CREATE TABLE "title_subtitles" (
	"title_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	CONSTRAINT "title_subtitles_title_id_language_code_pk" PRIMARY KEY("title_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "title_texts" (
	"title_id" integer NOT NULL,
	"lang" varchar(2) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "title_texts_title_id_lang_pk" PRIMARY KEY("title_id","lang")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_en" text,
	"original_name" text,
	"original_language" varchar(3),
	"year" smallint,
	"duration_seconds" integer NOT NULL,
	"age_rating" smallint DEFAULT 0 NOT NULL,
	"auto_rating" numeric(3, 1),
	"imdb_id" varchar(16),
	"group_id" integer,
	"season" smallint,
	"episode" smallint,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"poster_path" text,
	"media_key" text,
	"search_text" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"key" varchar(200) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "upcoming_titles" (
	"title_id" integer NOT NULL,
	"country_iso" char(2) NOT NULL,
	"coming_on" date NOT NULL,
	CONSTRAINT "upcoming_titles_country_iso_title_id_pk" PRIMARY KEY("country_iso","title_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(64) DEFAULT '' NOT NULL,
	"last_name" varchar(64) DEFAULT '' NOT NULL,
	"birthdate" date,
	"children_mode" boolean DEFAULT false NOT NULL,
	"country_iso" char(2) DEFAULT 'se' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "country_configs" ADD CONSTRAINT "country_configs_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_card_id_patron_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "patron_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "librarians" ADD CONSTRAINT "librarians_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_budget_months" ADD CONSTRAINT "library_budget_months_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_title_exclusions" ADD CONSTRAINT "library_title_exclusions_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_title_exclusions" ADD CONSTRAINT "library_title_exclusions_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_card_id_patron_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "patron_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_cards" ADD CONSTRAINT "patron_cards_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_titles" ADD CONSTRAINT "selected_titles_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selected_titles" ADD CONSTRAINT "selected_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_librarian_id_librarians_id_fk" FOREIGN KEY ("librarian_id") REFERENCES "librarians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_titles" ADD CONSTRAINT "theme_titles_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_titles" ADD CONSTRAINT "theme_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_country_availability" ADD CONSTRAINT "title_country_availability_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_country_availability" ADD CONSTRAINT "title_country_availability_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_languages" ADD CONSTRAINT "title_languages_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_languages" ADD CONSTRAINT "title_languages_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_people" ADD CONSTRAINT "title_people_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_people" ADD CONSTRAINT "title_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_production_countries" ADD CONSTRAINT "title_production_countries_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_production_countries" ADD CONSTRAINT "title_production_countries_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_ratings" ADD CONSTRAINT "title_ratings_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_subtitles" ADD CONSTRAINT "title_subtitles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_subtitles" ADD CONSTRAINT "title_subtitles_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_texts" ADD CONSTRAINT "title_texts_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_original_language_languages_code_fk" FOREIGN KEY ("original_language") REFERENCES "languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titles" ADD CONSTRAINT "titles_group_id_series_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "series_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_titles" ADD CONSTRAINT "upcoming_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_titles" ADD CONSTRAINT "upcoming_titles_country_iso_country_configs_country_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "country_configs"("country_iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_title_idx" ON "favourites" USING btree ("user_id","title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_user_library_idx" ON "inventories" USING btree ("user_id","library_id");--> statement-breakpoint
CREATE UNIQUE INDEX "librarians_username_idx" ON "librarians" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "libraries_country_idx" ON "libraries" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "loans_library_started_idx" ON "loans" USING btree ("library_id","started_at");--> statement-breakpoint
CREATE INDEX "loans_card_started_idx" ON "loans" USING btree ("card_id","started_at");--> statement-breakpoint
CREATE INDEX "loans_user_idx" ON "loans" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "loans_title_idx" ON "loans" USING btree ("title_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patron_cards_library_card_idx" ON "patron_cards" USING btree ("library_id","card_number");--> statement-breakpoint
CREATE INDEX "people_name_idx" ON "people" USING btree ("name");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_email_idx" ON "subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "themes_country_library_idx" ON "themes" USING btree ("country_iso","library_id");--> statement-breakpoint
CREATE INDEX "title_country_availability_title_idx" ON "title_country_availability" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "title_genres_genre_idx" ON "title_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "title_languages_lang_idx" ON "title_languages" USING btree ("language_code");--> statement-breakpoint
CREATE INDEX "title_people_person_idx" ON "title_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "title_production_countries_country_idx" ON "title_production_countries" USING btree ("country_iso");--> statement-breakpoint
CREATE INDEX "titles_group_idx" ON "titles" USING btree ("group_id","season","episode");--> statement-breakpoint
CREATE INDEX "titles_published_idx" ON "titles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "titles_year_idx" ON "titles" USING btree ("year");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));