CREATE TABLE "document_expiry_reminders" (
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"expires_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_expiry_reminders_entry_id_expires_on_days_before_pk" PRIMARY KEY("entry_id","expires_on","days_before"),
	CONSTRAINT "document_expiry_reminders_days_check" CHECK ("document_expiry_reminders"."days_before" >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_expiry_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "detail_fields" ADD COLUMN "marks_expiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "document_expiry_reminders" ADD CONSTRAINT "document_expiry_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_expiry_reminders" ADD CONSTRAINT "document_expiry_reminders_entry_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."detail_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_fields" ADD CONSTRAINT "detail_fields_expiry_check" CHECK (not "detail_fields"."marks_expiry" or "detail_fields"."type" = 'date');--> statement-breakpoint
CREATE POLICY "document_expiry_reminders_tenant" ON "document_expiry_reminders" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);