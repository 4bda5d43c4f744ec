CREATE TABLE "change_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"built_in_section" text,
	"section_id" uuid,
	"entry_id" uuid,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"effective_date" date,
	"proposed_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_proposals_status_check" CHECK ("change_proposals"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "change_proposals_section_check" CHECK (("change_proposals"."section_id" is null) <> ("change_proposals"."built_in_section" is null)),
	CONSTRAINT "change_proposals_changes_check" CHECK (jsonb_typeof("change_proposals"."changes") = 'object')
);
--> statement-breakpoint
ALTER TABLE "change_proposals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "detail_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detail_entries_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "detail_entries_values_check" CHECK (jsonb_typeof("detail_entries"."values") = 'object')
);
--> statement-breakpoint
ALTER TABLE "detail_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "detail_entry_files" (
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detail_entry_files_entry_id_field_id_file_id_pk" PRIMARY KEY("entry_id","field_id","file_id")
);
--> statement-breakpoint
ALTER TABLE "detail_entry_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "detail_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"help_text" text,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detail_fields_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "detail_fields_type_check" CHECK ("detail_fields"."type" in ('text', 'long_text', 'number', 'date', 'select', 'multi_select', 'yes_no', 'email', 'phone', 'country', 'file')),
	CONSTRAINT "detail_fields_label_check" CHECK (length(trim("detail_fields"."label")) > 0),
	CONSTRAINT "detail_fields_options_check" CHECK (jsonb_typeof("detail_fields"."options") = 'array')
);
--> statement-breakpoint
ALTER TABLE "detail_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "detail_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"tab" text DEFAULT 'other' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"repeatable" boolean DEFAULT false NOT NULL,
	"special_category" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detail_sections_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "detail_sections_tab_check" CHECK ("detail_sections"."tab" in ('personal', 'employment', 'other', 'administration')),
	CONSTRAINT "detail_sections_name_check" CHECK (length(trim("detail_sections"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "detail_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"position" text,
	"department_id" uuid,
	"manager_member_id" uuid,
	"employment_type" text,
	"start_date" date,
	"end_date" date,
	"weekly_hours" numeric(5, 2),
	"contract_type" text,
	"contract_end_date" date,
	"note" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_records_member_effective_from_key" UNIQUE("company_id","member_id","effective_from"),
	CONSTRAINT "employment_records_type_check" CHECK ("employment_records"."employment_type" is null or "employment_records"."employment_type" in ('full_time', 'part_time', 'contractor', 'intern', 'temporary')),
	CONSTRAINT "employment_records_contract_check" CHECK ("employment_records"."contract_type" is null or "employment_records"."contract_type" in ('permanent', 'fixed_term', 'none')),
	CONSTRAINT "employment_records_dates_check" CHECK (("employment_records"."end_date" is null or "employment_records"."start_date" is null or "employment_records"."end_date" >= "employment_records"."start_date")
        and ("employment_records"."weekly_hours" is null or ("employment_records"."weekly_hours" >= 0 and "employment_records"."weekly_hours" <= 168))),
	CONSTRAINT "employment_records_not_own_manager_check" CHECK ("employment_records"."manager_member_id" is null or "employment_records"."manager_member_id" <> "employment_records"."member_id")
);
--> statement-breakpoint
ALTER TABLE "employment_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_record_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_record_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"kind" text NOT NULL,
	"section" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_record_audit_kind_check" CHECK ("member_record_audit"."kind" in ('change', 'special_category_read', 'proposal'))
);
--> statement-breakpoint
ALTER TABLE "member_record_audit" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_records" (
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"given_name" text,
	"middle_name" text,
	"family_name" text,
	"birth_date" date,
	"gender" text,
	"citizenship" char(2),
	"ethnicity" char(2),
	"health_notes" text,
	"address" jsonb,
	"private_email" text,
	"private_phone" text,
	"work_phone" text,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_notes" text,
	"picture_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_records_company_id_member_id_pk" PRIMARY KEY("company_id","member_id"),
	CONSTRAINT "member_records_gender_check" CHECK ("member_records"."gender" is null or "member_records"."gender" in ('female', 'male', 'other', 'undisclosed')),
	CONSTRAINT "member_records_countries_check" CHECK (("member_records"."citizenship" is null or "member_records"."citizenship" ~ '^[A-Z]{2}$')
        and ("member_records"."ethnicity" is null or "member_records"."ethnicity" ~ '^[A-Z]{2}$')),
	CONSTRAINT "member_records_emergency_contacts_check" CHECK (jsonb_typeof("member_records"."emergency_contacts") = 'array')
);
--> statement-breakpoint
ALTER TABLE "member_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "section_access_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"built_in_section" text,
	"section_id" uuid,
	"role" text NOT NULL,
	"scope" text NOT NULL,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_access_rules_section_check" CHECK (("section_access_rules"."section_id" is null) <> ("section_access_rules"."built_in_section" is null)),
	CONSTRAINT "section_access_rules_built_in_check" CHECK ("section_access_rules"."built_in_section" is null or "section_access_rules"."built_in_section" in ('personal', 'address', 'contacts', 'emergency_contacts', 'special_category', 'employment', 'administration')),
	CONSTRAINT "section_access_rules_role_check" CHECK ("section_access_rules"."role" in ('OWNER', 'ADMIN', 'MEMBER', 'DIVISION_MANAGER', 'DEPARTMENT_MANAGER')),
	CONSTRAINT "section_access_rules_scope_check" CHECK ("section_access_rules"."scope" in ('own', 'department', 'division', 'company')),
	CONSTRAINT "section_access_rules_level_check" CHECK ("section_access_rules"."level" in ('none', 'view', 'propose', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "section_access_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."detail_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_proposals" ADD CONSTRAINT "change_proposals_entry_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."detail_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entries" ADD CONSTRAINT "detail_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entries" ADD CONSTRAINT "detail_entries_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."detail_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entries" ADD CONSTRAINT "detail_entries_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entry_files" ADD CONSTRAINT "detail_entry_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entry_files" ADD CONSTRAINT "detail_entry_files_entry_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."detail_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entry_files" ADD CONSTRAINT "detail_entry_files_field_fk" FOREIGN KEY ("company_id","field_id") REFERENCES "public"."detail_fields"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_entry_files" ADD CONSTRAINT "detail_entry_files_file_fk" FOREIGN KEY ("company_id","file_id") REFERENCES "public"."stored_files"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_fields" ADD CONSTRAINT "detail_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_fields" ADD CONSTRAINT "detail_fields_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."detail_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detail_sections" ADD CONSTRAINT "detail_sections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_manager_member_id_company_members_id_fk" FOREIGN KEY ("manager_member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_records" ADD CONSTRAINT "employment_records_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_audit" ADD CONSTRAINT "member_record_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_audit" ADD CONSTRAINT "member_record_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_record_audit" ADD CONSTRAINT "member_record_audit_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_records" ADD CONSTRAINT "member_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_records" ADD CONSTRAINT "member_records_picture_file_id_stored_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_records" ADD CONSTRAINT "member_records_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_access_rules" ADD CONSTRAINT "section_access_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_access_rules" ADD CONSTRAINT "section_access_rules_section_fk" FOREIGN KEY ("company_id","section_id") REFERENCES "public"."detail_sections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_proposals_company_status_idx" ON "change_proposals" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "change_proposals_member_idx" ON "change_proposals" USING btree ("company_id","member_id");--> statement-breakpoint
CREATE INDEX "change_proposals_section_idx" ON "change_proposals" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "change_proposals_entry_idx" ON "change_proposals" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "detail_entries_member_idx" ON "detail_entries" USING btree ("company_id","member_id","section_id");--> statement-breakpoint
CREATE INDEX "detail_entries_section_idx" ON "detail_entries" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "detail_entry_files_file_key" ON "detail_entry_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "detail_entry_files_field_idx" ON "detail_entry_files" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "detail_fields_section_idx" ON "detail_fields" USING btree ("section_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "detail_sections_company_name_key" ON "detail_sections" USING btree ("company_id",lower("name")) WHERE "detail_sections"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "employment_records_member_idx" ON "employment_records" USING btree ("company_id","member_id","effective_from");--> statement-breakpoint
CREATE INDEX "employment_records_company_type_idx" ON "employment_records" USING btree ("company_id","employment_type");--> statement-breakpoint
CREATE INDEX "employment_records_department_idx" ON "employment_records" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "employment_records_manager_idx" ON "employment_records" USING btree ("manager_member_id");--> statement-breakpoint
CREATE INDEX "member_record_audit_member_idx" ON "member_record_audit" USING btree ("company_id","member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "section_access_rules_key" ON "section_access_rules" USING btree ("company_id",coalesce("section_id"::text, "built_in_section"),"role","scope");--> statement-breakpoint
CREATE INDEX "section_access_rules_section_idx" ON "section_access_rules" USING btree ("section_id");--> statement-breakpoint
CREATE POLICY "change_proposals_tenant" ON "change_proposals" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "detail_entries_tenant" ON "detail_entries" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "detail_entry_files_tenant" ON "detail_entry_files" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "detail_fields_tenant" ON "detail_fields" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "detail_sections_tenant" ON "detail_sections" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "employment_records_tenant" ON "employment_records" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_record_audit_tenant" ON "member_record_audit" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_records_tenant" ON "member_records" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "section_access_rules_tenant" ON "section_access_rules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);