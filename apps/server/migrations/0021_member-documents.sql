CREATE TABLE "absence_file_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"state_change" text NOT NULL,
	"template_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_file_rules_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "absence_file_rules_type_state_template_key" UNIQUE("company_id","leave_type_id","state_change","template_id"),
	CONSTRAINT "absence_file_rules_state_change_check" CHECK ("absence_file_rules"."state_change" in ('approved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "absence_file_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"generation_id" uuid,
	"rule_id" uuid,
	"leave_request_id" uuid,
	"state_change" text,
	"filed_by_member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_documents_file_id_key" UNIQUE("file_id"),
	CONSTRAINT "member_documents_rule_request_state_key" UNIQUE("rule_id","leave_request_id","state_change")
);
--> statement-breakpoint
ALTER TABLE "member_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "absence_file_rules" ADD CONSTRAINT "absence_file_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_file_rules" ADD CONSTRAINT "absence_file_rules_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_file_rules" ADD CONSTRAINT "absence_file_rules_template_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."document_templates"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_generation_id_document_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."document_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_rule_id_absence_file_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."absence_file_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("company_id","member_id","created_at");--> statement-breakpoint
CREATE POLICY "absence_file_rules_tenant" ON "absence_file_rules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_documents_tenant" ON "member_documents" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);