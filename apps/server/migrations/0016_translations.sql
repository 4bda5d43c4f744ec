CREATE TABLE "translation_countries" (
	"iso_code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_language_countries" (
	"language_iso_code" text NOT NULL,
	"country_iso_code" char(2) NOT NULL,
	CONSTRAINT "translation_language_countries_language_iso_code_country_iso_code_pk" PRIMARY KEY("language_iso_code","country_iso_code")
);
--> statement-breakpoint
CREATE TABLE "translation_languages" (
	"iso_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"native_name" text NOT NULL,
	"flag" text NOT NULL,
	"country_iso_code" char(2) NOT NULL,
	"rtl" boolean DEFAULT false NOT NULL,
	"allow_self_review" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_value_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_iso_code" text NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"old_state" text NOT NULL,
	"new_state" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_values" (
	"language_iso_code" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"updated_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_values_language_iso_code_key_pk" PRIMARY KEY("language_iso_code","key"),
	CONSTRAINT "translation_values_state" CHECK ("translation_values"."state" in ('translated', 'reviewed'))
);
--> statement-breakpoint
CREATE TABLE "translation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_iso_code" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"etag" text NOT NULL,
	"restores_version" integer,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_versions_language_version_key" UNIQUE("language_iso_code","version"),
	CONSTRAINT "translation_versions_version_positive" CHECK ("translation_versions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "translator_languages" (
	"user_id" uuid NOT NULL,
	"language_iso_code" text NOT NULL,
	"can_review" boolean DEFAULT false NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translator_languages_user_id_language_iso_code_pk" PRIMARY KEY("user_id","language_iso_code")
);
--> statement-breakpoint
ALTER TABLE "translation_language_countries" ADD CONSTRAINT "translation_language_countries_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_language_countries" ADD CONSTRAINT "translation_language_countries_country_iso_code_translation_countries_iso_code_fk" FOREIGN KEY ("country_iso_code") REFERENCES "public"."translation_countries"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_languages" ADD CONSTRAINT "translation_languages_country_iso_code_translation_countries_iso_code_fk" FOREIGN KEY ("country_iso_code") REFERENCES "public"."translation_countries"("iso_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_value_history" ADD CONSTRAINT "translation_value_history_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_value_history" ADD CONSTRAINT "translation_value_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_values" ADD CONSTRAINT "translation_values_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_versions" ADD CONSTRAINT "translation_versions_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_versions" ADD CONSTRAINT "translation_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_languages" ADD CONSTRAINT "translator_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_languages" ADD CONSTRAINT "translator_languages_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translator_languages" ADD CONSTRAINT "translator_languages_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_value_history_key_idx" ON "translation_value_history" USING btree ("language_iso_code","key","changed_at");--> statement-breakpoint
CREATE INDEX "translation_value_history_person_idx" ON "translation_value_history" USING btree ("changed_by","changed_at");--> statement-breakpoint
CREATE INDEX "translator_languages_language_idx" ON "translator_languages" USING btree ("language_iso_code");--> statement-breakpoint
INSERT INTO "translation_countries" ("iso_code", "name", "native_name") VALUES
  ('GB', 'United Kingdom', 'United Kingdom'),
  ('US', 'United States', 'United States'),
  ('MK', 'North Macedonia', 'Северна Македонија'),
  ('AL', 'Albania', 'Shqipëria'),
  ('XK', 'Kosovo', 'Kosova')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translation_languages" ("iso_code", "name", "native_name", "flag", "country_iso_code") VALUES
  ('en', 'English', 'English', '🇬🇧', 'GB'),
  ('mk', 'Macedonian', 'Македонски', '🇲🇰', 'MK'),
  ('sq', 'Albanian', 'Shqip', '🇦🇱', 'AL')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "translation_language_countries" ("language_iso_code", "country_iso_code") VALUES
  ('en', 'GB'), ('en', 'US'), ('mk', 'MK'), ('sq', 'AL'), ('sq', 'XK'), ('sq', 'MK')
ON CONFLICT DO NOTHING;
