CREATE TABLE "payroll_snapshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"recorded_in" text NOT NULL,
	"rows" jsonb NOT NULL,
	"closed_by_member_id" uuid,
	"closed_by_name" text,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_snapshots_month_key" UNIQUE("company_id","month","recorded_in"),
	CONSTRAINT "payroll_snapshots_months_check" CHECK ("payroll_snapshots"."month" ~ '^\d{4}-(0[1-9]|1[0-2])$' and "payroll_snapshots"."recorded_in" >= "payroll_snapshots"."month")
);
--> statement-breakpoint
ALTER TABLE "payroll_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_snapshots" ADD CONSTRAINT "payroll_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "payroll_snapshots_tenant" ON "payroll_snapshots" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);