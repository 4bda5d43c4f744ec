CREATE TABLE "overtime_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"minutes" integer NOT NULL,
	"approved_by_member_id" uuid,
	"approved_by_name" text,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_approvals_member_period_key" UNIQUE("company_id","member_id","period_start"),
	CONSTRAINT "overtime_approvals_period_check" CHECK ("overtime_approvals"."period_end" >= "overtime_approvals"."period_start")
);
--> statement-breakpoint
ALTER TABLE "overtime_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "overtime_rules" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"action_type_ids" jsonb,
	"daily_threshold_minutes" integer DEFAULT 0 NOT NULL,
	"rounding_minutes" integer DEFAULT 0 NOT NULL,
	"monthly_cap_minutes" integer,
	"deduct_undertime" boolean DEFAULT true NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overtime_rules_values_check" CHECK ("overtime_rules"."daily_threshold_minutes" between 0 and 1440
        and "overtime_rules"."rounding_minutes" in (0, 15, 30)
        and ("overtime_rules"."monthly_cap_minutes" is null or "overtime_rules"."monthly_cap_minutes" between 0 and 44640))
);
--> statement-breakpoint
ALTER TABLE "overtime_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" DROP CONSTRAINT "leave_ledger_entries_source_check";--> statement-breakpoint
ALTER TABLE "leave_types" ADD COLUMN "time_off_in_lieu" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "overtime_approvals" ADD CONSTRAINT "overtime_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_approvals" ADD CONSTRAINT "overtime_approvals_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_rules" ADD CONSTRAINT "overtime_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_source_check" CHECK ("leave_ledger_entries"."source" in ('policy', 'request', 'manual', 'job', 'overtime'));--> statement-breakpoint
CREATE POLICY "overtime_approvals_tenant" ON "overtime_approvals" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "overtime_rules_tenant" ON "overtime_rules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);