CREATE TABLE "translation_glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language_iso_code" text NOT NULL,
	"term" text NOT NULL,
	"translation" text NOT NULL,
	"note" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_missing_keys" (
	"language_iso_code" text NOT NULL,
	"key" text NOT NULL,
	"report_count" integer DEFAULT 1 NOT NULL,
	"first_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_missing_keys_language_iso_code_key_pk" PRIMARY KEY("language_iso_code","key")
);
--> statement-breakpoint
ALTER TABLE "translation_glossary_terms" ADD CONSTRAINT "translation_glossary_terms_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_glossary_terms" ADD CONSTRAINT "translation_glossary_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_missing_keys" ADD CONSTRAINT "translation_missing_keys_language_iso_code_translation_languages_iso_code_fk" FOREIGN KEY ("language_iso_code") REFERENCES "public"."translation_languages"("iso_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_glossary_terms_language_term_key" ON "translation_glossary_terms" USING btree ("language_iso_code",lower("term"));